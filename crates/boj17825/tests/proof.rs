//! The proof of boj17825: its samples and the judge's quirks, 100,000 fuzzed inputs, and bad
//! input in each form. Its answers over all 5^10 rolls are pinned by `tests/tests/boj17825*.rs`.

use proof::Problem;
use rstest::rstest;

const PROBLEM: Problem = Problem {
    name: "boj17825",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: boj17825::solve,
    // At most ten moves of at most 40 points each.
    answers: |line| line.parse::<u32>().is_ok_and(|score| score <= 400),
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &["1 2 3 4 1 2 3 4 1\n", "1 2 3 4 1 2 3 4 1 7\n", "1 2 x\n"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x17825);
}

#[rstest]
#[case::nine_dice(
    "1 2 3 4 1 2 3 4 1 2\n1 2 3 4 1 2 3 4 1\n",
    "190\nerror: line 2, column 18: found end of line after 9 dice, expected 10 dice\n"
)]
#[case::eleven_dice(
    "1 2 3 4 1 2 3 4 1 2 3\n",
    "error: line 1, column 21: found `3`, expected the end of the line after 10 dice\n"
)]
#[case::die_of_zero(
    "1 1 1 1 1 1 1 1 1 1\n1 1 1 0 1 1 1 1 1 1\n",
    "133\nerror: line 2, column 7: found `0`, expected a die from 1 to 5\n"
)]
#[case::die_of_six(
    "6 1 1 1 1 1 1 1 1 1\n",
    "error: line 1, column 1: found `6`, expected a die from 1 to 5\n"
)]
#[case::empty(
    " \t\r\n",
    "error: line 2, column 1: found end of input, expected a line of 10 dice\n"
)]
fn bad_input_is_one_error_after_the_answers_before_it(#[case] input: &str, #[case] seen: &str) {
    assert_eq!(PROBLEM.transcript(input.as_bytes()), seen);
}
