//! Why not (bundling shape: `use ttt_core::rules::*;` beside a `pub(crate) fn status`).
//! Where a game X starts stands on each board, or why no such game reaches it.
//! Bundling shape: a glob import `use ttt_core::rules::*;` (which brings the function `status`)
//! next to a module `describe` holding a `pub(crate) fn status` and a `pub(crate) fn to_move`
//! that only format.
//!
//! Each input line is a board written as nine letters `X`, `O` or `.`, row by row; X moves
//! first. The answer is `<n>. X to move` (or `O to move`), `<n>. won by X` (or `O`),
//! `<n>. drawn`, or `<n>. unreachable: <reason>`, `n` counting boards from 1. A line that is
//! not nine letter squares is an input error.

mod describe;

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::rules::*;

/// Answers every board in `input`, one line each.
///
/// # Errors
/// [`InputError`] for a line that is not nine letter squares, or an input without any line.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut number = 0;
    while let Some(line) = scanner.line() {
        let board = parse_letter_line(line)?;
        number += 1;
        let answer = match status(board, Mark::X) {
            Ok(found) => describe::status(found),
            Err(why) => describe::unreachable(why),
        };
        output.extend_from_slice(format!("{number}. {answer}\n").as_bytes());
    }
    if number == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a line of 9 squares"));
    }
    Ok(())
}
