//! Longest game (bundling shape: a `#[macro_export] macro_rules! chmax` in the library, used by
//! the library, and another `#[macro_export] macro_rules! chmax` in main.rs, as contest
//! templates carry it).
//!
//! Each case is a board as one token of nine letters; X moves first. The answer is the length
//! of the longest game from the board on (in moves, both players playing anything legal), and
//! the number of boards reachable from it, itself included.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::positions::reachable_from;
use ttt_core::rules::to_move;

/// Raises `$place` to `$value` when that is larger; `true` when it did.
#[macro_export]
macro_rules! chmax {
    ($place:expr, $value:expr) => {{
        let value = $value;
        if value > $place {
            $place = value;
            true
        } else {
            false
        }
    }};
}

/// The most moves a game can still last from `board`.
pub fn longest(board: Board) -> u32 {
    let Some(mark) = to_move(board, Mark::X) else { return 0 };
    let mut best = 0;
    for square in Square::ALL {
        if board.mark_at(square).is_none() {
            chmax!(best, 1 + longest(board.with(square, mark)));
        }
    }
    best
}

/// Answers every board of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board or one no game reaches.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(token) = scanner.token() {
        let board = parse_letter_line(token)?;
        if !ttt_core::rules::reachable(board, Mark::X) {
            return Err(InputError::found_bytes(token.position, token.text, "a reachable board"));
        }
        let count = reachable_from(board, Mark::X).len();
        output.extend_from_slice(format!("{} {count}\n", longest(board)).as_bytes());
    }
    Ok(())
}
