//! The proof of lc794: its samples and the judge's quirks, 100,000 fuzzed inputs, bad input in
//! each form, all 3^9 boards through the library, the submission and the binary's text against
//! games played out move by move with X first, and boards the judge never sends.

use proof::tic_tac_toe::{every_grid, play_every_game, Grid};
use proof::{Problem, SplitMix64};
use rstest::rstest;

/// What the judge declares before the submission, as `src/main.rs` does.
struct Solution;

include!("../src/solution.rs");

const PROBLEM: Problem = Problem {
    name: "lc794",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: lc794::solve,
    answers: |line| matches!(line, "true" | "false"),
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &[
        "board = [\"O  \",\"   \",\"   \"] x\n",
        "board = [\"O  \",\"   \",\"   \"\n",
        "board = 5\n",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x794);
}

/// The grid as LeetCode writes it: three strings, a space for an empty square.
fn leetcode_rows(grid: &Grid) -> Vec<String> {
    grid.chunks(3).map(|row| String::from_utf8_lossy(row).replace('.', " ")).collect()
}

#[test]
fn every_board_through_the_library_the_submission_and_the_text_against_every_game() {
    let games = play_every_game(b'X');
    let mut valid = 0;
    for grid in every_grid() {
        let expected = games.contains_key(&grid);
        let board = leetcode_rows(&grid);
        let shown = format!("{board:?}");
        assert_eq!(lc794::valid_tic_tac_toe(&board), expected, "{shown}");
        let text = format!("board = [\"{}\"]\n", board.join("\",\""));
        assert_eq!(Solution::valid_tic_tac_toe(board), expected, "{shown}");
        assert_eq!(PROBLEM.transcript(text.as_bytes()), format!("{expected}\n"), "{shown}");
        valid += usize::from(expected);
    }
    assert_eq!(valid, 5478);
}

/// The reference for any argument: a board only when it is three rows of three `X`, `O` or
/// space, and then valid when some game played out reaches it.
fn reference(rows: &[String], games: &std::collections::HashMap<Grid, u8>) -> bool {
    let squares: Vec<char> = rows.iter().flat_map(|row| row.chars()).collect();
    let shaped = rows.len() == 3 && rows.iter().all(|row| row.chars().count() == 3);
    let letters = squares.iter().all(|square| matches!(square, 'X' | 'O' | ' '));
    let grid: Option<Grid> = squares
        .iter()
        .map(|&square| if square == ' ' { b'.' } else { square as u8 })
        .collect::<Vec<u8>>()
        .try_into()
        .ok();
    shaped && letters && grid.is_some_and(|grid| games.contains_key(&grid))
}

#[test]
fn boards_the_judge_never_sends_answer_false_and_never_panic() {
    let games = play_every_game(b'X');
    // Every board with `.` as a fourth symbol: only the 5478 without one are valid.
    let mut valid = 0;
    for number in 0..4u32.pow(9) {
        let grid: Vec<u8> =
            (0..9).map(|square| b"XO ."[(number / 4u32.pow(square) % 4) as usize]).collect();
        let board: Vec<String> =
            grid.chunks(3).map(|row| String::from_utf8_lossy(row).into_owned()).collect();
        let answer = lc794::valid_tic_tac_toe(&board);
        assert_eq!(answer, reference(&board, &games), "{board:?}");
        valid += usize::from(answer);
    }
    assert_eq!(valid, 5478);
    // Valid boards bent out of shape: a row added, dropped, lengthened or shortened, or a
    // square turned into a character that is no square; and now and then left alone.
    let mut random = SplitMix64::new(0x794);
    let valid_grids: Vec<Grid> = games.keys().copied().collect();
    let foreign = ['.', 'x', '0', 'é', '\t', '\0'];
    let mut answers = [0; 2];
    for _ in 0..200_000 {
        let mut board = leetcode_rows(random.pick(&valid_grids));
        let row = random.below(3) as usize;
        match random.below(6) {
            0 => board.push(board[row].clone()),
            1 => drop(board.remove(row)),
            2 => board[row].push(*random.pick(&foreign)),
            3 => drop(board[row].pop()),
            4 => {
                let column = random.below(3) as usize;
                let mut squares: Vec<char> = board[row].chars().collect();
                squares[column] = *random.pick(&foreign);
                board[row] = squares.into_iter().collect();
            }
            _ => {}
        }
        let expected = reference(&board, &games);
        assert_eq!(lc794::valid_tic_tac_toe(&board), expected, "{board:?}");
        answers[usize::from(expected)] += 1;
    }
    assert!(answers.iter().all(|&count| count > 20_000), "{answers:?}: one answer is too rare");
}

#[rstest]
#[case::no_name(
    "[\"O  \",\"   \",\"   \"]",
    "error: line 1, column 1: found `[`, expected the argument `board`\n"
)]
#[case::other_name(
    "moves = [[0,0]]",
    "error: line 1, column 1: found `moves`, expected the argument `board`\n"
)]
#[case::no_equals(
    "board [\"O  \"]",
    "error: line 1, column 7: found `[`, expected `=` after `board`\n"
)]
#[case::not_strings(
    "board = [[0,0]]",
    "error: line 1, column 10: found an array, expected a string\n"
)]
#[case::not_an_array(
    "board = \"O  \"",
    "error: line 1, column 9: found a string, expected an array of strings\n"
)]
#[case::unclosed_string(
    "board = [\"O  \",\"   \r\n",
    "error: line 1, column 20: found `\\r`, expected a character of the string or `\"` to close it\n"
)]
#[case::unclosed_array(
    "board = [\"O  \",\"   \",\"   \"\n",
    "error: line 2, column 1: found end of input, expected `,` or `]`\n"
)]
#[case::two_boards(
    "board = [\"O  \",\"   \",\"   \"]\nboard = [\"O  \",\"   \",\"   \"]\n",
    "error: line 2, column 1: found `b`, expected the end of the input after the argument `board`\n"
)]
#[case::empty(
    "\r\n",
    "error: line 2, column 1: found end of input, expected the argument `board`\n"
)]
#[case::not_a_board_still_answers("board = [\"O\",\"..\"]", "false\n")]
fn bad_input_is_one_error(#[case] input: &str, #[case] seen: &str) {
    assert_eq!(PROBLEM.transcript(input.as_bytes()), seen);
}
