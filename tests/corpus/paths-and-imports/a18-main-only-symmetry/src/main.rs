//! Twin boards (bundling shape: a binary-only crate with modules named like ttt_core's).
//! Which rotation or mirroring, if any, turns one board into another.
//! Bundling shape: a binary-only crate (no `lib.rs`) with local modules named like `ttt_core`
//! modules, a file module `symmetry` that itself uses `ttt_core::symmetry` and an inline
//! `mod board` next to `use ttt_core::board::Board`, a `#![cfg_attr(...)]` crate attribute,
//! and its own I/O and helper functions.
//!
//! Each case is two boards, each as three whitespace-separated rows of `X`, `O` and `.`. The
//! answer is `<first rows> -> <second rows>: <how>`, rows joined by `/`, where `<how>` names the
//! first of `identity`, `rotate right`, `rotate half`, `rotate left`, `mirror left-right`,
//! `mirror top-bottom`, `transpose`, `anti-transpose` that turns the first board into the
//! second, or is `different`. A malformed board, or a case with only one board, is an input
//! error (`error: ...`, status 1) after the answers before it.
#![cfg_attr(debug_assertions, allow(dead_code))]

mod symmetry;

use std::io::Read;
use std::process::ExitCode;

use ttt_core::board::Board;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;

/// How boards are shown in the answer.
mod board {
    use ttt_core::board::Board;

    /// The rows of `board` joined by `/`.
    pub fn rows(board: Board) -> String {
        format!("{board:?}")
    }
}

/// Reads the next pair of boards, or `None` when only whitespace is left.
fn read_pair(scanner: &mut Scanner<'_>) -> Result<Option<(Board, Board)>, InputError> {
    let Some((first, _)) = read_letter_rows(scanner)? else { return Ok(None) };
    match read_letter_rows(scanner)? {
        Some((second, _)) => Ok(Some((first, second))),
        None => Err(InputError::end_of_input(scanner.position(), "the second board of the pair")),
    }
}

/// The answer line for one pair.
fn answer(first: Board, second: Board) -> String {
    let how = symmetry::mapping(first, second).map_or("different", symmetry::name);
    format!("{} -> {}: {how}", board::rows(first), board::rows(second))
}

fn main() -> ExitCode {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        eprintln!("error: stdin is not text");
        return ExitCode::FAILURE;
    }
    let mut scanner = Scanner::new(input.as_bytes());
    loop {
        match read_pair(&mut scanner) {
            Ok(Some((first, second))) => println!("{}", answer(first, second)),
            Ok(None) => return ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
}
