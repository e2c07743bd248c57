//! The proof of abc241c: its samples and the judge's quirks, fuzzed inputs, bad input in each
//! form, and the solver against `proof::grid::count_windows` (every window of six listed
//! cell by cell, `Yes` when one holds four `#` or more) on seeded random grids of N = 6 to 12
//! with planted runs of 4, 5 and 6 with gaps, and on three grids of N = 1000.

use proof::grid::generate::{plant_run, random_grid};
use proof::grid::{count_windows, Grid, EMPTY};
use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "abc241c",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: abc241c::solve,
    answers: |line| matches!(line, "Yes" | "No"),
    // Inputs the format rules out, which the solver must reject: N below 6, N not a number,
    // a short row, a wrong square, a grid cut short.
    bad_inputs: &[
        "5\n.....\n.....\n.....\n.....\n.....\n",
        "six\n",
        "6\n######\n#####\n######\n######\n######\n######\n",
        "6\n######\n###o##\n######\n######\n######\n######\n",
        "6\n######\n######\n",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(20_000, 0x241c);
}

/// The reference's answer: does a window of six in a line hold four `#` or more.
fn reference(grid: &Grid) -> String {
    (if count_windows(grid, b'#', 6, true, 4) > 0 { "Yes" } else { "No" }).to_owned()
}

fn written(grid: &Grid) -> String {
    format!("{}\n{}", grid.len(), proof::grid::rows(grid))
}

/// A grid of side `side`, `#` one cell in `sparseness`, with a run of 4, 5 or 6 `#` planted and
/// 0 to 3 of its cells made white again.
fn grid(random: &mut SplitMix64, side: usize, sparseness: u64) -> Grid {
    let mut grid = random_grid(random, side, side, &[(EMPTY, sparseness - 1), (b'#', 1)]);
    let length = 4 + random.below(3) as usize;
    let (_, cells) = plant_run(random, &mut grid, b'#', length);
    for _ in 0..random.below(4) {
        let (row, column) = *random.pick(&cells);
        grid[row][column] = EMPTY;
    }
    grid
}

/// Checks the solver on `grids`, one input holding them all.
fn check(grids: &[Grid]) {
    let input: String = grids.iter().map(written).collect();
    let expected: Vec<String> = grids.iter().map(reference).collect();
    proof::same_answers(PROBLEM.solve, input.as_bytes(), &expected, |case| written(&grids[case]));
}

#[test]
fn seeded_random_grids_of_6_to_12_with_planted_runs_and_gaps() {
    proof::once_per_build("seeded_random_grids_of_6_to_12_with_planted_runs_and_gaps", &[], || {
        let mut random = SplitMix64::new(0x241c);
        let grids: Vec<Grid> = (0..5000)
            .map(|_| {
                let side = 6 + random.below(7) as usize;
                let sparseness = *random.pick(&[3, 6, 12, 30]);
                grid(&mut random, side, sparseness)
            })
            .collect();
        let yes = grids.iter().filter(|grid| reference(grid) == "Yes").count();
        // Both answers are common: no constant answer passes.
        assert!(yes > 1000 && grids.len() - yes > 1000, "{yes} Yes of {}", grids.len());
        check(&grids);
    });
}

#[test]
fn three_grids_of_1000() {
    proof::once_per_build("three_grids_of_1000", &[], || {
        let mut random = SplitMix64::new(1000);
        // Sparse enough that a planted run decides; and dense, where many windows do.
        let grids = [
            grid(&mut random, 1000, 300),
            grid(&mut random, 1000, 300),
            grid(&mut random, 1000, 6),
        ];
        check(&grids);
    });
}
