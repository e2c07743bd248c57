//! The proof of prog-solo-ttt: its samples and the judge's quirks, 100,000 fuzzed inputs, bad
//! input in each form, and all 3^9 boards, in both forms and through `solution`, against games
//! played out move by move with O first.

use proof::tic_tac_toe::{every_grid, play_every_game, rows};
use proof::Problem;
use rstest::rstest;

const PROBLEM: Problem = Problem {
    name: "prog-solo-ttt",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: prog_solo_ttt::solve,
    answers: |line| matches!(line, "1" | "0"),
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &["O.X\n.Z.\n..X\n", "[\"O.X\", \".O.\"]\n", "OO\n...\n...\n"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x160585);
}

#[test]
fn every_board_in_both_forms_and_through_solution_against_every_game_played_out() {
    let games = play_every_game(b'O');
    let grids: Vec<_> = every_grid().collect();
    let (mut rows_input, mut array_input, mut expected) =
        (String::new(), String::new(), Vec::new());
    for grid in &grids {
        let answer = i32::from(games.contains_key(grid));
        rows_input.push_str(&rows(grid, "\n"));
        rows_input.push('\n');
        array_input.push_str(&format!("[\"{}\"]\n", rows(grid, "\", \"")));
        expected.push(answer.to_string());
        let board: Vec<String> = rows(grid, " ").split(' ').map(String::from).collect();
        assert_eq!(prog_solo_ttt::solution(board), answer, "{}", rows(grid, "/"));
    }
    assert_eq!(expected.iter().filter(|answer| *answer == "1").count(), 5478);
    let label = |case: usize| rows(&grids[case], "/");
    proof::same_answers(PROBLEM.solve, rows_input.as_bytes(), &expected, label);
    proof::same_answers(PROBLEM.solve, array_input.as_bytes(), &expected, label);
}

#[rstest]
#[case::wrong_letter(
    "O.X .O. ..X\nO.X .o. ..X\n",
    "1\nerror: line 2, column 6: found `o`, expected a square `X`, `O` or `.`\n"
)]
#[case::row_of_two(
    "O.X\n.O\n..X\n",
    "error: line 2, column 3: found a row of 2 squares, expected 3 squares in a row\n"
)]
#[case::row_of_four(
    "[\"O.X\", \".O..\", \"..X\"]",
    "error: line 1, column 13: found `.` after 3 squares, expected `\"` to close the row\n"
)]
#[case::empty(
    "\r\n",
    "error: line 2, column 1: found end of input, expected a board of three rows of `O`, `X` and `.`\n"
)]
fn bad_input_is_one_error_after_the_answers_before_it(#[case] input: &str, #[case] seen: &str) {
    assert_eq!(PROBLEM.transcript(input.as_bytes()), seen);
}
