//! The proof of cf1450c1: its samples and the judge's quirks, fuzzed inputs, and the solver
//! against a slow, obviously-correct reference. It is written for the placeholder problem (two
//! numbers, their sum): rewrite `case`, `reference` and `answers` for the real one, then go
//! over the whole input space where it is finite (see crates/boj7682/tests/proof.rs). Until
//! the solver is written, these tests fail on purpose.

use proof::{Problem, SplitMix64};

const PROBLEM: Problem = Problem {
    name: "cf1450c1",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: cf1450c1::solve,
    // Every answer line the problem allows: here, a number.
    answers: |line| line.parse::<i64>().is_ok(),
    // Inputs the problem's format rules out, which the solver must reject: here, a word where a
    // number goes and a case of one number. Leave it empty (`&[]`) for a problem that takes any
    // input; the fuzz test then asks for no rejected inputs.
    bad_inputs: &["1 x\n", "1\n"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x5eed);
}

/// One case of the input, as the input writes it.
fn case(random: &mut SplitMix64) -> String {
    format!("{} {}\n", random.below(1000), random.below(1000))
}

/// The answer to one case the slow and obvious way, written apart from the solver: try every
/// possibility, trust nothing clever.
fn reference(case: &str) -> String {
    let numbers: Vec<i64> = case.split_whitespace().map(|n| n.parse().unwrap()).collect();
    numbers.iter().sum::<i64>().to_string()
}

/// The solver against the reference on 10,000 seeded random cases.
#[test]
fn the_solver_against_the_reference() {
    proof::for_each_case(10_000, |index| {
        let input = case(&mut SplitMix64::new(index));
        let expected = format!("{}\n", reference(&input));
        let seen = PROBLEM.transcript(input.as_bytes());
        if seen == expected {
            Ok(())
        } else {
            Err(format!("{input:?}: the solver says {seen:?}, the reference {expected:?}"))
        }
    });
}
