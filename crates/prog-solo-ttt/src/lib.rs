//! Programmers 160585, Solo Tic-Tac-Toe: can a game that O starts reach this board?
//!
//! Boards come as three whitespace-separated rows of `O`, `X` and `.`, or as written on the
//! problem page, `["O.X", ".O.", "..X"]`. The answer is `1` when a game reaches the board, else
//! `0`; mid-game boards count.
//!
//! ```
//! let board = ["OOO", "OXX", "OXX"].map(String::from).to_vec();
//! assert_eq!(prog_solo_ttt::solution(board), 1);
//! let mut output = Vec::new();
//! prog_solo_ttt::solve(b"O.X .O. ..X\n[\"...\", \".X.\", \"...\"]\n", &mut output).unwrap();
//! assert_eq!(output, b"1\n0\n");
//! ```

use ttt_core::board::Mark;
use ttt_core::judge::{each_case, InputError, Scanner};
use ttt_core::notation::{board_from_letters, read_letter_rows, read_programmers_board, NextBoard};
use ttt_core::rules::reachable;

/// The Programmers signature: `1` when a game O starts reaches `board`, else `0`. A board that
/// is not three rows of three `O`, `X` or `.` is no board of any game, so it answers `0` too.
///
/// ```
/// let board = |rows: [&str; 3]| rows.map(String::from).to_vec();
/// assert_eq!(prog_solo_ttt::solution(board(["O.X", ".O.", "..X"])), 1);
/// assert_eq!(prog_solo_ttt::solution(board(["OOO", "...", "XXX"])), 0);
/// ```
pub fn solution(board: Vec<String>) -> i32 {
    let three_rows = board.len() == 3 && board.iter().all(|row| row.len() == 3);
    let letters = board.concat().into_bytes();
    match <&[u8; 9]>::try_from(letters.as_slice()).ok().and_then(board_from_letters) {
        Some(board) if three_rows => i32::from(reachable(board, Mark::O)),
        _ => 0,
    }
}

/// Answers every board in `input`, one `1` or `0` line each, stopping at the first bad one.
///
/// # Errors
/// [`InputError`] for input with no board or a malformed board.
///
/// # Complexity
/// Linear in the input.
///
/// ```
/// let mut output = Vec::new();
/// prog_solo_ttt::solve(b"[\"O.X\", \".O.\", \"..X\"]\nOOO ... XXX\n", &mut output).unwrap();
/// assert_eq!(output, b"1\n0\n");
/// ```
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let expected = "a board of three rows of `O`, `X` and `.`";
    each_case(input, output, expected, read_either_form, |board| {
        if reachable(board, Mark::O) {
            "1"
        } else {
            "0"
        }
    })
}

/// Reads the next board in either form, told apart by its first byte: `[` opens an array.
fn read_either_form(scanner: &mut Scanner<'_>) -> NextBoard {
    scanner.skip_blanks();
    match scanner.peek() {
        Some(b'[') => read_programmers_board(scanner),
        _ => read_letter_rows(scanner),
    }
}

#[cfg(test)]
mod tests {
    /// Asserts that `solve` answers `input` with exactly `expected`, as the binary prints it.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn both_forms_mixed_with_judge_quirks() {
        check("[\"OOO\", \"OXX\", \"OXX\"]\r\n\r\nO.X\t.O.  ..X\n...\n...\n...", "1\n1\n1\n");
    }

    #[test]
    fn bad_input_keeps_earlier_answers() {
        check(
            "OOO ... XXX\nO.X .O. .X",
            "0\nerror: line 2, column 11: found a row of 2 squares, expected 3 squares in a row\n",
        );
        check("  \n", "error: line 2, column 1: found end of input, expected a board of three rows of `O`, `X` and `.`\n");
    }

    #[test]
    fn solution_answers_zero_for_malformed_boards() {
        let rows = |rows: &[&str]| rows.iter().map(|row| row.to_string()).collect::<Vec<_>>();
        assert_eq!(super::solution(rows(&["OOO", "OXX", "OXX"])), 1);
        assert_eq!(super::solution(rows(&["OO", "OXX", "OXX"])), 0);
        // Nine letters that would make a reachable board, but not in three rows of three.
        assert_eq!(super::solution(rows(&["O.X.", "O.", "..."])), 0);
        assert_eq!(super::solution(rows(&["O.X", ".O.", "..."])), 1);
        assert_eq!(super::solution(rows(&["O O", "...", "..."])), 0);
        assert_eq!(super::solution(rows(&["...", "..."])), 0);
    }
}
