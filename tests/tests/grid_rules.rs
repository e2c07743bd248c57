//! `ttt_core::grid_rules::standing` against the brute force `proof::grid::is_legal`, which undoes
//! moves down to the empty grid, on seeded random small positions: reached by random play and
//! drawn cell by cell, with and without gravity, 2 and 3 players, k from 1 to 4, k or more and
//! exactly k, with and without diagonals.

use proof::grid::generate::{random_game, random_grid};
use proof::grid::{is_legal, replay, Game, Rule, EMPTY};
use proof::SplitMix64;
use ttt_core::grid::{Grid, Player, Size};
use ttt_core::grid_rules::{standing, Play};
use ttt_core::runs::LineRule;

/// The reference's grid as a `ttt_core` grid, player `i` the `i`-th of `game.players`.
fn grid_of(grid: &proof::grid::Grid, game: &Game) -> Grid {
    let size = Size::new(game.height, game.width).unwrap();
    let mut converted = Grid::new(size, game.players.len());
    for (cell, &symbol) in size.cells().zip(grid.iter().flatten()) {
        let player = game.players.iter().position(|&p| p == symbol).and_then(Player::new);
        assert!(player.is_some() || symbol == EMPTY);
        converted.set(cell, player);
    }
    converted
}

fn line_rule(rule: Rule) -> LineRule {
    let mut line = LineRule::in_a_row(rule.length);
    if !rule.diagonals {
        line = line.without_diagonals();
    }
    if rule.exactly {
        line = line.exactly();
    }
    line
}

#[test]
fn random_small_positions_agree_with_the_brute_force() {
    let mut random = SplitMix64::new(0x6e1d);
    let (mut legal, mut illegal) = ([0; 2], [0; 2]);
    for round in 0..6000 {
        let height = 1 + random.below(4) as usize;
        let width = 1 + random.below(4) as usize;
        let players: Vec<u8> = b"XOZ"[..2 + random.below(2) as usize].to_vec();
        let length = 1 + random.below(4) as usize;
        let rule = Rule { length, diagonals: random.below(4) != 0, exactly: random.below(3) == 0 };
        let gravity = round % 2 == 0;
        let game = Game { height, width, players: players.clone(), rule, gravity };
        let grid = match random.below(3) {
            0 => {
                let moves = random_game(&mut random, &game, height * width);
                let played = random.below(moves.len() as u64 + 1) as usize;
                replay(&game, &moves[..played])
            }
            _ => {
                let mut weights = vec![(EMPTY, 1 + random.below(4))];
                weights.extend(players.iter().map(|&player| (player, 2)));
                random_grid(&mut random, height, width, &weights)
            }
        };
        let expected = is_legal(&grid, &game);
        let play = Play { rule: line_rule(rule), first: Player::FIRST, gravity };
        let actual = standing(&grid_of(&grid, &game), &play);
        assert_eq!(actual.is_ok(), expected, "{game:?}\n{}\n{actual:?}", proof::grid::rows(&grid));
        match expected {
            true => legal[usize::from(gravity)] += 1,
            false => illegal[usize::from(gravity)] += 1,
        }
    }
    assert!(legal.iter().chain(&illegal).all(|&count| count > 500), "{legal:?} {illegal:?}");
}
