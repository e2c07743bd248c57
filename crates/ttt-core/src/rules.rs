//! Legality: whether a game that starts with a given mark can reach a board, whose turn it is,
//! and whether the game is over.
//!
//! A game ends the moment a player completes a line, or when the board is full.

use std::fmt;

use crate::board::{Board, Mark};
use crate::lines::covers_line;

/// Where a reachable game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Nobody has a line and a square is free: `to_move` plays next.
    InProgress {
        /// The player whose turn it is.
        to_move: Mark,
    },
    /// The game is over: this mark completed a line (maybe two, with one move).
    Won(Mark),
    /// The game is over: the board is full and nobody has a line.
    Drawn,
}

impl Status {
    /// Is the game over.
    pub const fn is_finished(self) -> bool {
        !matches!(self, Status::InProgress { .. })
    }
}

/// Why no game reaches a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unreachable {
    /// The mark counts cannot come from alternating moves: the first player has either as many
    /// marks as the second, or one more.
    Counts {
        /// The player who moves first.
        first: Mark,
        /// How many marks the first player has.
        first_count: u32,
        /// How many marks the second player has.
        second_count: u32,
    },
    /// Both players have a line, but the game stops at the first.
    BothHaveLines,
    /// `winner` has a line, yet the other player moved after it (or `winner` was not the last
    /// to move).
    PlayedAfterWin {
        /// The player with the line.
        winner: Mark,
    },
}

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unreachable::Counts { first, first_count, second_count } => write!(
                f,
                "{first} moves first, so it has as many marks as {} or one more, not {first_count} against {second_count}",
                first.opponent()
            ),
            Unreachable::BothHaveLines => write!(f, "both players have a line"),
            Unreachable::PlayedAfterWin { winner } => {
                write!(f, "{winner} has a line but was not the last to move")
            }
        }
    }
}

impl std::error::Error for Unreachable {}

/// Where a game that `first` starts stands at `board`, or why no such game reaches it.
///
/// # Errors
/// [`Unreachable`] when no game played by the rules, with `first` moving first, reaches `board`.
///
/// # Complexity
/// Constant: two population counts and a few table look-ups.
///
/// ```
/// use ttt_core::board::{Board, Mark};
/// use ttt_core::rules::{status, Status};
/// assert_eq!(status(Board::EMPTY, Mark::O), Ok(Status::InProgress { to_move: Mark::O }));
/// ```
pub const fn status(board: Board, first: Mark) -> Result<Status, Unreachable> {
    let second = first.opponent();
    let first_count = board.count(first);
    let second_count = board.count(second);
    let to_move = if first_count == second_count {
        first
    } else if first_count == second_count + 1 {
        second
    } else {
        return Err(Unreachable::Counts { first, first_count, second_count });
    };
    // The player who just moved is the only one who may have a line: the game stopped there.
    let last_mover = to_move.opponent();
    match (board.has_line(first), board.has_line(second)) {
        (true, true) => Err(Unreachable::BothHaveLines),
        (true, false) | (false, true) => {
            let winner = if board.has_line(first) { first } else { second };
            if matches!((winner, last_mover), (Mark::X, Mark::X) | (Mark::O, Mark::O)) {
                Ok(Status::Won(winner))
            } else {
                Err(Unreachable::PlayedAfterWin { winner })
            }
        }
        (false, false) if board.is_full() => Ok(Status::Drawn),
        (false, false) => Ok(Status::InProgress { to_move }),
    }
}

/// Can a game that `first` starts reach `board` (finished or not).
///
/// # Complexity
/// Constant.
pub const fn reachable(board: Board, first: Mark) -> bool {
    status(board, first).is_ok()
}

/// Is `board` a possible final state of a game that `first` starts: reachable, and someone has
/// a line or the board is full.
///
/// # Complexity
/// One look-up, with no branch on the board, so it stays fast on unpredictable input.
#[inline]
pub fn is_final(board: Board, first: Mark) -> bool {
    let index = usize::from(board.marks(first)) << 9 | usize::from(board.marks(first.opponent()));
    FINAL[index / 64] >> (index % 64) & 1 == 1
}

/// Bit `first << 9 | second` is set when the board where the first player holds the squares of
/// mask `first` and the second player those of mask `second` is a possible final state.
static FINAL: [u64; 1 << 12] = final_table();

