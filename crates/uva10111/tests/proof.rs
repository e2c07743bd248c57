//! The proof of uva10111: its sample and the judge's quirks, fuzzed inputs, bad input in each
//! form, and the solver against `proof::grid::negamax` (plain memoised negamax, nothing from
//! `ttt-core`) on seeded positions of random games with 4 to 14 stones: the reference tries
//! every empty cell in reading order and takes the first after which `o` loses, so each answer
//! is checked to win by force and every cell before it not to.

use std::collections::HashMap;

use proof::grid::generate::random_game;
use proof::grid::{has_line, negamax, replay, Game, Grid, Rule, EMPTY};
use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "uva10111",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: uva10111::solve,
    answers: |line| {
        let cell = |row: u8, column: u8| format!("({},{})", row as char, column as char);
        line == "#####" || (b'0'..b'4').any(|r| (b'0'..b'4').any(|c| line == cell(r, c)))
    },
    // Inputs the format rules out, which the solver must reject: a capital `X`, a short row, a
    // line that is neither `?` nor `$`, no `$`, and a board that is not `x`'s turn.
    bad_inputs: &[
        "?\n....\n.xo.\n.oX.\n....\n$\n",
        "?\n....\n.xo.\n.ox\n....\n$\n",
        "?\n....\n.xo.\n.ox.\n....\n!\n",
        "?\n....\n.xo.\n.ox.\n....\n",
        "?\nx...\n.xo.\n.ox.\n....\n$\n",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(2_000, 0x10111);
}

/// The game of the statement: 4 × 4, `x` first, four in a row, column or long diagonal.
fn game() -> Game {
    Game {
        height: 4,
        width: 4,
        players: vec![b'x', b'o'],
        rule: Rule::k_in_a_row(4),
        gravity: false,
    }
}

/// The first empty cell, in reading order, after which `o` to move loses under perfect play.
fn first_forced_win(grid: &Grid, memo: &mut HashMap<Grid, i8>) -> Option<(usize, usize)> {
    let game = game();
    (0..4).flat_map(|row| (0..4).map(move |column| (row, column))).find(|&(row, column)| {
        let mut next = grid.clone();
        next[row][column] == EMPTY && {
            next[row][column] = b'x';
            negamax(&next, &game, memo) == -1
        }
    })
}

/// The position of a random game stopped after `stones` moves, kept when it is `x`'s turn, no
/// one has a line and a cell is free.
fn position(random: &mut SplitMix64, stones: usize) -> Option<Grid> {
    let game = game();
    let moves = random_game(random, &game, stones);
    let grid = replay(&game, &moves);
    let open = !has_line(&grid, b'x', game.rule) && !has_line(&grid, b'o', game.rule);
    (moves.len() == stones && open).then_some(grid)
}

fn written(grid: &Grid) -> String {
    let rows: Vec<String> =
        grid.iter().map(|row| String::from_utf8_lossy(row).into_owned()).collect();
    format!("?\n{}\n", rows.join("\n"))
}

/// How many positions of each number of stones the proof checks: fewer where the reference's
/// search is longest.
const POSITIONS: [(usize, usize); 6] = [(14, 60), (12, 60), (10, 60), (8, 60), (6, 30), (4, 3)];

#[test]
fn the_first_winning_move_against_negamax_on_random_positions() {
    proof::once_per_build(
        "the_first_winning_move_against_negamax_on_random_positions",
        &[],
        || {
            let mut random = SplitMix64::new(0x10111);
            let mut memo = HashMap::new();
            let (mut input, mut expected, mut grids) = (String::new(), Vec::new(), Vec::new());
            for (stones, count) in POSITIONS {
                let mut kept = 0;
                while kept < count {
                    let Some(grid) = position(&mut random, stones) else { continue };
                    input.push_str(&written(&grid));
                    expected.push(match first_forced_win(&grid, &mut memo) {
                        Some((row, column)) => format!("({row},{column})"),
                        None => "#####".to_owned(),
                    });
                    grids.push(grid);
                    kept += 1;
                }
            }
            // Both answers are common enough that neither can pass by accident.
            let wins = expected.iter().filter(|answer| *answer != "#####").count();
            assert!(wins > 40 && expected.len() - wins > 40, "{wins} wins of {}", expected.len());
            input.push_str("$\n");
            proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| {
                written(&grids[case])
            });
        },
    );
}
