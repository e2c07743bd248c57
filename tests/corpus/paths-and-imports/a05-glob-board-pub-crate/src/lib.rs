//! Free squares (bundling shape: `use ttt_core::board::*;` beside a `pub(crate) const FULL`).
//! Which squares of each board are still empty.
//! Bundling shape: a glob import `use ttt_core::board::*;` (which brings the mask `FULL`) in
//! the crate root, and a `pub(crate) const FULL` of another meaning in the module `text`.
//!
//! Each case is a board as three lines of digits (`0` empty, `1` X, `2` O, blanks between them
//! optional), as in BOJ 16571. The answer is the number of empty squares and their places as
//! `row,column` (1-based, row by row), `<n>: all` when the board is empty, or `0: full` when
//! no square is free. Boards need not be reachable.

mod text;

use ttt_core::board::*;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;

/// The answer line for one board, without its line end.
pub fn free_squares(board: Board) -> String {
    let free = board.empty_squares();
    let count = free.count_ones();
    if free == FULL {
        return format!("{count}: {}", text::ALL);
    }
    if free == 0 {
        return format!("{count}: {}", text::FULL);
    }
    let places: Vec<String> = Square::ALL
        .into_iter()
        .filter(|&square| board.mark_at(square).is_none())
        .map(text::place)
        .collect();
    format!("{count}: {}", places.join(" "))
}

/// Answers every board in `input`, one line each.
///
/// # Errors
/// [`InputError`] for a malformed board, or an input without any board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut answered = false;
    while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        output.extend_from_slice(free_squares(board).as_bytes());
        output.push(b'\n');
        answered = true;
    }
    if !answered {
        return Err(InputError::end_of_input(
            scanner.position(),
            "a board of three rows of digits",
        ));
    }
    Ok(())
}
