//! The proof of gravitygrid: its samples and the judge's quirks, fuzzed inputs, and seeded
//! random games of every shape (1 × N, N × 1, tall, wide, k = 1, k = max(h, w)) against the slow
//! reference of `proof::grid`, which drops each tile with `dropped_cells` and looks for a line
//! on the whole grid after every move (`first_line`); and games of 250,000 tiles, whose first
//! line the reference checks on the whole grid just before and at the move the solver names.

use proof::grid::generate::random_columns;
use proof::grid::{dropped_cells, first_line, has_line, replay, Cell, Game, Rule};
use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "gravitygrid",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: gravitygrid::solve,
    answers: |line| match line.split_once(' ') {
        None => line == "D",
        Some((winner, number)) => {
            matches!(winner, "A" | "B") && number.parse::<usize>().is_ok_and(|number| number > 0)
        }
    },
    // Inputs the constraints rule out, which the solver must reject: h = 0, h·w > 250,000,
    // k > max(h, w), k = 0, a column out of range, a column named more than h times, a missing
    // tile, a word for a number.
    bad_inputs: &[
        "0 3 1\n",
        "501 500 1\n",
        "2 2 3\n1 1 2 2\n",
        "2 2 0\n1 1 2 2\n",
        "1 2 1\n1 3\n",
        "1 2 1\n1 1\n",
        "2 2 1\n1 2 1\n",
        "1 1 1\nx\n",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x6a6a);
}

/// A game of two players, `A` first, k or more in a row in any direction, with gravity.
fn game(height: usize, width: usize, k: usize) -> Game {
    Game { height, width, players: vec![b'A', b'B'], rule: Rule::k_in_a_row(k), gravity: true }
}

/// One case as the judge writes it, columns from 0 written from 1.
fn written(height: usize, width: usize, k: usize, columns: &[usize]) -> String {
    let columns: Vec<String> = columns.iter().map(|column| (column + 1).to_string()).collect();
    format!("{height} {width} {k}\n{}\n", columns.join(" "))
}

#[test]
fn random_games_of_every_shape_against_the_reference() {
    let mut random = SplitMix64::new(0x9a9);
    let mut shapes: Vec<(usize, usize)> = vec![(1, 1), (1, 2), (2, 1), (4, 3), (6, 7), (7, 6)];
    shapes.extend((0..12).map(|_| (1, 1 + random.below(40) as usize)));
    shapes.extend((0..12).map(|_| (1 + random.below(40) as usize, 1)));
    shapes.extend((0..12).map(|_| (8 + random.below(20) as usize, 1 + random.below(4) as usize)));
    shapes.extend((0..12).map(|_| (1 + random.below(4) as usize, 8 + random.below(20) as usize)));
    shapes.extend((0..30).map(|_| (1 + random.below(12) as usize, 1 + random.below(12) as usize)));
    let (mut input, mut expected, mut labels) = (String::new(), Vec::new(), Vec::new());
    for &(height, width) in &shapes {
        let longest = height.max(width);
        let mut ks = vec![1, 2, 3, 4, longest, 1 + random.below(longest as u64) as usize];
        ks.retain(|&k| k <= longest);
        for k in ks {
            for _ in 0..4 {
                let columns = random_columns(&mut random, height, width, height * width);
                let moves = dropped_cells(height, width, &columns);
                let answer = match first_line(&game(height, width, k), &moves) {
                    Some(win) => format!("{} {}", win.player as char, win.move_number),
                    None => "D".to_owned(),
                };
                let case = written(height, width, k, &columns);
                input.push_str(&case);
                labels.push(case);
                expected.push(answer);
            }
        }
    }
    let count = |prefix: &str| expected.iter().filter(|answer| answer.starts_with(prefix)).count();
    let (a, b, d) = (count("A"), count("B"), count("D"));
    assert!(a > 200 && b > 100 && d > 100, "A {a}, B {b}, D {d} of {}", expected.len());
    proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| labels[case].clone());
}

/// The columns (from 0) of `height` × `width`: each column `height` times, shuffled, or with
/// `A` taking them from the left and `B` from the right (long runs, each a line only late).
fn large_columns(random: &mut SplitMix64, height: usize, width: usize, ends: bool) -> Vec<usize> {
    let mut bag: Vec<usize> = (0..width).flat_map(|column| vec![column; height]).collect();
    if ends {
        let (left, right) = bag.split_at(bag.len() / 2);
        let mut right = right.to_vec();
        right.reverse();
        return left.iter().zip(&right).flat_map(|(&a, &b)| [a, b]).collect();
    }
    for index in (1..bag.len()).rev() {
        bag.swap(index, random.below(index as u64 + 1) as usize);
    }
    bag
}

/// Does anyone have a line after the first `moves` of `cells`.
fn someone_has_a_line(game: &Game, cells: &[Cell], moves: usize) -> bool {
    let grid = replay(game, &cells[..moves]);
    game.players.iter().any(|&player| has_line(&grid, player, game.rule))
}

#[test]
fn games_of_250_000_tiles_end_where_the_reference_first_sees_a_line() {
    let mut random = SplitMix64::new(0x25);
    let cases = [
        (1, 250_000, 125_000, true),
        (1, 250_000, 250_000, true),
        (500, 500, 4, false),
        (100, 2500, 5, false),
        (2500, 100, 6, false),
        (500, 500, 500, false),
    ];
    for (height, width, k, ends) in cases {
        let columns = large_columns(&mut random, height, width, ends);
        let cells = dropped_cells(height, width, &columns);
        let game = game(height, width, k);
        let printed = PROBLEM.transcript(written(height, width, k, &columns).as_bytes());
        let answer = printed.trim_end();
        // Lines only grow as tiles are added: the first is at move m when someone has one
        // after m moves and nobody after m - 1, and the mover of move m is the one.
        match answer.split_once(' ') {
            None => {
                assert_eq!(answer, "D", "{height}×{width}, k = {k}");
                assert!(
                    !someone_has_a_line(&game, &cells, cells.len()),
                    "{height}×{width}, k = {k}"
                );
            }
            Some((winner, number)) => {
                let moves: usize = number.parse().unwrap();
                let grid = replay(&game, &cells[..moves]);
                let mover = game.mover(moves - 1);
                assert_eq!(winner.as_bytes(), [mover]);
                assert!(has_line(&grid, mover, game.rule), "{height}×{width}, k = {k}: {answer}");
                assert!(
                    !someone_has_a_line(&game, &cells, moves - 1),
                    "{height}×{width}: {answer}"
                );
            }
        }
    }
}
