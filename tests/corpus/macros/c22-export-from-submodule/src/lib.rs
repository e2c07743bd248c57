//! Mark counts (bundling shape: `#[macro_export]` macros declared in a module file of the
//! library, `src/macros.rs`, which main.rs imports by name, `use <crate>::{count_marks, ...}`,
//! and calls by their bare name; the library itself never calls them).
//!
//! Each case is a board as one token of nine letters. The answer is the number of X marks, O
//! marks and empty squares, then the row (1 to 3) with the most marks, first one on ties.

mod macros;

pub use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;

/// Reads every board of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board.
pub fn boards(input: &[u8]) -> Result<Vec<Board>, InputError> {
    let mut scanner = Scanner::new(input);
    let mut out = Vec::new();
    while let Some(token) = scanner.token() {
        out.push(parse_letter_line(token)?);
    }
    Ok(out)
}
