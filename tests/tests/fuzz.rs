//! A seeded generator throws random and mutated inputs at every solver: none may panic, every
//! error must name a line and column inside the input, and every answer line must be one the
//! problem allows.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use rstest::rstest;
use ttt_core::judge::{InputError, Solve};
use workspace_tests::SplitMix64;

/// How many inputs each solver gets.
const INPUTS_PER_SOLVER: usize = 100_000;

/// The sample inputs of a problem, the seeds the mutations start from.
fn samples(problem: &str) -> Vec<Vec<u8>> {
    let directory = Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples").join(problem);
    let mut inputs: Vec<Vec<u8>> = std::fs::read_dir(&directory)
        .unwrap_or_else(|error| panic!("{}: {error}", directory.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "in"))
        .map(|path| std::fs::read(path).unwrap())
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{problem} has no samples");
    inputs
}

/// Bytes the mutations like to insert: the alphabets of every problem and the judge's blanks.
const INTERESTING: &[u8] = b"012345678XO.[]\",end \t\r\n\xff\xc3";

/// One random input: a sample mutated a few times, or now and then plain random bytes.
fn mutate(random: &mut SplitMix64, seeds: &[Vec<u8>]) -> Vec<u8> {
    if random.below(20) == 0 {
        let len = random.below(64) as usize;
        return (0..len).map(|_| random.next_u64() as u8).collect();
    }
    let mut input = seeds[random.below(seeds.len() as u64) as usize].clone();
    for _ in 0..=random.below(3) {
        let at = random.below(input.len() as u64 + 1) as usize;
        match random.below(9) {
            // Cut the input short.
            0 => input.truncate(at),
            // Double it, or append another sample.
            1 => input.extend(seeds[random.below(seeds.len() as u64) as usize].clone()),
            // Flip a byte to anything.
            2 if at < input.len() => input[at] = random.next_u64() as u8,
            // Replace a byte with one that looks plausible.
            3 if at < input.len() => {
                input[at] = INTERESTING[random.below(INTERESTING.len() as u64) as usize]
            }
            // Insert a plausible byte.
            4 => input.insert(at, INTERESTING[random.below(INTERESTING.len() as u64) as usize]),
            // Delete a few bytes.
            5 => drop(input.drain(at..(at + random.below(4) as usize).min(input.len()))),
            // Insert bytes that are not UTF-8.
            6 => input.splice(at..at, [0xc3, 0x28, 0xff]).for_each(drop),
            // A very long line.
            7 if random.below(10) == 0 => {
                let byte = INTERESTING[random.below(INTERESTING.len() as u64) as usize];
                input.splice(at..at, std::iter::repeat_n(byte, 100_000)).for_each(drop);
            }
            // Repeat a piece many times.
            _ => {
                let end = (at + 1 + random.below(12) as usize).min(input.len());
                let piece = input[at..end].to_vec();
                for _ in 0..random.below(50) {
                    input.splice(at..at, piece.iter().copied()).for_each(drop);
                }
            }
        }
    }
    input
}

/// The line and column one past the end of `input`, the furthest an error may point.
fn end_of(input: &[u8]) -> (usize, usize) {
    let line = input.iter().filter(|&&byte| byte == b'\n').count() + 1;
    let line_start = input.iter().rposition(|&byte| byte == b'\n').map_or(0, |newline| newline + 1);
    (line, input.len() - line_start + 1)
}

/// Checks that `position` lies inside `input` (or just past its end).
fn position_is_inside(input: &[u8], error: &InputError) -> bool {
    let (line, column) = (error.position.line, error.position.column);
    if line == 0 || column == 0 {
        return false;
    }
    let Some(text) = input.split(|&byte| byte == b'\n').nth(line - 1) else {
        return false;
    };
    column <= text.len() + 1 && (line, column) <= end_of(input)
}

fn allowed_answer(problem: &str, line: &str) -> bool {
    match problem {
        "boj16571" => matches!(line, "W" | "D" | "L"),
        "prog-solo-ttt" => matches!(line, "1" | "0"),
        "boj7682" => matches!(line, "valid" | "invalid"),
        // At most ten moves of at most 40 points each.
        _ => line.parse::<u32>().is_ok_and(|score| score <= 400),
    }
}

#[rstest]
#[case::boj16571("boj16571", boj16571::solve, 0x16571)]
#[case::prog_solo_ttt("prog-solo-ttt", prog_solo_ttt::solve, 0x160585)]
#[case::boj7682("boj7682", boj7682::solve, 0x7682)]
#[case::boj17825("boj17825", boj17825::solve, 0x17825)]
fn random_and_mutated_inputs_never_panic_and_errors_name_a_place(
    #[case] problem: &str,
    #[case] solve: Solve,
    #[case] seed: u64,
) {
    let seeds = samples(problem);
    let mut random = SplitMix64::new(seed);
    let (mut answered, mut rejected) = (0, 0);
    for case in 0..INPUTS_PER_SOLVER {
        let input = mutate(&mut random, &seeds);
        let mut output = Vec::new();
        let result =
            catch_unwind(AssertUnwindSafe(|| solve(&input, &mut output))).unwrap_or_else(|_| {
                panic!("{problem} panicked on case {case}: {:?}", String::from_utf8_lossy(&input))
            });
        let shown = || format!("{problem}, case {case}: {:?}", String::from_utf8_lossy(&input));
        let output = String::from_utf8(output)
            .unwrap_or_else(|_| panic!("output not UTF-8 for {}", shown()));
        assert!(output.is_empty() || output.ends_with('\n'), "{}", shown());
        assert!(
            output.lines().all(|line| allowed_answer(problem, line)),
            "{}: {output:?}",
            shown()
        );
        match result {
            Ok(()) => answered += 1,
            Err(error) => {
                assert!(position_is_inside(&input, &error), "{}: {error}", shown());
                let message = error.to_string();
                assert!(message.starts_with(&format!(
                    "line {}, column {}: ",
                    error.position.line, error.position.column
                )));
                assert!(
                    message.contains(", expected ") && !message.contains('\n'),
                    "{}: {message}",
                    shown()
                );
                rejected += 1;
            }
        }
    }
    // The mutations must exercise both paths, or this test proves little.
    assert!(
        answered > INPUTS_PER_SOLVER / 20 && rejected > INPUTS_PER_SOLVER / 20,
        "{answered} answered, {rejected} rejected"
    );
}
