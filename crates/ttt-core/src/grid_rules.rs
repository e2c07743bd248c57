//! Legality on a grid of any size, for any [`LineRule`], 1 to 26 players moving in turn, with
//! or without gravity: whether a game reaches a [`Grid`], whose turn it is, and whether it is
//! over. The 3×3 [`crate::rules`] is this for one board and rule, in constant time.
//!
//! A game starts on the empty grid, the players move in turn (from [`Play::first`], by
//! number, after the last player the first again), and it ends the moment a player has a line,
//! or when the grid is full. With gravity a stone lies on the bottom row or on a stone.
//!
//! ```
//! use ttt_core::grid::{Grid, Player, Size};
//! use ttt_core::grid_rules::{standing, Play, Standing, Illegal};
//! use ttt_core::runs::LineRule;
//!
//! let size = Size::new(4, 4).unwrap();
//! let connect_three = Play { rule: LineRule::in_a_row(3), first: Player::FIRST, gravity: true };
//! let mut grid = Grid::new(size, 2);
//! for (row, column, player) in [(3, 0, 0), (3, 1, 1), (2, 0, 0), (2, 1, 1), (1, 0, 0)] {
//!     grid.set(size.cell(row, column).unwrap(), Player::new(player));
//! }
//! assert_eq!(standing(&grid, &connect_three), Ok(Standing::Won(Player::FIRST)));
//! // A stone of the second player over an empty cell: no gravity game leaves it.
//! grid.set(size.cell(0, 3).unwrap(), Some(Player::SECOND));
//! let floating = size.cell(0, 3).unwrap();
//! assert_eq!(standing(&grid, &connect_three), Err(Illegal::Floating(floating)));
//! // Without gravity, the second player moved after the first one's line.
//! let three = Play { gravity: false, ..connect_three };
//! let after = Illegal::PlayedAfterWin { winner: Player::FIRST };
//! assert_eq!(standing(&grid, &three), Err(after));
//! ```

use std::collections::HashSet;
use std::fmt;

use crate::gravity::{floating, top_stones};
use crate::grid::{Cell, Grid, Player};
use crate::runs::{Length, LineRule};

/// How a game is played: the line that ends it, who moves first, and whether stones fall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    /// The line that wins.
    pub rule: LineRule,
    /// The player who moves first; the others follow by number, the last then the first.
    pub first: Player,
    /// Does a stone fall to the lowest empty cell of its column.
    pub gravity: bool,
}

/// Where a reachable game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// Nobody has a line and a cell is free: `to_move` plays next.
    InProgress {
        /// The player whose turn it is.
        to_move: Player,
    },
    /// The game is over: this player completed a line.
    Won(Player),
    /// The game is over: the grid is full and nobody has a line.
    Drawn,
}

/// Why no game reaches a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// With gravity: the stone on this cell (the first in reading order) lies over an empty cell.
    Floating(Cell),
    /// The counts cannot come from moves in turn: in the order of play each player has as
    /// many stones as the one before or one fewer, and the last as many as the first or one
    /// fewer. `player` (the first to break it) has `count`, where `least` to `most` fit.
    Counts {
        /// The player whose count does not fit.
        player: Player,
        /// How many stones it has.
        count: usize,
        /// The fewest that would fit.
        least: usize,
        /// The most that would fit.
        most: usize,
    },
    /// Two players (the first two by number) have a line, but the game stops at the first.
    SeveralLines(Player, Player),
    /// `winner` has a line, yet by the counts another player moved last.
    PlayedAfterWin {
        /// The player with the line.
        winner: Player,
    },
    /// `winner` has a line, but no stone of theirs (with gravity, on top of its column) leaves
    /// nobody with a line when taken away: the game went on after a line.
    NoLastMove {
        /// The player with the line.
        winner: Player,
    },
    /// No order of the moves reaches the grid: with gravity, the columns cannot be stacked in
    /// turn; with exactly k, every order makes a line on the way.
    NoOrder,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::Floating(cell) => {
                write!(f, "the stone on row {}, column {} floats", cell.row(), cell.column())
            }
            Illegal::Counts { player, count, least, most } => write!(
                f,
                "player {} has {count} stones where the order of play allows {least} to {most}",
                player.index()
            ),
            Illegal::SeveralLines(one, other) => {
                write!(f, "players {} and {} both have a line", one.index(), other.index())
            }
            Illegal::PlayedAfterWin { winner } => {
                write!(f, "player {} has a line but was not the last to move", winner.index())
            }
            Illegal::NoLastMove { winner } => write!(
                f,
                "player {} has a line after every last move of theirs: the game went on after it",
                winner.index()
            ),
            Illegal::NoOrder => write!(f, "no order of the moves reaches the grid"),
        }
    }
}

impl std::error::Error for Illegal {}

/// The player `turn` moves after the first, in the order of play.
fn in_turn(grid: &Grid, play: &Play, turn: usize) -> Player {
    let index = (play.first.index() + turn) % grid.player_count();
    Player::new(index).expect("a player of the grid")
}

