//! The proof of boj7682: its samples and the judge's quirks, 100,000 fuzzed inputs, bad input
//! in each form, and all 3^9 boards against games played out move by move.

use proof::tic_tac_toe::{every_grid, is_over, play_every_game, rows};
use proof::Problem;
use rstest::rstest;

const PROBLEM: Problem = Problem {
    name: "boj7682",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: boj7682::solve,
    answers: |line| matches!(line, "valid" | "invalid"),
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &["XXXOO.XXY\nend\n", "XXXOO\nend\n", "end end\n"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x7682);
}

#[test]
fn every_board_against_every_game_played_out() {
    let games = play_every_game(b'X');
    let grids: Vec<_> = every_grid().collect();
    let mut input = String::new();
    let mut expected = Vec::new();
    for grid in &grids {
        input.push_str(&rows(grid, ""));
        input.push('\n');
        let valid = games.contains_key(grid) && is_over(grid);
        expected.push(if valid { "valid" } else { "invalid" }.to_owned());
    }
    input.push_str("end\n");
    assert_eq!(expected.iter().filter(|answer| *answer == "valid").count(), 958);
    proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| rows(&grids[case], ""));
}

#[rstest]
#[case::line_of_eight(
    "XOXOXOXOX\nXOXOXOXO\nend\n",
    "valid\nerror: line 2, column 9: found end of line after 8 squares, expected 9 squares\n"
)]
#[case::line_of_ten(
    "XOXOXOXOXX\n",
    "error: line 1, column 10: found `X` after 9 squares, expected the end of the row\n"
)]
#[case::wrong_letter(
    "XOXOXOXOX\n.XXX.XOOO\nXOXO-OXOX\n",
    "valid\ninvalid\nerror: line 3, column 5: found `-`, expected a square `X`, `O` or `.`\n"
)]
#[case::non_ascii(
    "XOXO\u{e9}OXOX\n",
    "error: line 1, column 5: found `\\xc3`, expected a square `X`, `O` or `.`\n"
)]
#[case::empty(
    "",
    "error: line 1, column 1: found end of input, expected a line of 9 squares or `end`\n"
)]
fn bad_input_is_one_error_after_the_answers_before_it(#[case] input: &str, #[case] seen: &str) {
    assert_eq!(PROBLEM.transcript(input.as_bytes()), seen);
}
