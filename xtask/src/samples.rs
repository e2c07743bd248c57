//! The judge's word for a binary's run on a sample (verify runs them), and why it is not AC.
//!
//! - A problem's own samples, run by its binary or its bundle: AC (exit 0, stdout the `.out`
//!   byte for byte, within the limits), WA (another answer), TLE (past the time limit), MLE
//!   (past the memory limit), RE (a non-zero exit, a panic, a signal). A problem with a
//!   checker ([`crate::checker`]) has its answer judged by it instead of byte for byte: WA or PE
//!   as it says, FAIL when the checker itself fails. A bundle that does not compile is CE,
//!   decided in [`crate::verify`].
//! - Another problem's samples, run by a binary: `ok` when it answers or fails cleanly (exit 1,
//!   one `error: ` line on stderr), else RE; TLE and MLE as above.
//!
//! The limits are those of the binary's problem, from its judge profile.

use std::fmt;

use crate::checker::Judgement;
use crate::problems::Sample;
use crate::process::{Output, Stop};
use crate::table::{block, expected_actual, visible};

/// The judge's word for a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Accepted: the right answer within the limits (for another problem's sample: an answer
    /// or a clean error).
    Ac,
    /// Wrong answer.
    Wa,
    /// Presentation error: a testlib checker's exit 2.
    Pe,
    /// The checker failed: it crashed, ran too long, or exited as its protocol does not allow.
    Fail,
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
    /// Runtime error: a non-zero exit, a panic or a signal.
    Re,
    /// Compile error: the bundle does not compile as the judge compiles it.
    Ce,
}

impl fmt::Display for Verdict {
    /// The judge's abbreviation, which each variant is named after: `AC`, `WA`, `TLE`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format!("{self:?}").to_uppercase())
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

/// The verdict of a run on an own sample whose answer got `answer` (AC, WA, PE or FAIL).
pub fn own_verdict(output: &Output, answer: Verdict) -> Verdict {
    match limit_verdict(output) {
        Some(verdict) => verdict,
        None if output.code != Some(0) => Verdict::Re,
        None => answer,
    }
}

/// The verdict of a run on another problem's sample (module doc): AC, RE, TLE or MLE.
pub fn foreign_verdict(output: &Output) -> Verdict {
    let stderr = String::from_utf8_lossy(&output.stderr);
    let clean_error = output.code == Some(1)
        && stderr.starts_with("error: ")
        && stderr.trim_end().lines().count() == 1;
    match limit_verdict(output) {
        Some(verdict) => verdict,
        None if output.code == Some(0) || clean_error => Verdict::Ac,
        None => Verdict::Re,
    }
}

/// One sample through one binary.
#[derive(Clone, Debug)]
pub struct Run {
    /// The binary's problem.
    pub binary: String,
    pub sample: Sample,
    /// What the binary did.
    pub output: Output,
    pub verdict: Verdict,
    /// Why it is not AC, ready to print.
    pub failure: Option<String>,
    /// The word of the problem's checker on its answer, when it has one and judged it.
    pub checked: Option<Judgement>,
}

impl Run {
    /// Is the sample the binary's own.
    pub fn own(&self) -> bool {
        self.binary == self.sample.problem
    }
}

/// Why an own sample got `verdict`: how it ended, its output against the `.out`, its stderr.
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
    why.push_str(&stderr_block(output));
    why.trim_end().to_owned()
}

/// What a checker said, under a line of its own; nothing when it said nothing.
pub fn checker_block(message: &str) -> String {
    match message.is_empty() {
        true => String::new(),
        false => format!("\n    checker:\n{}", block(message, "      ").trim_end()),
    }
}

/// `output`'s stderr, shown under a line of its own; nothing when it wrote none.
pub fn stderr_block(output: &Output) -> String {
    match output.stderr.is_empty() {
        true => String::new(),
        false => format!("    stderr:\n{}", block(&visible(&output.stderr), "      ")),
    }
}

/// When `actual` differs from `expected` only in line ends, that in words: the final newline,
/// or carriage returns (CR), which the judge compares as bytes too.
fn only_line_ends(expected: &[u8], actual: &[u8]) -> Option<String> {
    let without_cr =
        |bytes: &[u8]| bytes.iter().copied().filter(|b| *b != b'\r').collect::<Vec<_>>();
    let trimmed = |bytes: &[u8]| bytes.strip_suffix(b"\n").unwrap_or(bytes).to_vec();
    let (ends, lacks) =
        if expected.ends_with(b"\n") { (".out", "output") } else { ("output", ".out") };
    if without_cr(expected) == without_cr(actual) {
        let fix = "write `\\n` alone at each line's end";
        Some(format!("they differ only in carriage returns (CR, `\\r`): {fix}"))
    } else if trimmed(expected) == trimmed(actual) {
        Some(format!(
            "they differ only in the final newline: the {ends} ends with one, the {lacks} does not"
        ))
    } else {
        None
    }
}

/// Why another problem's sample got `verdict`: past a limit, or no answer nor clean error.
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

    fn output(code: i32, stdout: &[u8], stderr: &[u8]) -> Output {
        Output::exited(code, stdout, stderr)
    }

    /// The verdict of `output` on a sample whose `.out` is `W\n`.
    fn verdict(output: &Output) -> Verdict {
        own_verdict(output, if output.stdout == b"W\n" { Verdict::Ac } else { Verdict::Wa })
    }

    #[test]
    fn an_own_sample_must_match_byte_for_byte_within_the_limits() {
        assert_eq!(verdict(&output(0, b"W\n", b"")), Verdict::Ac);
        let wrong = output(0, b"W \r\n", b"");
        assert_eq!(verdict(&wrong), Verdict::Wa);
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
        assert_eq!(verdict(&error), Verdict::Re);
        assert!(own_failure(Verdict::Re, b"W\n", &error).contains("stderr"));
        let slow = Output { stopped: Some(Stop::Time(Duration::from_secs(1))), ..error.clone() };
        assert_eq!(verdict(&slow), Verdict::Tle);
        let hungry = Output { stopped: Some(Stop::Memory(1 << 20)), ..output(0, b"W\n", b"") };
        assert_eq!(verdict(&hungry), Verdict::Mle);
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
        let slow = Output { stopped: Some(Stop::Time(Duration::from_secs(1))), ..clean };
        assert_eq!(foreign_verdict(&slow), Verdict::Tle);
    }
}