/// Where a game played by `play` stands at `grid`, or why no such game reaches it.
///
/// # Errors
/// [`Illegal`], the first reason found, in the order the variants are listed.
///
/// # Panics
/// When `play.first` is not one of the grid's players.
///
/// # Complexity
/// Without gravity and with k or more counting: O(stones × players × bits / 64 × log k), each
/// stone of a winner tried as the last move. With gravity, or exactly k, whether some order
/// of the moves reaches the grid is a search that undoes moves (remembering the grids it
/// failed from): exponential in the worst case, meant for small grids.
pub fn standing(grid: &Grid, play: &Play) -> Result<Standing, Illegal> {
    assert!(
        play.first.index() < grid.player_count(),
        "{:?} does not play on this grid",
        play.first
    );
    if play.gravity {
        if let Some(cell) = floating(grid).first() {
            return Err(Illegal::Floating(cell));
        }
    }
    let stones = check_counts(grid, play)?;
    let to_move = in_turn(grid, play, stones);
    let winner = match play.rule.players_with_a_line(grid)[..] {
        [] => None,
        [winner] => Some(winner),
        [one, other, ..] => return Err(Illegal::SeveralLines(one, other)),
    };
    if let Some(winner) = winner {
        if in_turn(grid, play, stones + grid.player_count() - 1) != winner {
            return Err(Illegal::PlayedAfterWin { winner });
        }
        let mut before = grid.clone();
        if last_moves(&mut before, play, winner).next().is_none() {
            return Err(Illegal::NoLastMove { winner });
        }
    }
    // Without gravity, any grid with no line whose counts fit is reached in any order of its
    // moves, none of them making a line, since k or more in a row of fewer stones would be
    // one of all of them. With gravity or exactly k, an order must be searched for.
    let any_order_works = !play.gravity && play.rule.length() == Length::AtLeast;
    if !any_order_works && !undo_to_empty(&mut grid.clone(), play, stones, &mut HashSet::new()) {
        return Err(Illegal::NoOrder);
    }
    Ok(match winner {
        Some(winner) => Standing::Won(winner),
        None if grid.empty_count() == 0 => Standing::Drawn,
        None => Standing::InProgress { to_move },
    })
}

/// Checks that the counts fit moves in turn, and gives the number of stones.
fn check_counts(grid: &Grid, play: &Play) -> Result<usize, Illegal> {
    let most = grid.count(play.first);
    let mut fewer_seen = false;
    for turn in 1..grid.player_count() {
        let player = in_turn(grid, play, turn);
        let count = grid.count(player);
        let least = most.saturating_sub(1);
        let top = if fewer_seen { least } else { most };
        if !(least..=top).contains(&count) {
            return Err(Illegal::Counts { player, count, least, most: top });
        }
        fewer_seen |= count < most;
    }
    Ok(grid.players().map(|player| grid.count(player)).sum())
}

/// The stones of `mover` that could have been the last move to `grid` (on top of its column
/// with gravity): those whose removal leaves nobody with a line. `grid` is given back as it
/// was once the iterator is dropped.
fn last_moves<'a>(
    grid: &'a mut Grid,
    play: &'a Play,
    mover: Player,
) -> impl Iterator<Item = Cell> + 'a {
    let candidates = match play.gravity {
        true => grid.stones(mover).intersection(&top_stones(grid)),
        false => grid.stones(mover).clone(),
    };
    candidates.iter().collect::<Vec<_>>().into_iter().filter(move |&cell| {
        grid.set(cell, None);
        let open = play.rule.players_with_a_line(grid).is_empty();
        grid.set(cell, Some(mover));
        open
    })
}

