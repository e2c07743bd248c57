//! Solo tic-tac-toe with a tally (bundling shape: `cfg(debug_assertions)` and features).
//! Programmers 160585: can a game that O starts reach each board.
//! Bundling shape: `cfg(debug_assertions)` code that answers differently in a debug build
//! (`cfg!(debug_assertions)` echoes each board before its answer, `#[cfg(debug_assertions)]`
//! traces on stderr, `#[cfg_attr(debug_assertions, derive(Debug))]`), next to a default feature
//! read through `cfg!(feature = "tally")` and a non-default one choosing an import with
//! `#[cfg(feature = "array")]` / `#[cfg(not(feature = "array"))]`.
//!
//! Each case is a board as three whitespace-separated rows of `O`, `X` and `.`; O moves first.
//! The answer is `1` when a game O starts reaches the board (finished or not), else `0`. The
//! release build ends with `reachable <r> of <n>`. A malformed board is an input error; the
//! answers before it are kept, the tally is not written.

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
#[cfg(not(feature = "array"))]
use ttt_core::notation::read_letter_rows as read_board;
#[cfg(feature = "array")]
use ttt_core::notation::read_programmers_board as read_board;
use ttt_core::rules::reachable;

/// How many boards were read and how many of them a game reaches.
#[cfg_attr(debug_assertions, derive(Debug))]
#[derive(Default)]
struct Tally {
    boards: usize,
    reachable: usize,
}

/// Answers every board in `input`, one line each, then the tally.
///
/// # Errors
/// [`InputError`] for a malformed board, or an input without any board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut tally = Tally::default();
    while let Some((board, position)) = read_board(&mut scanner)? {
        let reached = reachable(board, Mark::O);
        tally.boards += 1;
        tally.reachable += usize::from(reached);
        // While debugging, show the board as read next to its answer.
        if cfg!(debug_assertions) {
            output.extend_from_slice(format!("{board:?} ").as_bytes());
        }
        #[cfg(debug_assertions)]
        eprintln!("debug: board at line {} read as {board:?}", position.line);
        let _ = position;
        output.extend_from_slice(if reached { b"1\n" } else { b"0\n" });
    }
    #[cfg(debug_assertions)]
    eprintln!("debug: {tally:?}");
    if tally.boards == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board of three rows"));
    }
    if cfg!(feature = "tally") {
        output.extend_from_slice(
            format!("reachable {} of {}\n", tally.reachable, tally.boards).as_bytes(),
        );
    }
    Ok(())
}
