//! Seeded random and mutated inputs: a solver never panics, answers only what its problem
//! allows, and names a line and column inside the input when it rejects it.

use std::panic::{catch_unwind, AssertUnwindSafe};

use ttt_core::judge::InputError;

use crate::{Problem, SplitMix64};

/// Bytes the mutations like to insert: the alphabets of the problems and the judge's blanks.
pub const INTERESTING: &[u8] = b"0123456789XO.[]\",end \t\r\n\xff\xc3-";

/// One random input: a seed input mutated a few times, or now and then plain random bytes.
pub fn mutate(random: &mut SplitMix64, seeds: &[Vec<u8>]) -> Vec<u8> {
    if random.below(20) == 0 || seeds.is_empty() {
        let len = random.below(64) as usize;
        return (0..len).map(|_| random.next_u64() as u8).collect();
    }
    let mut input = random.pick(seeds).clone();
    for _ in 0..=random.below(3) {
        let at = random.below(input.len() as u64 + 1) as usize;
        match random.below(9) {
            // Cut the input short.
            0 => input.truncate(at),
            // Append another seed.
            1 => input.extend(random.pick(seeds).clone()),
            // Flip a byte to anything.
            2 if at < input.len() => input[at] = random.next_u64() as u8,
            // Replace a byte with one that looks plausible.
            3 if at < input.len() => input[at] = *random.pick(INTERESTING),
            // Insert a plausible byte.
            4 => input.insert(at, *random.pick(INTERESTING)),
            // Delete a few bytes.
            5 => drop(input.drain(at..(at + random.below(4) as usize).min(input.len()))),
            // Insert bytes that are not UTF-8.
            6 => input.splice(at..at, [0xc3, 0x28, 0xff]).for_each(drop),
            // Now and then a very long line.
            7 if random.below(10) == 0 => {
                let byte = *random.pick(INTERESTING);
                input.splice(at..at, std::iter::repeat(byte).take(100_000)).for_each(drop);
            }
            // Repeat a piece many times.
            _ => {
                let end = (at + 1 + random.below(12) as usize).min(input.len());
                let piece = input[at.min(end)..end].to_vec();
                for _ in 0..random.below(50) {
                    input.splice(at..at, piece.iter().copied()).for_each(drop);
                }
            }
        }
    }
    input
}

/// Does the error's line and column lie inside `input`, or just past its end.
pub fn position_is_inside(input: &[u8], error: &InputError) -> bool {
    let (line, column) = (error.position.line, error.position.column);
    if line == 0 || column == 0 {
        return false;
    }
    match input.split(|&byte| byte == b'\n').nth(line - 1) {
        Some(text) => column <= text.len() + 1,
        None => false,
    }
}

impl Problem {
    /// Runs the solver on each of the [`Problem::bad_inputs`], then on `count` inputs mutated
    /// from the samples (seeded by `seed`): it must not panic, every answer line must be
    /// one [`Problem::answers`] allows, and every error must point inside the input, as
    /// `line L, column C: found ..., expected ...` on one line. Each bad input must be rejected.
    /// Answers must come up in over 2% of the inputs, or they prove little (not more: most
    /// mutations break an input that counts its cases); so must errors, for a problem with bad
    /// inputs. A problem that takes any input (no bad inputs) is asked for none.
    ///
    /// Runs once per build of the test program and its samples ([`crate::once_per_build`]).
    ///
    /// # Panics
    /// At the first input that breaks a rule, with the input.
    pub fn fuzz(&self, count: usize, seed: u64) {
        let seeds: Vec<Vec<u8>> = self.samples().into_iter().map(|s| s.input).collect();
        let bad = self.bad_inputs.iter().map(|input| input.as_bytes());
        let data: Vec<&[u8]> = seeds.iter().map(Vec::as_slice).chain(bad).collect();
        let name = format!("{} fuzz {count} {seed:#x}", self.name);
        crate::once_per_build(&name, &data, || self.fuzz_from(&seeds, count, seed));
    }

    /// [`Problem::fuzz`] on inputs mutated from `seeds`, every time.
    fn fuzz_from(&self, seeds: &[Vec<u8>], count: usize, seed: u64) {
        let bad: Vec<Vec<u8>> =
            self.bad_inputs.iter().map(|input| input.as_bytes().to_vec()).collect();
        for input in &bad {
            let rejected = self.run(input, &|| {
                format!("{}, bad input {:?}", self.name, String::from_utf8_lossy(input))
            });
            assert!(
                rejected,
                "{}: the bad input {:?} is answered, not rejected",
                self.name,
                String::from_utf8_lossy(input)
            );
        }
        let mut random = SplitMix64::new(seed);
        let (mut answered, mut rejected) = (0, 0);
        for case in 0..count {
            let input = mutate(&mut random, seeds);
            let shown =
                || format!("{}, case {case}: {:?}", self.name, String::from_utf8_lossy(&input));
            match self.run(&input, &shown) {
                false => answered += 1,
                true => rejected += 1,
            }
        }
        let rejects_some = !self.bad_inputs.is_empty();
        assert!(
            answered > count / 50 && (rejected > count / 50 || !rejects_some),
            "{}: {answered} answered, {rejected} rejected of {count}: the inputs miss a path",
            self.name
        );
    }

