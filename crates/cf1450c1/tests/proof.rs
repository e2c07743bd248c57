//! The proof of cf1450c1: a case has many right answers, so the solver's are judged by the
//! problem's checker (`examples/check.rs`, included here as a module) rather than compared:
//! on the samples (whose `.out`, the statement's answers, pass it too), on every grid of 1×1,
//! 2×2 and 3×3, and on seeded random grids of every side and density; fuzzed inputs never
//! panic. Then the checker itself: each way an output can be wrong is rejected, with its
//! message.

#[allow(dead_code)]
#[path = "../examples/check.rs"]
mod checker;

use checker::Rejection;
use proof::grid::generate::random_grid;
use proof::grid::{rows, EMPTY};
use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "cf1450c1",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: cf1450c1::solve,
    answers: |line| !line.is_empty() && line.bytes().all(|cell| b"XO.".contains(&cell)),
    // An `O` in the input (the hard version's), n of 0, a short row, a case missing, a sum of
    // n over 300.
    bad_inputs: &["1\n2\nXO\nX.\n", "1\n0\n", "1\n2\nX\nXX\n", "2\n1\nX\n", "2\n300\n"],
};

/// The checker's word on the solver's output for `input`.
fn judged(input: &str) -> Result<(), Rejection> {
    let grids = checker::cases(input.as_bytes()).unwrap();
    checker::check(&grids, PROBLEM.transcript(input.as_bytes()).as_bytes())
}

#[test]
fn the_samples_and_their_answers_pass_the_checker() {
    for sample in PROBLEM.samples() {
        let grids = checker::cases(&sample.input).unwrap();
        assert_eq!(checker::check(&grids, &sample.output), Ok(()), "{}", sample.name);
        let input = String::from_utf8(sample.input).unwrap();
        assert_eq!(judged(&input), Ok(()), "{}", sample.name);
    }
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(20_000, 0x1450);
}

#[test]
fn every_grid_up_to_three_by_three_is_answered_right() {
    let mut checked = 0;
    for side in 1..=3 {
        for code in 0..1u32 << (side * side) {
            let cells: String = (0..side * side)
                .map(|i| if code >> i & 1 == 1 { 'X' } else { '.' })
                .collect::<Vec<_>>()
                .chunks(side)
                .map(|row| row.iter().collect::<String>() + "\n")
                .collect();
            let input = format!("1\n{side}\n{cells}");
            assert_eq!(judged(&input), Ok(()), "{input}");
            checked += 1;
        }
    }
    assert_eq!(checked, 2 + 16 + 512);
}

#[test]
fn seeded_random_grids_are_answered_right() {
    proof::for_each_case(400, |seed| {
        let mut random = SplitMix64::new(seed);
        let mut left = cf1450c1::MAX_SIDE;
        let mut input = String::new();
        let mut cases = 0;
        while left > 0 && cases < 100 {
            let side = 1 + random.below(left.min(40) as u64) as usize;
            let tokens = 1 + random.below(4);
            let grid = random_grid(&mut random, side, side, &[(EMPTY, 4 - tokens), (b'X', tokens)]);
            input.push_str(&format!("{side}\n{}", rows(&grid)));
            (left, cases) = (left - side, cases + 1);
        }
        judged(&format!("{cases}\n{input}"))
            .map_err(|rejection| format!("seed {seed}: {rejection:?}"))
    });
}

#[test]
fn the_checker_rejects_each_wrong_output_with_its_message() {
    let grids = checker::cases(b"2\n3\nXXX\nXXX\n...\n1\nX\n").unwrap();
    let check = |output: &str| checker::check(&grids, output.as_bytes());
    let wrong = |why: &str| Err(Rejection::Wrong(why.to_owned()));
    let malformed = |why: &str| Err(Rejection::Malformed(why.to_owned()));
    // Six tokens allow two operations.
    assert_eq!(check("XOX\nOXX\n...\nX\n"), Ok(()));
    assert_eq!(check("XOX\nOXX\n\n...\r\n\nX"), Ok(()), "blank lines and CRs are spacing");
    assert_eq!(
        check("XOXX\nOXX\n...\nX\n"),
        malformed("case 1, line 1: `XOXX` is 4 cells, expected 3")
    );
    assert_eq!(
        check("XOX\nOXX\n..X\nX\n"),
        wrong("case 1, line 3, column 3: `X` where the input has `.`: only `X` may turn into `O`")
    );
    assert_eq!(
        check("XOX\nOX.\n...\nX\n"),
        wrong("case 1, line 2, column 3: `.` where the input has `X`: only `X` may turn into `O`")
    );
    assert_eq!(
        check("OOX\nXXO\n...\nX\n"),
        wrong("case 1: 3 tokens turned into `O`, more than ⌊k/3⌋ = 2 of its k = 6")
    );
    assert_eq!(check("XXX\nOXO\n...\nX\n"), wrong("case 1, line 1, column 1: 3 `X` in a row"));
    let column = checker::cases(b"1\n3\nX..\nX..\nX..\n").unwrap();
    assert_eq!(
        checker::check(&column, b"\nX..\nX..\nX..\n"),
        Err(Rejection::Wrong("case 1, line 2, column 1: 3 `X` in a column".to_owned()))
    );
    assert_eq!(
        check("XOX\nOZX\n...\nX\n"),
        malformed("case 1, line 2, column 2: found `Z`, expected `X`, `O` or `.`")
    );
    assert_eq!(check("XOX\nOXX\n"), malformed("case 1: the output ends after 2 of its 3 rows"));
    assert_eq!(check("XOX\nOXX\n...\nX\nX\n"), malformed("line 5: found `X` after the last case"));
}
