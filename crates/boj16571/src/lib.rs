//! BOJ 16571, Alpha Tic-Tac-Toe: the best result the player to move can force.
//!
//! Each case is three lines of three digits (`0` empty, `1` X, `2` O); X moves first. The answer
//! is `W`, `D` or `L` for the player to move. A finished but reachable board answers from the
//! mover's side; a board no game reaches is an input error.
//!
//! ```
//! let mut output = Vec::new();
//! boj16571::solve(b"0 0 0\n0 0 0\n0 0 0\n\n1 2 1\n2 1 2\n2 1 0\n", &mut output).unwrap();
//! assert_eq!(output, b"D\nW\n");
//! ```

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Refusal};
use ttt_core::notation::Notation;
use ttt_core::perfect_play::{outcome, Outcome};

/// The answer for one board: `W`, `D` or `L`, the best result the player to move can force in a
/// game X started, or a refusal for a board no such game reaches.
///
/// # Errors
/// [`Refusal`] for a board no game X starts reaches, with the reason.
pub fn answer(board: Board) -> Result<char, Refusal> {
    outcome(board, Mark::X).map(Outcome::letter).map_err(|why| {
        Refusal::new(
            format!("found a board no game reaches ({why})"),
            "a board from a game X started",
        )
    })
}

/// Answers every board in `input`, one line each, stopping at the first bad one.
///
/// # Errors
/// [`InputError`] for input with no board, a malformed board, or a board no game reaches.
///
/// # Complexity
/// Linear in the input: each board is a legality check and one table look-up.
///
/// ```
/// let mut output = Vec::new();
/// boj16571::solve(b"0 0 0\n0 0 0\n0 2 1\n", &mut output).unwrap();
/// assert_eq!(output, b"W\n");
/// ```
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    Notation::DIGITS.each_board(input, output, answer)
}

#[cfg(test)]
mod tests {
    /// Asserts that `solve` answers `input` with exactly `expected`, as the binary prints it.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn several_boards_with_judge_quirks() {
        check("0 0 0\r\n0 0 0\r\n0 0 0\r\n\r\n1 2 1\t\n2  1 2\n2 1 0", "D\nW\n");
    }

    #[test]
    fn a_finished_board_answers_from_the_movers_side() {
        check("1 1 1\n2 2 0\n0 0 0\n", "L\n");
        check("1 2 1\n1 2 1\n2 1 2\n", "D\n");
    }

    #[test]
    fn bad_input_keeps_earlier_answers() {
        check("0 0 0\n0 0 0\n0 0 0\n1 1 1\n1 0 0\n0 0 0\n", "D\nerror: line 4, column 1: found a board no game reaches (X moves first, so it has as many marks as O or one more, not 4 against 0), expected a board from a game X started\n");
        check("", "error: line 1, column 1: found end of input, expected a board of three rows of `0`, `1` and `2`\n");
    }
}
