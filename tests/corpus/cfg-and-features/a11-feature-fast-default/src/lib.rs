//! Alpha tic-tac-toe in letters (bundling shape: default and non-default Cargo features).
//! The result the player to move can force, as `W`, `D` or `L`.
//! Bundling shape: Cargo features: `default = ["fast"]` selects between
//! `#[cfg(feature = "fast")]` and `#[cfg(not(feature = "fast"))]` functions and a module that
//! answer differently, and the non-default `explain` shows up as `cfg!(feature = "explain")`,
//! `#[cfg(feature = "explain")]` and `#[cfg_attr(feature = "explain", derive(Debug))]`.
//!
//! Each input line is a board written as nine letters `X`, `O`, `.`, row by row; X moves first.
//! The answer is `W`, `D` or `L`: what the player to move can force with perfect play (a
//! finished game answers `L` when someone has a line and `D` when the board is full). A line
//! that is not nine letters, or a board no game reaches, is an input error; the answers before
//! it are kept.

#[cfg(not(feature = "fast"))]
mod shallow;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::perfect_play::{best_moves, Outcome};
use ttt_core::rules::Unreachable;

/// One board's answer; with `explain`, printed whole (dead-code analysis ignores derived
/// `Debug`, so it would call the fields unread).
#[cfg_attr(feature = "explain", derive(Debug), allow(dead_code))]
struct Answer {
    result: Outcome,
    #[cfg_attr(not(feature = "explain"), allow(dead_code))]
    best: Vec<Square>,
}

/// The result the player to move can force, from the compile-time table.
#[cfg(feature = "fast")]
fn forced(board: Board) -> Result<Outcome, Unreachable> {
    ttt_core::perfect_play::outcome(board, Mark::X)
}

/// The result the player to move can force within a few moves.
#[cfg(not(feature = "fast"))]
fn forced(board: Board) -> Result<Outcome, Unreachable> {
    shallow::outcome(board, Mark::X)
}

#[cfg(feature = "explain")]
fn write_answer(output: &mut Vec<u8>, answer: &Answer) {
    output.extend_from_slice(format!("{answer:?}\n").as_bytes());
}

#[cfg(not(feature = "explain"))]
fn write_answer(output: &mut Vec<u8>, answer: &Answer) {
    output.extend_from_slice(&[answer.result.letter() as u8, b'\n']);
}

/// Answers every board in `input`, one line each.
///
/// # Errors
/// [`InputError`] for a bad line or a board no game reaches, or an input without any board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut answered = false;
    while let Some(line) = scanner.line() {
        let board = parse_letter_line(line)?;
        let unreachable = |why: Unreachable| {
            InputError::new(
                line.position,
                format!("found a board no game reaches ({why})"),
                "a board from a game X started",
            )
        };
        let result = forced(board).map_err(unreachable)?;
        let best = if cfg!(feature = "explain") {
            best_moves(board, Mark::X).map_err(unreachable)?
        } else {
            Vec::new()
        };
        write_answer(output, &Answer { result, best });
        answered = true;
    }
    if !answered {
        return Err(InputError::end_of_input(scanner.position(), "a line of 9 squares"));
    }
    Ok(())
}