    /// Runs the solver on one input and checks its output and error as [`Problem::fuzz`] says:
    /// was it rejected. `shown` names the input in a failure.
    fn run(&self, input: &[u8], shown: &dyn Fn() -> String) -> bool {
        let mut output = Vec::new();
        let result = catch_unwind(AssertUnwindSafe(|| (self.solve)(input, &mut output)))
            .unwrap_or_else(|_| panic!("{} panicked on {}", self.name, shown()));
        let output = String::from_utf8(output)
            .unwrap_or_else(|_| panic!("output is not UTF-8 for {}", shown()));
        assert!(output.is_empty() || output.ends_with('\n'), "{}", shown());
        if let Some(line) = output.lines().find(|line| !(self.answers)(line)) {
            panic!("{} answered {line:?}, which it may not, on {}", self.name, shown());
        }
        let Err(error) = result else { return false };
        assert!(position_is_inside(input, &error), "{}: {error}", shown());
        let message = error.to_string();
        let prefix = format!("line {}, column {}: ", error.position.line, error.position.column);
        assert!(
            message.starts_with(&prefix)
                && message.contains(", expected ")
                && !message.contains('\n'),
            "{}: {message}",
            shown()
        );
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttt_core::judge::Position;

    #[test]
    fn positions_must_fall_inside_the_input() {
        let error = |line, column| InputError::new(Position { line, column }, "found x", "y");
        assert!(position_is_inside(b"ab\ncd", &error(2, 3)));
        assert!(!position_is_inside(b"ab\ncd", &error(2, 4)));
        assert!(!position_is_inside(b"ab\ncd", &error(3, 1)));
        assert!(!position_is_inside(b"ab", &error(0, 1)));
    }

    /// Each line's length in bytes: a problem that takes any input but an empty one.
    fn line_lengths(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
        if input.is_empty() {
            return Err(InputError::end_of_input(Position { line: 1, column: 1 }, "a line"));
        }
        for line in input.split(|&byte| byte == b'\n') {
            output.extend_from_slice(format!("{}\n", line.len()).as_bytes());
        }
        Ok(())
    }

    /// [`Problem::fuzz`] every time: the tests below give one name to several solvers.
    fn fuzz(problem: Problem) {
        let seeds: Vec<Vec<u8>> = problem.samples().into_iter().map(|s| s.input).collect();
        problem.fuzz_from(&seeds, 2_000, 1);
    }

    /// boj7682's samples, answered by `solve`.
    fn problem(solve: ttt_core::judge::Solve, bad_inputs: &'static [&'static str]) -> Problem {
        Problem {
            name: "boj7682",
            manifest_dir: env!("CARGO_MANIFEST_DIR"),
            solve,
            answers: |line| line.parse::<usize>().is_ok(),
            bad_inputs,
        }
    }

    #[test]
    fn a_problem_that_takes_nearly_any_input_is_not_asked_for_errors() {
        fuzz(problem(line_lengths, &[]));
    }

    /// The message `fuzz` panics with for `problem`.
    fn failure(problem: Problem) -> String {
        let panicked = catch_unwind(|| fuzz(problem)).expect_err("the fuzz passed");
        match panicked.downcast::<String>() {
            Ok(message) => *message,
            Err(_) => "a panic without a message".to_owned(),
        }
    }

    #[test]
    fn a_bad_input_the_solver_answers_fails() {
        let message = failure(problem(line_lengths, &["XXX\n"]));
        assert_eq!(message, "boj7682: the bad input \"XXX\\n\" is answered, not rejected");
    }

    #[test]
    fn a_problem_with_bad_inputs_must_meet_errors_in_the_fuzzed_ones_too() {
        let message = failure(problem(line_lengths, &[""]));
        assert!(message.ends_with(" rejected of 2000: the inputs miss a path"), "{message}");
    }

    #[test]
    fn mutations_replay_from_their_seed() {
        let seeds = vec![b"1 2 3\n".to_vec()];
        let first: Vec<Vec<u8>> =
            (0..20).scan(SplitMix64::new(3), |r, _| Some(mutate(r, &seeds))).collect();
        let again: Vec<Vec<u8>> =
            (0..20).scan(SplitMix64::new(3), |r, _| Some(mutate(r, &seeds))).collect();
        assert_eq!(first, again);
        assert!(first.iter().any(|input| input != &seeds[0]));
    }
}
