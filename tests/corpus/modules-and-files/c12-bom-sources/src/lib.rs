//! Symmetric boards (bundling shape: source files saved with a UTF-8 byte order mark, as some
//! Windows editors write them: lib.rs and the module file `mirror.rs`).
//!
//! Each case is a board as one token of nine letters. The answer names every symmetry of the
//! square that leaves the board as it is (the identity always does), then the size of the
//! board's class (how many distinct boards the eight symmetries make of it).

mod mirror;

use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;

/// Answers every board of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(token) = scanner.token() {
        let board = parse_letter_line(token)?;
        let names = mirror::fixed_by(board);
        output.extend_from_slice(
            format!("{} | {}\n", names.join(" "), mirror::class_size(board)).as_bytes(),
        );
    }
    Ok(())
}
