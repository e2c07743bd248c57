//! Positions reachable from a board: `cfg!(debug_assertions)`, `#[cfg(debug_assertions)]`
//! items, a module file compiled only for tests and debug builds, `#![cfg_attr(...)]` and
//! `#[cfg_attr(..., derive(...))]`, `debug_assert!`, and `#[cfg(test)]` unit tests.
//! Problem: each input line holds a board as nine letters `X`, `O` and `.`, row by row; a line
//! `end` or the end of the input stops. X moves first. For each board print how many different
//! boards a game can pass through from it on (the board itself included), then how many of
//! those are finished games; `5478 958` for the empty board, `0 0` for a board no game reaches.
//! A line that is not nine such letters prints `error: <where and what>` on stderr and exits
//! with status 1, after the answers before it. A debug build also checks every answer against
//! a slow search and says so on stderr; a release build prints nothing else.
#![cfg_attr(not(test), warn(missing_docs))]
// `Census` derives `Debug` only where the debug-build check prints it.
#![cfg_attr(not(debug_assertions), allow(missing_debug_implementations))]

#[cfg(any(test, debug_assertions))]
mod slow;

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::positions::reachable_from;
use ttt_core::rules::status;

/// How the build was made.
#[cfg(debug_assertions)]
pub const BUILD: &str = "debug";
/// How the build was made.
#[cfg(not(debug_assertions))]
pub const BUILD: &str = "release";

/// The boards a game passes through from some board on.
#[cfg_attr(debug_assertions, derive(Debug))]
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Census {
    /// Every board, the start included.
    pub positions: usize,
    /// The finished ones.
    pub finished: usize,
}

/// The census of the boards reachable from `board` in a game X started.
pub fn census(board: Board) -> Census {
    let boards = reachable_from(board, Mark::X);
    let finished = boards
        .iter()
        .filter(|&&board| status(board, Mark::X).map_or(false, |standing| standing.is_finished()))
        .count();
    debug_assert!(finished <= boards.len());
    let census = Census { positions: boards.len(), finished };
    #[cfg(debug_assertions)]
    {
        let slow = slow::census(board);
        assert_eq!(census, slow, "the fast and the slow census disagree on {board:?}");
    }
    census
}

/// Answers every line of `input` until `end`.
///
/// # Errors
/// [`InputError`] at the first line that is not nine letters.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut checked = 0;
    while let Some(line) = scanner.line() {
        if line.text == b"end" {
            break;
        }
        let Census { positions, finished } = census(parse_letter_line(line)?);
        output.extend_from_slice(format!("{positions} {finished}\n").as_bytes());
        checked += 1;
    }
    if cfg!(debug_assertions) {
        eprintln!("{BUILD} build: {checked} answers checked against the slow search");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(ttt_core::judge::transcript(solve, input.as_bytes()), expected);
    }

    #[test]
    fn empty_board_and_the_known_totals() {
        check(".........\nend\n", "5478 958\n");
    }

    #[test]
    fn the_slow_search_agrees_on_a_late_board() {
        let board: Board = "XOXOXO...".parse().unwrap();
        assert_eq!(census(board), slow::census(board));
    }

    #[test]
    fn bad_lines_keep_earlier_answers() {
        check(
            "XXXOO....\nXXXOO..\n",
            "1 1\nerror: line 2, column 8: found end of line after 7 squares, expected 9 squares\n",
        );
    }
}
