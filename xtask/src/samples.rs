//! Every sample through a binary, each run given the judge's word for it.
//!
//! - A problem's own samples, run by its binary or its bundle: AC (exit 0, stdout the `.out`
//!   byte for byte, within the limits), WA (another answer), TLE (past the time limit), MLE
//!   (past the memory limit), RE (a non-zero exit, a panic, a signal). A bundle that does not
//!   compile is CE, decided in [`crate::verify`].
//! - Another problem's samples, run by a binary: `ok` when it answers or fails cleanly (exit 1,
//!   one `error: ` line on stderr), else RE; TLE and MLE as above.
//!
//! The limits are those of the binary's problem, from its judge profile.

use std::fmt;
use std::path::Path;

use anyhow::{Context as _, Result};

use crate::problems::Sample;
use crate::process::{Limits, Output, Runner, Stop};
use crate::table::{block, expected_actual, visible};

/// The judge's word for a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Accepted: the right answer within the limits (for another problem's sample: an answer
    /// or a clean error).
    Ac,
    /// Wrong answer.
    Wa,
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
    /// Runtime error: a non-zero exit, a panic or a signal.
    Re,
    /// Compile error: the bundle does not compile as the judge compiles it.
    Ce,
}

impl Verdict {
    /// The judge's abbreviation: `AC`, `WA`, `TLE`, `MLE`, `RE`, `CE`.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Re => "RE",
            Verdict::Ce => "CE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The word for a run that ended past a limit, before its answer is looked at.
fn limit_verdict(output: &Output) -> Option<Verdict> {
    match output.stopped {
        Some(Stop::Time(_)) => Some(Verdict::Tle),
        Some(Stop::Memory(_)) => Some(Verdict::Mle),
        None => None,
    }
}

/// The verdict of a run on a problem's own sample, whose expected output is `expected`.
pub fn own_verdict(expected: &[u8], output: &Output) -> Verdict {
    if let Some(verdict) = limit_verdict(output) {
        verdict
    } else if output.code != Some(0) {
        Verdict::Re
    } else if output.stdout != expected {
        Verdict::Wa
    } else {
        Verdict::Ac
    }
}

/// The verdict of a run on another problem's sample: AC for an answer (exit 0) or a clean
/// error (exit 1, one `error: ` line on stderr), else RE, TLE or MLE.
pub fn foreign_verdict(output: &Output) -> Verdict {
    if let Some(verdict) = limit_verdict(output) {
        return verdict;
    }
    if output.code == Some(0) || clean_error(output) {
        Verdict::Ac
    } else {
        Verdict::Re
    }
}

/// Did the run end with a clean error: exit 1 and one `error: ` line on stderr.
pub fn clean_error(output: &Output) -> bool {
    let stderr = String::from_utf8_lossy(&output.stderr);
    output.code == Some(1)
        && stderr.starts_with("error: ")
        && stderr.trim_end().lines().count() == 1
}

/// One sample through one binary.
#[derive(Clone, Debug)]
pub struct Run {
    /// The binary's problem.
    pub binary: String,
    /// The sample.
    pub sample: Sample,
    /// What the binary did.
    pub output: Output,
    /// The judge's word for it.
    pub verdict: Verdict,
    /// Why it is not AC, ready to print.
    pub failure: Option<String>,
}

impl Run {
    /// Is the sample the binary's own.
    pub fn own(&self) -> bool {
        self.binary == self.sample.problem
    }
}

/// Runs `binary`, the program of problem `problem`, on `sample` and judges the run.
///
/// # Errors
/// When the sample or its expected output cannot be read or the binary cannot be started.
pub fn check(
    runner: &Runner,
    problem: &str,
    binary: &Path,
    sample: &Sample,
    limits: Limits,
) -> Result<Run> {
    let input = std::fs::read(&sample.input)
        .with_context(|| format!("cannot read {}", sample.input.display()))?;
    check_with(runner, problem, binary, sample, &input, limits, &|a, b| a == b)
}

/// Runs `binary` on `input` for `sample` and judges the run; an own sample's output is right
/// when `same(expected, stdout)` (byte for byte, or as a function judge compares values).
///
/// # Errors
/// When the sample's expected output cannot be read or the binary cannot be started.
pub fn check_with(
    runner: &Runner,
    problem: &str,
    binary: &Path,
    sample: &Sample,
    input: &[u8],
    limits: Limits,
    same: &dyn Fn(&[u8], &[u8]) -> bool,
) -> Result<Run> {
    let output = runner.run(binary, input, limits)?;
    let own = problem == sample.problem;
    let (verdict, failure) = if own {
        let expected = std::fs::read(&sample.output)
            .with_context(|| format!("cannot read {}", sample.output.display()))?;
        let verdict = match own_verdict(&expected, &output) {
            Verdict::Wa if same(&expected, &output.stdout) => Verdict::Ac,
            Verdict::Ac if !same(&expected, &output.stdout) => Verdict::Wa,
            verdict => verdict,
        };
        (verdict, (verdict != Verdict::Ac).then(|| own_failure(verdict, &expected, &output)))
    } else {
        let verdict = foreign_verdict(&output);
        (verdict, (verdict != Verdict::Ac).then(|| foreign_failure(verdict, &output)))
    };
    Ok(Run { binary: problem.to_owned(), sample: sample.clone(), output, verdict, failure })
}

/// Why a problem's own sample got `verdict`: how it ended, its output against the `.out`, and
/// its stderr.
pub fn own_failure(verdict: Verdict, expected: &[u8], output: &Output) -> String {
    let mut why = if output.stdout == expected {
        format!("  {verdict}: {} with the expected output\n", output.status())
    } else {
        let mut why = format!("  {verdict}: {}, output differs from the .out:\n", output.status());
        why.push_str(&expected_actual(expected, &output.stdout));
        if let Some(only) = only_line_ends(expected, &output.stdout) {
            why.push_str(&format!("    {only}\n"));
        }
        why
    };
    if !output.stderr.is_empty() {
        why.push_str("    stderr:\n");
        why.push_str(&block(&visible(&output.stderr), "      "));
    }
    why.trim_end().to_owned()
}

/// When `actual` differs from `expected` only in line ends, that in words: the final newline,
/// or carriage returns (CR), which the judge compares as bytes too.
fn only_line_ends(expected: &[u8], actual: &[u8]) -> Option<&'static str> {
    let without_cr =
        |bytes: &[u8]| bytes.iter().copied().filter(|b| *b != b'\r').collect::<Vec<_>>();
    let trimmed = |bytes: &[u8]| bytes.strip_suffix(b"\n").unwrap_or(bytes).to_vec();
    if without_cr(expected) == without_cr(actual) {
        Some("they differ only in carriage returns (CR, `\\r`): write `\\n` alone at each line's end")
    } else if trimmed(expected) == trimmed(actual) {
        Some(match expected.ends_with(b"\n") {
            true => {
                "they differ only in the final newline: the .out ends with one, the output does not"
            }
            false => {
                "they differ only in the final newline: the output ends with one, the .out does not"
            }
        })
    } else {
        None
    }
}

