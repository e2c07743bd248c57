//! BOJ 7682, Tic-Tac-Toe: is each board a possible final state of a game X starts?
//!
//! Each line holds nine squares, `X`, `O` or `.`, row by row; a line `end` (or the end of the
//! input) stops. The answer is `valid` when a game ends on that board, else `invalid`.
//!
//! ```
//! let mut output = Vec::new();
//! boj7682::solve(b"XXXOO.XXX\nXOXOXOXOX\nend\n", &mut output).unwrap();
//! assert_eq!(output, b"invalid\nvalid\n");
//! ```

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{each_case, InputError};
use ttt_core::notation::read_letter_line;
use ttt_core::rules::is_final;

/// The answer for one board: `valid` when a game X starts ends on it.
pub fn answer(board: Board) -> &'static str {
    if is_final(board, Mark::X) {
        "valid"
    } else {
        "invalid"
    }
}

/// Answers every line of `input` until `end`, one `valid` or `invalid` line each, stopping at
/// the first bad one.
///
/// # Errors
/// [`InputError`] for an empty input or a line that is not nine squares.
///
/// # Complexity
/// Linear in the input, one pass.
///
/// ```
/// let mut output = Vec::new();
/// boj7682::solve(b"XOXOXOXOX\nXXXOO.XXX\nend\n", &mut output).unwrap();
/// assert_eq!(output, b"valid\ninvalid\n");
/// ```
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    // Each answer is at most 8 bytes for a line of at least 10, so this is the last allocation.
    output.reserve(input.len());
    let read = |scanner: &mut _| read_letter_line(scanner, b"end");
    each_case(input, output, "a line of 9 squares or `end`", read, answer)
}

#[cfg(test)]
mod tests {
    /// Asserts that `solve` answers `input` with exactly `expected`, as the binary prints it.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn the_traps() {
        // X's fifth mark completes two lines; an unfinished board; both players with a line.
        check("XXXOXOOOX\nXO.......\nXXXOOO...\n", "valid\ninvalid\ninvalid\n");
    }

    #[test]
    fn end_of_input_without_end_also_ends_and_quirks_are_fine() {
        check("XOXOXOXOX\r\n\r\n  XXOOOXXOX  ", "valid\nvalid\n");
        check("end\nthis is never read", "");
    }

    #[test]
    fn bad_input_keeps_earlier_answers() {
        check("XOXOXOXOX\nXOXOXOXO\nend\n", "valid\nerror: line 2, column 9: found end of line after 8 squares, expected 9 squares\n");
        check(
            "XOXOXOXOXO\n",
            "error: line 1, column 10: found `O` after 9 squares, expected the end of the row\n",
        );
        check(
            "",
            "error: line 1, column 1: found end of input, expected a line of 9 squares or `end`\n",
        );
    }
}
