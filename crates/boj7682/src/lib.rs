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

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::{board_from_letters, parse_letter_line};
use ttt_core::rules::is_final;

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
    let mut scanner = Scanner::new(input);
    let mut seen_line = false;
    loop {
        // The fast path: nine letters and `\n`, decided with word operations and one look-up.
        while let Some(board) = scanner.peek_line_of::<9>().and_then(board_from_letters) {
            scanner.skip_line_of::<9>();
            seen_line = true;
            write_answer(output, is_final(board, Mark::X));
        }
        // Anything else, with CR, blanks, `end` or an error to report, goes the general way.
        let Some(line) = scanner.line() else { break };
        seen_line = true;
        if line.text == b"end" {
            break;
        }
        write_answer(output, is_final(parse_letter_line(line)?, Mark::X));
    }
    if !seen_line {
        return Err(InputError::end_of_input(scanner.position(), "a line of 9 squares or `end`"));
    }
    Ok(())
}

/// Appends `valid\n` or `invalid\n` without a branch: always 8 bytes, then cut back.
fn write_answer(output: &mut Vec<u8>, valid: bool) {
    const ANSWERS: [&[u8; 8]; 2] = [b"invalid\n", b"valid\n\n\n"];
    const LENGTHS: [usize; 2] = [8, 6];
    let length = output.len() + LENGTHS[usize::from(valid)];
    output.extend_from_slice(ANSWERS[usize::from(valid)]);
    output.truncate(length);
}

#[cfg(test)]
mod tests {
    /// Solves `input` and compares what the binary would print, answers then error, with
    /// `expected`.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(
            ttt_core::judge::transcript(super::solve, input.as_bytes()),
            expected,
            "input {input:?}"
        );
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
