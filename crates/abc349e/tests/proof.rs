//! The proof of abc349e: its samples and the judge's quirks, fuzzed inputs, bad input in each
//! form, and the solver against plain minimax over every order of moves, on seeded random
//! boards of five kinds and on boards made to be hard.

use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "abc349e",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: abc349e::solve,
    answers: |line| matches!(line, "Takahashi" | "Aoki"),
    // Inputs the format rules out, which the solver must reject: a word for a weight, a short
    // row, a weight out of bounds, an even sum, a case cut short.
    bad_inputs: &[
        "0 0 0\n0 x 0\n0 0 0\n",
        "0 0 0\n0 0\n0 0 1\n",
        "0 0 0\n0 -1000000001 0\n0 0 0\n",
        "0 0 0\n0 1 0\n0 0 1\n",
        "0 0 1\n0 0",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(20_000, 0x349e);
}

/// The statement's bound on a weight's absolute value.
const MAX: i64 = 1_000_000_000;

/// The eight lines, as square numbers row by row.
const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Does Takahashi (`1`; Aoki is `2`, an empty square `0`) win from here, `turn` to move, with
/// both playing perfectly: plain minimax that plays out every order of the remaining moves,
/// with the statement's rules written out again and nothing from `ttt-core`.
fn takahashi_wins(weights: &[i64; 9], owner: &mut [u8; 9], turn: u8) -> bool {
    let previous = 3 - turn;
    if LINES.iter().any(|line| line.iter().all(|&square| owner[square] == previous)) {
        return previous == 1;
    }
    if owner.iter().all(|&square| square != 0) {
        let score = |player: u8| -> i64 {
            (0..9).filter(|&square| owner[square] == player).map(|square| weights[square]).sum()
        };
        return score(1) > score(2);
    }
    let mut outcomes = Vec::new();
    for square in 0..9 {
        if owner[square] == 0 {
            owner[square] = turn;
            outcomes.push(takahashi_wins(weights, owner, 3 - turn));
            owner[square] = 0;
        }
    }
    match turn {
        1 => outcomes.contains(&true),
        _ => outcomes.iter().all(|&wins| wins),
    }
}

/// A number in `low..=high`.
fn between(random: &mut SplitMix64, low: i64, high: i64) -> i64 {
    low + random.below((high - low + 1) as u64) as i64
}

/// Nine weights with an odd sum, of the kind `index` picks: small, mostly zero, nearly equal
/// (the sums close), extreme (`±10^9` and their neighbours), uniform over the bounds.
fn weights(index: u64) -> [i64; 9] {
    let mut random = SplitMix64::new(index);
    let base = between(&mut random, -MAX + 2, MAX - 2);
    let mut weights = [0; 9];
    for weight in &mut weights {
        *weight = match index % 5 {
            0 => between(&mut random, -3, 3),
            1 if random.below(3) > 0 => 0,
            1 => between(&mut random, -5, 5),
            2 => base + between(&mut random, -2, 2),
            3 => *random.pick(&[-MAX, MAX, 0, -MAX + 1, MAX - 1]),
            _ => between(&mut random, -MAX, MAX),
        };
    }
    if weights.iter().sum::<i64>() % 2 == 0 {
        let square = random.below(9) as usize;
        weights[square] += if weights[square] == MAX { -1 } else { 1 };
    }
    weights
}

/// A case as the input writes it.
fn written(weights: &[i64; 9]) -> String {
    weights.chunks(3).map(|row| format!("{} {} {}\n", row[0], row[1], row[2])).collect()
}

/// The solver's answer against the reference's, for one board.
fn agrees(weights: &[i64; 9]) -> Result<(), String> {
    let input = written(weights);
    let expected = match takahashi_wins(weights, &mut [0; 9], 1) {
        true => "Takahashi\n",
        false => "Aoki\n",
    };
    let seen = PROBLEM.transcript(input.as_bytes());
    match seen == expected {
        true => Ok(()),
        false => Err(format!("{input:?}: the solver says {seen:?}, the reference {expected:?}")),
    }
}

#[test]
fn the_solver_against_minimax_over_every_move_order() {
    proof::once_per_build("the_solver_against_minimax_over_every_move_order", &[], || {
        // Both winners must come up, or the comparison proves little.
        let winners: Vec<bool> = (0..200)
            .map(|index| takahashi_wins(&weights(index), &mut [0; 9], 1))
            .take(20)
            .collect();
        assert!(winners.contains(&true) && winners.contains(&false), "{winners:?}");
        proof::for_each_case(200, |index| agrees(&weights(index)));
    });
}

#[test]
fn boards_made_to_be_hard() {
    let boards = [
        // The samples.
        [0, 0, 0, 0, 1, 0, 0, 0, 0],
        [-1, 1, 0, -4, -2, -5, -4, -1, -5],
        // Sample 2 with its -1 read as -3: Takahashi then wins by a point.
        [-1, 1, 0, -4, -2, -5, -4, -3, -5],
        // One square against the rest, at the bounds.
        [MAX, -MAX + 1, 0, 0, 0, 0, 0, 0, 0],
        [-MAX, MAX - 1, MAX, MAX, MAX, MAX, MAX, MAX, MAX],
        [MAX - 1, MAX, MAX, MAX, MAX, MAX, MAX, MAX, MAX],
        [-MAX, -MAX, -MAX, -MAX, -MAX + 1, -MAX, -MAX, -MAX, -MAX],
        // One odd square, all else zero, in each place.
        [1, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, -1, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, -1, 0, 0, 0, 0],
        // The centre worth less than nothing.
        [1, 1, 1, 1, -MAX + 1, 1, 1, 1, 1],
    ];
    let mut answers = Vec::new();
    for weights in &boards {
        agrees(weights).unwrap();
        answers.push(takahashi_wins(weights, &mut [0; 9], 1));
    }
    assert!(answers.contains(&true) && answers.contains(&false), "{answers:?}");
}
