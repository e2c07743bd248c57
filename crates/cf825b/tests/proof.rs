//! The proof of cf825b: its samples and the judge's quirks, fuzzed inputs, bad input in each
//! form, and the solver against `proof::grid::completing_cells` (each empty cell tried, the
//! runs through it scanned): on every line of 10 holding exactly four `X` and up to two `O`, as
//! the fourth row and as the long `\` diagonal of an empty field, and on seeded random fields
//! with planted runs of four and near misses of five.

use proof::grid::generate::{plant_near_miss, plant_run, random_grid};
use proof::grid::{completing_cells, empty_grid, rows, Grid, Rule, EMPTY};
use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "cf825b",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: cf825b::solve,
    answers: |line| matches!(line, "YES" | "NO"),
    // Inputs the format rules out, which the solver must reject: a digit 0 for `O`, a short
    // row, a long row, a field of two rows.
    bad_inputs: &[
        "XX.XX.....\n.....0OOO.\n..........\n..........\n..........\n..........\n..........\n\
         ..........\n..........\n..........\n",
        "XX.XX....\n",
        "XX.XX......\n",
        "XX.XX.....\n.....OOOO.\n",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(50_000, 0x825b);
}

/// The reference's answer: does some empty cell complete five or more `X` in a row through it.
fn reference(field: &Grid) -> String {
    let five = Rule::k_in_a_row(5);
    (if completing_cells(field, b'X', five).is_empty() { "NO" } else { "YES" }).to_owned()
}

/// Checks the solver on `fields`, one input holding them all.
fn check(fields: &[Grid]) {
    let input: String = fields.iter().map(rows).collect();
    let expected: Vec<String> = fields.iter().map(reference).collect();
    let yes = expected.iter().filter(|answer| *answer == "YES").count();
    // Each answer is common enough (one in twenty or more) that no constant passes.
    assert!(yes > fields.len() / 20 && fields.len() - yes > fields.len() / 20, "{yes} YES");
    proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| rows(&fields[case]));
}

/// Every word of length 10 over `X`, `O` and `.` with exactly four `X` and at most two `O`.
fn lines_of_four() -> Vec<Vec<u8>> {
    let mut words = Vec::new();
    for code in 0..3u32.pow(10) {
        let word: Vec<u8> = (0..10).map(|i| b".XO"[(code / 3u32.pow(i) % 3) as usize]).collect();
        let count = |symbol| word.iter().filter(|&&cell| cell == symbol).count();
        if count(b'X') == 4 && count(b'O') <= 2 {
            words.push(word);
        }
    }
    words
}

#[test]
fn every_line_of_four_crosses_as_a_row_and_as_a_diagonal() {
    proof::once_per_build("every_line_of_four_crosses_as_a_row_and_as_a_diagonal", &[], || {
        let words = lines_of_four();
        assert_eq!(words.len(), 210 * (1 + 6 + 15));
        let mut fields = Vec::new();
        for word in &words {
            let mut row = empty_grid(10, 10);
            row[3] = word.clone();
            let mut diagonal = empty_grid(10, 10);
            for (index, &cell) in word.iter().enumerate() {
                diagonal[index][index] = cell;
            }
            fields.extend([row, diagonal]);
        }
        check(&fields);
    });
}

/// A random field of one of four kinds: sparse, dense, with a run of four `X` planted, or a
/// near miss of five `X` (one cell of five left empty, or taken by an `O`).
fn field(random: &mut SplitMix64) -> Grid {
    let kind = random.below(4);
    let weights: &[(u8, u64)] = match kind {
        0 => &[(EMPTY, 8), (b'X', 1), (b'O', 1)],
        _ => &[(EMPTY, 2), (b'X', 1), (b'O', 1)],
    };
    let mut field = random_grid(random, 10, 10, weights);
    match kind {
        2 => {
            plant_run(random, &mut field, b'X', 4);
        }
        3 => {
            let (_, _, (row, column)) = plant_near_miss(random, &mut field, b'X', 5);
            if random.below(3) == 0 {
                field[row][column] = b'O';
            }
        }
        _ => {}
    }
    field
}

#[test]
fn seeded_random_fields_with_planted_runs_and_near_misses() {
    proof::once_per_build("seeded_random_fields_with_planted_runs_and_near_misses", &[], || {
        let mut random = SplitMix64::new(0x825b);
        let fields: Vec<Grid> = (0..4000).map(|_| field(&mut random)).collect();
        check(&fields);
    });
}
