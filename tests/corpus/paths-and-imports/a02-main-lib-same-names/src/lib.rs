//! Whose turn (bundling shape: a module and a function named alike in main.rs and lib.rs).
//! For a game started by a given player, who moves next on each board.
//! Bundling shape: `main.rs` and `lib.rs` both have a module `report` and a function `solve`
//! (the binary's `solve` wraps the library's), and the binary has helper functions of its own.
//!
//! Each case is the first player, a token `X` or `O`, then a board as three whitespace-separated
//! rows of `X`, `O` and `.`. The answer is the mark that moves next (`X` or `O`), `over` when
//! the game has ended on that board, or `unreachable` when no game the given player starts gets
//! there. The binary ends with a tally line `cases <n>: <a> to move, <b> over, <c> unreachable`,
//! written only when the whole input is good.

pub mod report;

use report::{Answer, Tally};
use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;
use ttt_core::rules::{status, Status};

/// Reads the first player of the next case, or `None` at the end of the input.
///
/// # Errors
/// [`InputError`] when the token is not `X` or `O`.
pub fn read_first(scanner: &mut Scanner<'_>) -> Result<Option<Mark>, InputError> {
    let Some(token) = scanner.token() else { return Ok(None) };
    match token.text {
        b"X" => Ok(Some(Mark::X)),
        b"O" => Ok(Some(Mark::O)),
        other => Err(InputError::found_bytes(token.position, other, "the first player `X` or `O`")),
    }
}

/// Answers every case, one line each, and tallies the answers.
///
/// # Errors
/// [`InputError`] at the first bad case; the answers before it stay in `output`.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<Tally, InputError> {
    let mut scanner = Scanner::new(input);
    let mut tally = Tally::default();
    while let Some(first) = read_first(&mut scanner)? {
        let Some((board, _)) = read_letter_rows(&mut scanner)? else {
            return Err(InputError::end_of_input(
                scanner.position(),
                "a board after the first player",
            ));
        };
        let answer = match status(board, first) {
            Ok(Status::InProgress { to_move }) => Answer::ToMove(to_move),
            Ok(Status::Won(_) | Status::Drawn) => Answer::Over,
            Err(_) => Answer::Unreachable,
        };
        tally.add(answer);
        output.extend_from_slice(report::word(answer).as_bytes());
        output.push(b'\n');
    }
    Ok(tally)
}
