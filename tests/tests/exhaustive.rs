//! `ttt-core` on every board, against the slow reference in `proof::tic_tac_toe`, which plays
//! games out move by move: legality, enumeration and perfect play, for either first player.
//! Each problem's own answers over every board are in its crate's `tests/proof.rs`.

use std::collections::HashMap;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::{best_moves, outcome, Outcome};
use ttt_core::positions::reachable_positions;
use ttt_core::rules::{is_final, reachable, status, Status};
use workspace_tests::reference::{
    every_grid, has_line, is_over, minimax, other, play_every_game, rows, Grid,
};

fn letter_of(mark: Mark) -> u8 {
    mark.letter() as u8
}

fn mark_of(letter: u8) -> Mark {
    if letter == b'X' {
        Mark::X
    } else {
        Mark::O
    }
}

fn board_of(grid: &Grid) -> Board {
    ttt_core::notation::parse_letters(&rows(grid, " ")).unwrap()
}

fn outcome_of(score: i8) -> Outcome {
    match score {
        1 => Outcome::Win,
        0 => Outcome::Draw,
        _ => Outcome::Loss,
    }
}

#[test]
fn rules_agree_with_the_reference_on_every_board_for_both_first_players() {
    for first in Mark::BOTH {
        let games = play_every_game(letter_of(first));
        assert_eq!(games.len(), 5478);
        assert_eq!(games.keys().filter(|grid| is_over(grid)).count(), 958);
        let mut checked = 0;
        for grid in every_grid() {
            let board = board_of(&grid);
            let expected = games.get(&grid).map(|&next| {
                if has_line(&grid, other(next)) {
                    Status::Won(mark_of(other(next)))
                } else if is_over(&grid) {
                    Status::Drawn
                } else {
                    Status::InProgress { to_move: mark_of(next) }
                }
            });
            let context = format!("{} with {first} first", rows(&grid, "/"));
            assert_eq!(status(board, first).ok(), expected, "{context}");
            assert_eq!(reachable(board, first), expected.is_some(), "{context}");
            assert_eq!(
                is_final(board, first),
                expected.is_some_and(Status::is_finished),
                "{context}"
            );
            checked += 1;
        }
        assert_eq!(checked, 19_683);
    }
}

#[test]
fn enumeration_finds_exactly_the_boards_games_reach() {
    for first in Mark::BOTH {
        let mut found: Vec<String> =
            reachable_positions(first).iter().map(|board| format!("{board:?}")).collect();
        let mut played: Vec<String> =
            play_every_game(letter_of(first)).keys().map(|grid| rows(grid, "/")).collect();
        found.sort();
        played.sort();
        assert_eq!(found, played, "{first} first");
    }
}

#[test]
fn perfect_play_agrees_with_minimax_on_every_reachable_board() {
    for first in Mark::BOTH {
        let mut memo = HashMap::new();
        for (grid, next) in play_every_game(letter_of(first)) {
            let board = board_of(&grid);
            let score = minimax(grid, next, &mut memo);
            assert_eq!(outcome(board, first), Ok(outcome_of(score)), "{}", rows(&grid, "/"));
            let mut expected_moves = Vec::new();
            if !is_over(&grid) {
                for square in 0..9 {
                    let mut child = grid;
                    if child[square] == b'.' {
                        child[square] = next;
                        if -minimax(child, other(next), &mut memo) == score {
                            expected_moves.push(Square::new(square as u8).unwrap());
                        }
                    }
                }
            }
            assert_eq!(best_moves(board, first), Ok(expected_moves), "{}", rows(&grid, "/"));
        }
    }
}
