//! The proof of boj16571: its samples and the judge's quirks, 100,000 fuzzed inputs, bad input
//! in each form, and every position a game reaches against plain minimax.

use std::collections::HashMap;

use proof::tic_tac_toe::{digit_rows, every_grid, is_over, minimax, play_every_game, Grid};
use proof::Problem;
use rstest::rstest;

const PROBLEM: Problem = Problem {
    name: "boj16571",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: boj16571::solve,
    answers: |line| matches!(line, "W" | "D" | "L"),
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &["0 0 0\n0 3 0\n0 0 0\n", "0 0 0\n0 0\n0 0 0\n", "1 2 0\n0 0"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x16571);
}

#[test]
fn every_unfinished_position_against_minimax_and_every_unreachable_board_rejected() {
    let games = play_every_game(b'X');
    let mut memo = HashMap::new();
    let (mut input, mut expected, mut grids) = (String::new(), Vec::new(), Vec::new());
    for (grid, next) in games.iter().filter(|(grid, _)| !is_over(grid)) {
        input.push_str(&digit_rows(grid));
        let letter = match minimax(*grid, *next, &mut memo) {
            1 => "W",
            0 => "D",
            _ => "L",
        };
        expected.push(letter.to_owned());
        grids.push(*grid);
    }
    assert_eq!(expected.len(), 4520);
    proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| {
        digit_rows(&grids[case])
    });
    let unreachable: Vec<Grid> = every_grid().filter(|grid| !games.contains_key(grid)).collect();
    assert_eq!(unreachable.len(), 19_683 - 5478);
    for grid in unreachable {
        let seen = PROBLEM.transcript(digit_rows(&grid).as_bytes());
        assert!(
            seen.starts_with("error: line 1, column 1: found a board no game reaches ("),
            "{}{seen}",
            digit_rows(&grid)
        );
    }
}

#[rstest]
#[case::wrong_digit(
    "0 0 0\n0 0 0\n0 0 0\n0 0 0\n0 3 0\n0 0 0\n",
    "D\nerror: line 5, column 3: found `3`, expected a square `0`, `1` or `2`\n"
)]
#[case::row_of_two(
    "0 0 0\n0 0\n0 0 0\n",
    "error: line 2, column 4: found end of line after 2 squares, expected 3 squares in a row\n"
)]
#[case::row_of_four(
    "0 0 0 0\n0 0 0\n0 0 0\n",
    "error: line 1, column 7: found `0` after 3 squares, expected the end of the row\n"
)]
#[case::unreachable(
    "1 1 1\n2 2 2\n0 0 0\n",
    "error: line 1, column 1: found a board no game reaches (both players have a line), expected a board from a game X started\n"
)]
#[case::cut_board(
    "0 0 0\n0 0 0\n0 0 0\n\n1 0 0\n",
    "D\nerror: line 6, column 1: found end of input, expected row 2 of 3\n"
)]
#[case::empty(
    "",
    "error: line 1, column 1: found end of input, expected a board of three rows of `0`, `1` and `2`\n"
)]
fn bad_input_is_one_error_after_the_answers_before_it(#[case] input: &str, #[case] seen: &str) {
    assert_eq!(PROBLEM.transcript(input.as_bytes()), seen);
}
