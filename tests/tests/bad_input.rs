//! Each judge binary on malformed input: one `error: line L, column C: ...` line on stderr,
//! exit status 1, no panic, and the answers for the cases before the error still on stdout.
//! Judge quirks (CRLF, tabs, blank lines, no final newline) are not errors.

use rstest::rstest;
use workspace_tests::{release_binary, run_with_input};

#[rstest]
// boj16571: three rows of three digits per board.
#[case::wrong_digit(
    "boj16571",
    "0 0 0\n0 0 0\n0 0 0\n0 0 0\n0 3 0\n0 0 0\n",
    "D\n",
    "line 5, column 3: found `3`, expected a square `0`, `1` or `2`"
)]
#[case::row_of_two(
    "boj16571",
    "0 0 0\n0 0\n0 0 0\n",
    "",
    "line 2, column 4: found end of line after 2 squares, expected 3 squares in a row"
)]
#[case::row_of_four(
    "boj16571",
    "0 0 0 0\n0 0 0\n0 0 0\n",
    "",
    "line 1, column 7: found `0` after 3 squares, expected the end of the row"
)]
#[case::unreachable("boj16571", "1 1 1\n2 2 2\n0 0 0\n", "", "line 1, column 1: found a board no game reaches (both players have a line), expected a board from a game X started")]
#[case::cut_board(
    "boj16571",
    "0 0 0\n0 0 0\n0 0 0\n\n1 0 0\n",
    "D\n",
    "line 6, column 1: found end of input, expected row 2 of 3"
)]
#[case::empty(
    "boj16571",
    "",
    "",
    "line 1, column 1: found end of input, expected a board of three rows of `0`, `1` and `2`"
)]
// prog-solo-ttt: rows of three letters, or the Programmers array.
#[case::wrong_letter(
    "prog-solo-ttt",
    "O.X .O. ..X\nO.X .o. ..X\n",
    "1\n",
    "line 2, column 6: found `o`, expected a square `X`, `O` or `.`"
)]
#[case::row_of_two(
    "prog-solo-ttt",
    "O.X\n.O\n..X\n",
    "",
    "line 2, column 3: found a row of 2 squares, expected 3 squares in a row"
)]
#[case::row_of_four(
    "prog-solo-ttt",
    "[\"O.X\", \".O..\", \"..X\"]",
    "",
    "line 1, column 13: found `.` after 3 squares, expected `\"` to close the row"
)]
#[case::empty(
    "prog-solo-ttt",
    "\r\n",
    "",
    "line 2, column 1: found end of input, expected a board of three rows of `O`, `X` and `.`"
)]
// boj7682: nine letters per line until `end`.
#[case::line_of_eight(
    "boj7682",
    "XOXOXOXOX\nXOXOXOXO\nend\n",
    "valid\n",
    "line 2, column 9: found end of line after 8 squares, expected 9 squares"
)]
#[case::line_of_ten(
    "boj7682",
    "XOXOXOXOXX\n",
    "",
    "line 1, column 10: found `X` after 9 squares, expected the end of the row"
)]
#[case::wrong_letter(
    "boj7682",
    "XOXOXOXOX\n.XXX.XOOO\nXOXO-OXOX\n",
    "valid\ninvalid\n",
    "line 3, column 5: found `-`, expected a square `X`, `O` or `.`"
)]
#[case::non_ascii(
    "boj7682",
    "XOXO\u{e9}OXOX\n",
    "",
    "line 1, column 5: found `\\xc3`, expected a square `X`, `O` or `.`"
)]
#[case::empty(
    "boj7682",
    "",
    "",
    "line 1, column 1: found end of input, expected a line of 9 squares or `end`"
)]
// boj17825: ten dice from 1 to 5 per line.
#[case::nine_dice(
    "boj17825",
    "1 2 3 4 1 2 3 4 1 2\n1 2 3 4 1 2 3 4 1\n",
    "190\n",
    "line 2, column 18: found end of line after 9 dice, expected 10 dice"
)]
#[case::eleven_dice(
    "boj17825",
    "1 2 3 4 1 2 3 4 1 2 3\n",
    "",
    "line 1, column 21: found `3`, expected the end of the line after 10 dice"
)]
#[case::die_of_zero(
    "boj17825",
    "1 1 1 1 1 1 1 1 1 1\n1 1 1 0 1 1 1 1 1 1\n",
    "133\n",
    "line 2, column 7: found `0`, expected a die from 1 to 5"
)]
#[case::die_of_six(
    "boj17825",
    "6 1 1 1 1 1 1 1 1 1\n",
    "",
    "line 1, column 1: found `6`, expected a die from 1 to 5"
)]
#[case::empty(
    "boj17825",
    " \t\r\n",
    "",
    "line 2, column 1: found end of input, expected a line of 10 dice"
)]
fn bad_input_is_one_error_line_and_keeps_earlier_answers(
    #[case] binary: &str,
    #[case] input: &str,
    #[case] stdout: &str,
    #[case] message: &str,
) {
    let run = run_with_input(&release_binary(binary), input.as_bytes());
    assert_eq!(run.stdout, stdout);
    assert_eq!(run.stderr, format!("error: {message}\n"));
    assert_eq!(run.code, Some(1));
}

#[rstest]
#[case::crlf_tabs_blank_lines(
    "boj16571",
    "0 0 0\r\n0\t0  0\r\n0 0 0\r\n\r\n\r\n0 0 0\r\n0 0 0\r\n0 2 1",
    "D\nW\n"
)]
#[case::both_forms_no_final_newline(
    "prog-solo-ttt",
    "[\"OOO\", \"OXX\", \"OXX\"]\r\n\r\n...\t... ...",
    "1\n1\n"
)]
#[case::crlf_spaces_no_end("boj7682", "XOXOXOXOX \r\n\r\n\tOXOXOXOXO", "valid\ninvalid\n")]
#[case::dice_with_tabs_and_crlf(
    "boj17825",
    "1\t2 3  4 1 2 3 4 1 2\r\n\r\n5 5 5 5 5 5 5 5 5 5",
    "190\n130\n"
)]
fn judge_quirks_are_not_errors(#[case] binary: &str, #[case] input: &str, #[case] stdout: &str) {
    let run = run_with_input(&release_binary(binary), input.as_bytes());
    assert_eq!((run.stdout.as_str(), run.stderr.as_str(), run.code), (stdout, "", Some(0)));
}