/// Can the `stones` moves of `grid` be undone one by one, last mover first, down to the empty
/// grid, no grid on the way having a line: the search for an order of play. `failed` holds
/// the grids already found to have none.
fn undo_to_empty(grid: &mut Grid, play: &Play, stones: usize, failed: &mut HashSet<Grid>) -> bool {
    if stones == 0 {
        return true;
    }
    if failed.contains(grid) {
        return false;
    }
    let mover = in_turn(grid, play, stones - 1);
    let cells: Vec<Cell> = last_moves(grid, play, mover).collect();
    for cell in cells {
        grid.set(cell, None);
        let reached = undo_to_empty(grid, play, stones - 1, failed);
        grid.set(cell, Some(mover));
        if reached {
            return true;
        }
    }
    failed.insert(grid.clone());
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Mark, Square};
    use crate::grid::Size;
    use crate::rules;

    /// The 3×3 grid of a board: X is player 0, O player 1.
    fn grid_of(board: Board) -> Grid {
        let size = Size::new(3, 3).unwrap();
        let mut grid = Grid::new(size, 2);
        for index in 0..9 {
            let square = Square::new(index).unwrap();
            let player = board.mark_at(square).map(|mark| match mark {
                Mark::X => Player::FIRST,
                Mark::O => Player::SECOND,
            });
            grid.set(size.cell(index as usize / 3, index as usize % 3).unwrap(), player);
        }
        grid
    }

    fn player_of(mark: Mark) -> Player {
        match mark {
            Mark::X => Player::FIRST,
            Mark::O => Player::SECOND,
        }
    }

    #[test]
    fn every_3x3_board_as_rules_decides_it_for_either_first_player() {
        let (mut boards, mut reachable) = (0, 0);
        let masks = (0..1u16 << 9).flat_map(|x| (0..1u16 << 9).map(move |o| (x, o)));
        for board in masks.filter_map(|(x, o)| Board::from_masks(x, o).ok()) {
            boards += 1;
            let grid = grid_of(board);
            for first in [Mark::X, Mark::O] {
                let play =
                    Play { rule: LineRule::in_a_row(3), first: player_of(first), gravity: false };
                let expected = rules::status(board, first).map(|standing| match standing {
                    rules::Status::InProgress { to_move } => {
                        Standing::InProgress { to_move: player_of(to_move) }
                    }
                    rules::Status::Won(mark) => Standing::Won(player_of(mark)),
                    rules::Status::Drawn => Standing::Drawn,
                });
                let actual = standing(&grid, &play);
                match (&expected, &actual) {
                    (Ok(expected), _) => assert_eq!(actual, Ok(*expected), "{board:?} {first:?}"),
                    (Err(rules::Unreachable::Counts { .. }), Err(Illegal::Counts { .. }))
                    | (Err(rules::Unreachable::BothHaveLines), Err(Illegal::SeveralLines(..)))
                    | (
                        Err(rules::Unreachable::PlayedAfterWin { .. }),
                        Err(Illegal::PlayedAfterWin { .. }),
                    ) => {}
                    _ => panic!("{board:?} {first:?}: {expected:?} but {actual:?}"),
                }
                reachable += usize::from(actual.is_ok());
            }
        }
        assert_eq!((boards, reachable), (19_683, 2 * 5478));
    }

    /// A grid drawn as rows separated by `/`, `A` for player 0, `B` for 1, ..., `.` empty.
    fn drawn(players: usize, rows: &str) -> Grid {
        let rows: Vec<&str> = rows.split('/').collect();
        let size = Size::new(rows.len(), rows[0].len()).unwrap();
        let mut grid = Grid::new(size, players);
        for (cell, byte) in size.cells().zip(rows.concat().bytes()) {
            grid.set(
                cell,
                Player::new(usize::from(byte.wrapping_sub(b'A'))).filter(|_| byte != b'.'),
            );
        }
        grid
    }

    #[test]
    fn reasons_are_told_apart() {
        let (a, b, c) = (Player::FIRST, Player::SECOND, Player::new(2).unwrap());
        let two = Play { rule: LineRule::in_a_row(2), first: a, gravity: true };
        let counts = Illegal::Counts { player: b, count: 1, least: 0, most: 0 };
        assert_eq!(standing(&drawn(3, ".../BC."), &two), Err(counts));
        assert_eq!(
            counts.to_string(),
            "player 1 has 1 stones where the order of play allows 0 to 0"
        );
        assert_eq!(standing(&drawn(3, ".../ABC"), &two), Ok(Standing::InProgress { to_move: a }));
        // Column 0 holds B under A, but A moved first, so A's stone lies at the bottom.
        assert_eq!(standing(&drawn(2, "A./B."), &two), Err(Illegal::NoOrder));
        let floats = Illegal::Floating(Size::new(2, 3).unwrap().cell(0, 1).unwrap());
        assert_eq!(standing(&drawn(3, ".A./B.C"), &two), Err(floats));
        let three = Play { rule: LineRule::in_a_row(3), first: b, gravity: false };
        assert_eq!(standing(&drawn(3, "BBB/CCA/A.."), &three), Ok(Standing::Won(b)));
        assert_eq!(standing(&drawn(3, "BBB/CCC/AA."), &three), Err(Illegal::SeveralLines(b, c)));
        assert_eq!(
            standing(&drawn(3, "BBB/CAC/CA."), &three),
            Err(Illegal::PlayedAfterWin { winner: b })
        );
        assert_eq!(
            standing(&drawn(3, "ACB/ACB"), &Play { first: a, ..three }),
            Ok(Standing::Drawn)
        );
        // Two lines of A with no stone in common: whichever came last, the other was there.
        let apart = drawn(2, "AAB/B../AAB");
        let no_last = Illegal::NoLastMove { winner: a };
        assert_eq!(standing(&apart, &Play { gravity: false, ..two }), Err(no_last));
        assert_eq!(
            no_last.to_string(),
            "player 0 has a line after every last move of theirs: the game went on after it"
        );
        // Exactly two: in a 2×2 block every stone sits by another in some direction.
        let exactly_two = Play { rule: LineRule::in_a_row(2).exactly(), first: a, gravity: false };
        assert_eq!(standing(&drawn(2, "AAB/AA./B.B"), &exactly_two), Err(no_last));
    }
}