/// Why another problem's sample got `verdict`: past a limit, or neither an answer nor a clean
/// error.
pub fn foreign_failure(verdict: Verdict, output: &Output) -> String {
    if output.stopped.is_some() {
        return format!("  {verdict}: {}", output.status());
    }
    format!(
        "  {verdict}: {}, neither an answer nor a clean error:\n{}",
        output.status(),
        block(&visible(&output.stderr), "      ").trim_end()
    )
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    use crate::process::Output;

    fn output(code: i32, stdout: &[u8], stderr: &[u8]) -> Output {
        Output::exited(code, stdout, stderr)
    }

    #[test]
    fn an_own_sample_must_match_byte_for_byte_within_the_limits() {
        assert_eq!(own_verdict(b"W\n", &output(0, b"W\n", b"")), Verdict::Ac);
        let wrong = output(0, b"W \r\n", b"");
        assert_eq!(own_verdict(b"W\n", &wrong), Verdict::Wa);
        assert_eq!(
            own_failure(Verdict::Wa, b"W\n", &wrong),
            "  WA: exit 0, output differs from the .out:
    expected (2 bytes):
      │W⏎
    actual (4 bytes):
      │W·␍⏎"
        );
        assert_eq!(
            own_failure(Verdict::Wa, b"W\n", &output(0, b"W", b"")).lines().last(),
            Some(
                "    they differ only in the final newline: the .out ends with one, the output \
                 does not"
            )
        );
        assert!(own_failure(Verdict::Wa, b"W\nD\n", &output(0, b"W\r\nD\r\n", b""))
            .ends_with("they differ only in carriage returns (CR, `\\r`): write `\\n` alone at each line's end"));
        let error = output(1, b"W\n", b"error: x\n");
        assert_eq!(own_verdict(b"W\n", &error), Verdict::Re);
        assert!(own_failure(Verdict::Re, b"W\n", &error).contains("stderr"));
        let mut slow = output(0, b"W\n", b"");
        slow.stopped = Some(Stop::Time(Duration::from_secs(1)));
        assert_eq!(own_verdict(b"W\n", &slow), Verdict::Tle);
        let mut hungry = output(0, b"W\n", b"");
        hungry.stopped = Some(Stop::Memory(1 << 20));
        assert_eq!(own_verdict(b"W\n", &hungry), Verdict::Mle);
        assert_eq!(
            own_failure(Verdict::Mle, b"W\n", &hungry),
            "  MLE: over the 1 MiB memory limit with the expected output"
        );
    }

    #[test]
    fn another_problems_sample_needs_an_answer_or_a_clean_error() {
        assert_eq!(foreign_verdict(&output(0, b"1\n", b"")), Verdict::Ac);
        let clean = output(1, b"", b"error: line 1, column 1: found `X`\n");
        assert_eq!(foreign_verdict(&clean), Verdict::Ac);
        let panic = output(101, b"", b"thread 'main' panicked at src/lib.rs:1:1:\noops\n");
        assert_eq!(foreign_verdict(&panic), Verdict::Re);
        assert!(foreign_failure(Verdict::Re, &panic).starts_with("  RE: exit 101, neither"));
        assert_eq!(foreign_verdict(&output(1, b"", b"error: a\nerror: b\n")), Verdict::Re);
        let mut slow = output(0, b"", b"");
        slow.stopped = Some(Stop::Time(Duration::from_secs(1)));
        assert_eq!(foreign_verdict(&slow), Verdict::Tle);
    }
}
