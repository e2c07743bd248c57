//! Forced result in words (bundling shape: `use ttt_core::perfect_play::*;` beside a local
//! `mod outcome;`, so the name `outcome` is a local module in the type namespace and the glob's
//! function in the value namespace, and the code calls both).
//!
//! Each case is one token of nine letters `X`, `O` and `.` (row by row); X moves first. The
//! answer is the result the player to move can force, in words, then the squares (1 to 9) that
//! keep it, or `over` when the game is finished. A board no game reaches is an input error.

mod outcome;

use std::io::Write;

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::perfect_play::*;
use ttt_core::rules::to_move;

/// Answers every board of `input`, one line each, stopping at the first bad one.
///
/// # Errors
/// [`InputError`] for a malformed board, a board no game reaches, or no board at all.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut answered = 0usize;
    while let Some(token) = scanner.token() {
        let board = parse_letter_line(token)?;
        let forced = outcome(board, Mark::X).map_err(|why| {
            InputError::new(
                token.position,
                format!("found a board no game reaches ({why})"),
                "a board from a game X started",
            )
        })?;
        let Some(mover) = to_move(board, Mark::X) else {
            writeln!(output, "over").expect("writing to a Vec cannot fail");
            answered += 1;
            continue;
        };
        let squares = best_moves(board, Mark::X).unwrap_or_default();
        let squares: Vec<String> = squares.iter().map(|s| (s.index() + 1).to_string()).collect();
        writeln!(output, "{mover} {} {}", outcome::word(forced), squares.join(","))
            .expect("writing to a Vec cannot fail");
        answered += 1;
    }
    if answered == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board of nine letters"));
    }
    Ok(())
}
