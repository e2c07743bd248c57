//! What every problem crate of a workspace gets, found in `crates/` rather than listed: its own
//! proof (`tests/proof.rs`, which `cargo test --workspace` runs with the crate), and its judge
//! binary, run as a judge runs it, on its samples with the judge's quirks and on malformed
//! inputs mutated from them: the right answers, or answers then one
//! `error: line L, column C: ...` line inside the input and exit status 1; never a panic, a
//! signal, or a run past the time limit.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use proof::samples::QUIRKS;
use proof::SplitMix64;
use xtask::problems::Problem;

/// Malformed inputs per problem, on top of its samples and their quirks.
pub const MALFORMED: usize = 300;

/// How long a run may take before it counts as a hang.
const TIME_LIMIT: Duration = Duration::from_secs(10);

/// What a run showed, in one line for a failure message.
fn shown(input: &[u8]) -> String {
    let text = String::from_utf8_lossy(input);
    let text: String = text.chars().take(120).collect();
    format!("{text:?}")
}

/// Runs `binary` on `input` as a judge would (no backtrace): exit code, stdout, stderr.
fn run(binary: &Path, input: &[u8]) -> Result<(Option<i32>, String, String), String> {
    let mut command = Command::new(binary);
    command.env_remove("RUST_BACKTRACE").env_remove("RUST_LIB_BACKTRACE");
    let output = xtask::process::run(&mut command, input, TIME_LIMIT)
        .map_err(|error| format!("cannot run {}: {error:#}", binary.display()))?;
    if output.timed_out() {
        return Err(format!("ran past {}s", TIME_LIMIT.as_secs()));
    }
    Ok((
        output.code,
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    ))
}

/// Is this stderr exactly one `error: line L, column C: ..., expected ...` line whose place
/// lies inside `input`.
fn clean_error(input: &[u8], stderr: &str) -> bool {
    let Some(message) = stderr.strip_suffix('\n').and_then(|s| s.strip_prefix("error: line "))
    else {
        return false;
    };
    if message.contains('\n') || !message.contains(", expected ") {
        return false;
    }
    let Some((line, rest)) = message.split_once(", column ") else { return false };
    let Some((column, _)) = rest.split_once(": ") else { return false };
    let (Ok(line), Ok(column)) = (line.parse::<usize>(), column.parse::<usize>()) else {
        return false;
    };
    let position = ttt_core::judge::Position { line, column };
    let error = ttt_core::judge::InputError::new(position, "", "");
    proof::fuzz::position_is_inside(input, &error)
}

/// Everything wrong with one problem and its release `binary`, each naming the problem.
pub fn check(problem: &Problem, binary: &Path) -> Vec<String> {
    let name = &problem.name;
    let mut failures = Vec::new();
    // A solver library is proven; a binary alone is checked on its samples.
    if problem.library.is_some() && !problem.dir.join("tests").join("proof.rs").is_file() {
        failures.push(format!(
            "{name}: crates/{name}/tests/proof.rs is missing: every problem is proven by one (its \
             samples, fuzzing, a slow reference); `cargo xtask new` writes one to start from"
        ));
    }
    // A game's `.in` is the interactor's (verify plays it); its `.interaction` is replayed, the
    // judge's side the input and the program's the output.
    let own: Vec<&xtask::problems::Sample> = (problem.samples.iter())
        .filter(|s| problem.interactor.is_none() || s.input == s.output)
        .collect();
    let samples: Vec<(Vec<u8>, String)> = own
        .iter()
        .map(|s| {
            let input = std::fs::read(&s.input).unwrap_or_default();
            if problem.interactor.is_some() {
                let (judge, program) = proof::samples::interaction(&input);
                return (judge, String::from_utf8_lossy(&program).into_owned());
            }
            let output = std::fs::read_to_string(&s.output).unwrap_or_default();
            (input, output)
        })
        .collect();
    // A problem with a checker may answer unlike its `.out`: the checker judges the answer.
    let target = binary.parent().and_then(Path::parent).unwrap_or(Path::new(""));
    let checker = xtask::checker::Checker::of(problem, target).ok().flatten();
    let right = |input: &[u8], stdout: &str, expected: &str| match &checker {
        None => stdout == expected,
        Some(checker) => checker
            .judge(input, stdout.as_bytes(), expected.as_bytes())
            .is_ok_and(|judged| judged.verdict == xtask::samples::Verdict::Ac),
    };
    for ((input, expected), sample) in samples.iter().zip(own) {
        let variants = std::iter::once(("as it is", input.clone()))
            .chain(QUIRKS.iter().map(|(quirk, rewrite)| (*quirk, rewrite(input))));
        for (quirk, input) in variants {
            match run(binary, &input) {
                Ok((Some(0), stdout, stderr))
                    if right(&input, &stdout, expected) && stderr.is_empty() => {}
                Ok(seen) => failures.push(format!(
                    "{name}: sample {} ({quirk}): {seen:?}, expected {expected:?}",
                    sample.name
                )),
                Err(why) => {
                    failures.push(format!("{name}: sample {} ({quirk}): {why}", sample.name))
                }
            }
        }
    }
    let seeds: Vec<Vec<u8>> = samples.into_iter().map(|(input, _)| input).collect();
    let mut random =
        SplitMix64::new(name.bytes().fold(17, |h, b| h.wrapping_mul(31) ^ u64::from(b)));
    // Only a problem that promises a clean error on any input is held to it.
    let malformed = if problem.clean_errors { MALFORMED } else { 0 };
    for _ in 0..malformed {
        let input = proof::fuzz::mutate(&mut random, &seeds);
        let verdict = match run(binary, &input) {
            Ok((Some(0), _, stderr)) if stderr.is_empty() => None,
            Ok((Some(1), _, stderr)) if clean_error(&input, &stderr) => None,
            Ok((code, _, stderr)) => Some(format!(
                "exit {code:?} with stderr {:?}, neither answers nor one error line inside the input",
                stderr.chars().take(300).collect::<String>()
            )),
            Err(why) => Some(why),
        };
        if let Some(why) = verdict {
            failures.push(format!("{name}: on {}: {why}", shown(&input)));
            break;
        }
    }
    failures
}