/// The same decision as [`status`], written out for the table so that compile-time evaluation
/// stays cheap: the first player moved last when it has one mark more, the second when the
/// counts are equal, and only the last mover may have a line.
const fn final_table() -> [u64; 1 << 12] {
    let mut table = [0u64; 1 << 12];
    let mut first = 0u16;
    while first < 1 << 9 {
        let free = crate::board::FULL & !first;
        let (first_count, first_line) = (first.count_ones(), covers_line(first));
        let mut second = free;
        loop {
            let (second_count, second_line) = (second.count_ones(), covers_line(second));
            let first_moved_last = first_count == second_count + 1;
            let second_moved_last = first_count == second_count;
            let full = first | second == crate::board::FULL;
            let final_state = (first_moved_last && !second_line && (first_line || full))
                || (second_moved_last && second_line && !first_line);
            if final_state {
                let index = (first as usize) << 9 | second as usize;
                table[index / 64] |= 1 << (index % 64);
            }
            if second == 0 {
                break;
            }
            second = (second - 1) & free;
        }
        first += 1;
    }
    table
}

/// The player to move in a game that `first` starts, or `None` when the game is over or the
/// board is unreachable.
pub const fn to_move(board: Board, first: Mark) -> Option<Mark> {
    match status(board, first) {
        Ok(Status::InProgress { to_move }) => Some(to_move),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &str) -> Board {
        let mut board = Board::EMPTY;
        for (square, letter) in
            crate::board::Square::ALL.into_iter().zip(rows.chars().filter(|c| *c != '/'))
        {
            match letter {
                'X' => board = board.with(square, Mark::X),
                'O' => board = board.with(square, Mark::O),
                _ => {}
            }
        }
        board
    }

    fn check(rows: &str, first: Mark, expected: Result<Status, Unreachable>) {
        assert_eq!(status(board(rows), first), expected, "{rows} with {first} first");
    }

    #[test]
    fn the_traps_of_both_problems() {
        // X first (BOJ 7682): X's fifth mark completes two lines at once.
        check(
            "XXX/OXO/XOX",
            Mark::X,
            Err(Unreachable::Counts { first: Mark::X, first_count: 6, second_count: 3 }),
        );
        check("XXX/OXO/OOX", Mark::X, Ok(Status::Won(Mark::X)));
        check("XOX/OXO/XOX", Mark::X, Ok(Status::Won(Mark::X)));
        check("XXX/OO./...", Mark::X, Ok(Status::Won(Mark::X)));
        check("XXX/OOO/...", Mark::X, Err(Unreachable::BothHaveLines));
        check("XX./OOO/X..", Mark::X, Ok(Status::Won(Mark::O)));
        check("XXX/OOO/X..", Mark::X, Err(Unreachable::BothHaveLines));
        check("XXX/OO./O..", Mark::X, Err(Unreachable::PlayedAfterWin { winner: Mark::X }));
        check("OXO/XOX/XOX", Mark::X, Ok(Status::Drawn));
        // O first (Programmers 160585): O's ninth mark completes two lines.
        check("OOO/OXX/OXX", Mark::O, Ok(Status::Won(Mark::O)));
        check("OOO/.../XXX", Mark::O, Err(Unreachable::BothHaveLines));
        check(
            ".../.X./...",
            Mark::O,
            Err(Unreachable::Counts { first: Mark::O, first_count: 0, second_count: 1 }),
        );
        check(".../.../...", Mark::O, Ok(Status::InProgress { to_move: Mark::O }));
    }

    #[test]
    fn to_move_and_is_finished_read_the_status_of_every_board() {
        for x in 0..512u16 {
            for o in 0..512u16 {
                let Ok(board) = Board::from_masks(x, o) else { continue };
                for first in Mark::BOTH {
                    let status = status(board, first);
                    let expected = match status {
                        Ok(Status::InProgress { to_move }) => Some(to_move),
                        _ => None,
                    };
                    assert_eq!(to_move(board, first), expected, "{board:?} {first}");
                    assert_eq!(reachable(board, first), status.is_ok(), "{board:?} {first}");
                    let finished = status.is_ok_and(Status::is_finished);
                    assert_eq!(is_final(board, first), finished, "{board:?} {first}");
                }
            }
        }
        let finished =
            [Status::Won(Mark::O), Status::Drawn, Status::InProgress { to_move: Mark::X }];
        assert_eq!(finished.map(Status::is_finished), [true, true, false]);
    }

    #[test]
    fn unreachable_says_why_in_lower_case() {
        assert_eq!(Unreachable::BothHaveLines.to_string(), "both players have a line");
        let counts = Unreachable::Counts { first: Mark::X, first_count: 4, second_count: 1 };
        assert_eq!(
            counts.to_string(),
            "X moves first, so it has as many marks as O or one more, not 4 against 1"
        );
        assert_eq!(
            Unreachable::PlayedAfterWin { winner: Mark::O }.to_string(),
            "O has a line but was not the last to move"
        );
    }
}
