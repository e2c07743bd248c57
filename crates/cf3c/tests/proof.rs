//! The proof of cf3c: its sample and the judge's quirks, 100,000 fuzzed inputs, and all 3^9
//! boards over `X`, `0` and `.` against a brute force that plays every game from the empty
//! board, the first player first, each game stopping at a line.

use proof::tic_tac_toe::{every_grid, has_line, is_over, play_every_game, written, Grid};
use proof::Problem;

const PROBLEM: Problem = Problem {
    name: "cf3c",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: cf3c::solve,
    answers: |line| {
        matches!(
            line,
            "first"
                | "second"
                | "illegal"
                | "the first player won"
                | "the second player won"
                | "draw"
        )
    },
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &["XOX\n.0.\n.X.\n", "X0X\n.0\n.X.\n", "X0X\n.0."],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x3c);
}

/// The grid as Codeforces writes it: the second player's `O` is the digit `0`.
fn codeforces(grid: &Grid) -> String {
    written(grid, *b"X0.")
}

#[test]
fn every_board_against_every_game_played_out() {
    let games = play_every_game(b'X');
    let grids: Vec<Grid> = every_grid().collect();
    let mut input = String::new();
    let mut expected = Vec::new();
    for grid in &grids {
        input.push_str(&codeforces(grid));
        let answer = match games.get(grid) {
            None => "illegal",
            Some(_) if has_line(grid, b'X') => "the first player won",
            Some(_) if has_line(grid, b'O') => "the second player won",
            Some(_) if is_over(grid) => "draw",
            Some(b'X') => "first",
            Some(_) => "second",
        };
        expected.push(answer.to_owned());
    }
    let count = |answer: &str| expected.iter().filter(|a| *a == answer).count();
    assert_eq!(count("illegal"), 19_683 - 5478);
    assert_eq!(count("draw"), 16);
    proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| {
        codeforces(&grids[case])
    });
}
