//! d01-extern-crate-alias: the library's root names ttt-core `engine`
//! (`extern crate ttt_core as engine;`) and brings in `alloc` (`extern crate alloc;`); its
//! module files then use `engine::` and `alloc::` paths without importing them, since an
//! `extern crate` at the crate root puts its name in every module's extern prelude.
//!
//! Each input line is a board of nine letters (`X`, `O`, `.`). The answer line lists, for X
//! then O, the empty squares that would complete a line of theirs, `!` marking a fork.

extern crate alloc;
extern crate ttt_core as engine;

pub mod report;
pub mod threats;

use engine::judge::{InputError, Scanner};

/// Answers every board of `input`, one line each.
///
/// # Errors
/// The first line that is not nine letters.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(line) = scanner.line() {
        let board = engine::notation::parse_letter_line(line)?;
        let found = threats::Threats::of(board);
        report::write_line(&found, output);
    }
    Ok(())
}
