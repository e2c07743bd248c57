//! Every sample through a binary: a problem's own samples must give the `.out` byte for byte,
//! another problem's samples a clean error or an answer, never a panic. Each run is an insta
//! snapshot in `tests/snapshots/`.
//!
//! The snapshots go through insta's own assertion, called from here by both `cargo xtask verify`
//! and `cargo test`, so both behave as insta does in a test: outside CI a new or changed
//! snapshot is written next to the old one as `.snap.new` for review and counts as a failure;
//! with `CI=true` nothing is written and it fails; with `INSTA_UPDATE=always` it is accepted in
//! place.

use std::panic::AssertUnwindSafe;
use std::path::Path;
use std::process::Command;

use anyhow::{Context as _, Result};

use crate::problems::{Sample, Workspace};
use crate::process::{self, Output};
use crate::table::{block, expected_actual, visible};

/// One sample through one binary.
#[derive(Clone, Debug)]
pub struct Run {
    /// The binary's problem.
    pub binary: String,
    /// The sample.
    pub sample: Sample,
    /// What the binary did.
    pub output: Output,
    /// Why the run fails, if it does (its snapshot aside).
    pub failure: Option<String>,
    /// Did its snapshot match the one in `tests/snapshots/`.
    pub snapshot_matches: bool,
}

impl Run {
    /// Is the sample the binary's own.
    pub fn own(&self) -> bool {
        self.binary == self.sample.problem
    }

    /// The snapshot's name: `<binary>__<sample problem>__<sample>`.
    pub fn snapshot_name(&self) -> String {
        format!("{}__{}__{}", self.binary, self.sample.problem, self.sample.name)
    }
}

/// Runs `binary` (the program of problem `problem`) on `sample`.
///
/// # Errors
/// When the sample cannot be read or the binary cannot be started.
pub fn run(binary: &Path, sample: &Sample) -> Result<Output> {
    let input = std::fs::read(&sample.input)
        .with_context(|| format!("cannot read {}", sample.input.display()))?;
    process::run(&mut Command::new(binary), &input, process::SAMPLE_TIMEOUT)
}

/// Runs `binary` of `problem` on `sample`, judges the run and checks its snapshot.
///
/// # Errors
/// When the sample or its expected output cannot be read or the binary cannot be started.
pub fn check(workspace: &Workspace, problem: &str, binary: &Path, sample: &Sample) -> Result<Run> {
    let output = run(binary, sample)?;
    let mut run = Run {
        binary: problem.to_owned(),
        sample: sample.clone(),
        output,
        failure: None,
        snapshot_matches: false,
    };
    run.failure = if run.own() {
        let expected = std::fs::read(&sample.output)
            .with_context(|| format!("cannot read {}", sample.output.display()))?;
        own_failure(&expected, &run.output)
    } else {
        foreign_failure(&run.output)
    };
    let input = workspace.display(&sample.input);
    let description = format!("{} < {input}", run.binary);
    let text = snapshot_text(&run.output);
    run.snapshot_matches = snapshot(workspace, &run.snapshot_name(), &description, &input, &text);
    Ok(run)
}

/// Why a problem's own sample failed: not exit 0, or stdout not the expected bytes.
pub fn own_failure(expected: &[u8], output: &Output) -> Option<String> {
    if output.success() && output.stdout == expected {
        return None;
    }
    let mut why = format!("  {}, output differs from the .out:\n", output.status());
    if output.stdout == expected {
        why = format!("  {} with the expected output\n", output.status());
    } else {
        why.push_str(&expected_actual(expected, &output.stdout));
    }
    if !output.stderr.is_empty() {
        why.push_str("    stderr:\n");
        why.push_str(&block(&visible(&output.stderr), "      "));
    }
    Some(why.trim_end().to_owned())
}

/// Why another problem's sample failed: anything but an answer (exit 0) or a clean error
/// (exit 1, one `error: ` line on stderr, no panic).
pub fn foreign_failure(output: &Output) -> Option<String> {
    let stderr = String::from_utf8_lossy(&output.stderr);
    let clean_error = output.code == Some(1)
        && !output.timed_out
        && stderr.starts_with("error: ")
        && stderr.trim_end().lines().count() == 1;
    if output.success() || clean_error {
        return None;
    }
    Some(format!(
        "  {}, neither an answer nor a clean error:\n{}",
        output.status(),
        block(&visible(&output.stderr), "      ").trim_end()
    ))
}

/// A run as its snapshot holds it: exit status, then stdout and stderr with their sizes.
pub fn snapshot_text(output: &Output) -> String {
    let text = |bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes);
        if text.is_empty() || text.ends_with('\n') {
            text.into_owned()
        } else {
            format!("{text}\n(no newline at the end)\n")
        }
    };
    format!(
        "status: {}\n--- stdout ({} bytes)\n{}--- stderr ({} bytes)\n{}",
        output.status(),
        output.stdout.len(),
        text(&output.stdout),
        output.stderr.len(),
        text(&output.stderr)
    )
}

/// Asserts the snapshot `name` in `tests/snapshots/` through insta: `false` when it is new or
/// differs (insta has then written `<name>.snap.new`, unless this is CI).
fn snapshot(workspace: &Workspace, name: &str, description: &str, input: &str, text: &str) -> bool {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(workspace.snapshot_dir());
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_description(description);
    settings.set_input_file(input);
    std::panic::catch_unwind(AssertUnwindSafe(|| {
        settings.bind(|| insta::assert_snapshot!(name.to_owned(), text));
    }))
    .is_ok()
}

/// Does insta consider this a CI run (it then writes no snapshot).
pub fn insta_is_ci() -> bool {
    match std::env::var("CI").ok().as_deref() {
        Some("false" | "0" | "") => false,
        None => std::env::var("TF_BUILD").is_ok(),
        Some(_) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn output(code: i32, stdout: &[u8], stderr: &[u8]) -> Output {
        Output {
            code: Some(code),
            timed_out: false,
            stdout: stdout.to_vec(),
            stderr: stderr.to_vec(),
        }
    }

    #[test]
    fn an_own_sample_must_match_byte_for_byte() {
        assert_eq!(own_failure(b"W\n", &output(0, b"W\n", b"")), None);
        assert_eq!(
            own_failure(b"W\n", &output(0, b"W \r\n", b"")).unwrap(),
            "  exit 0, output differs from the .out:
    expected (2 bytes):
      │W⏎
    actual (4 bytes):
      │W·␍⏎"
        );
        assert!(own_failure(b"W\n", &output(1, b"W\n", b"error: x\n")).unwrap().contains("stderr"));
    }

    #[test]
    fn another_problems_sample_needs_an_answer_or_a_clean_error() {
        assert_eq!(foreign_failure(&output(0, b"1\n", b"")), None);
        assert_eq!(foreign_failure(&output(1, b"", b"error: line 1, column 1: found `X`\n")), None);
        let panic = output(101, b"", b"thread 'main' panicked at src/lib.rs:1:1:\noops\n");
        assert!(foreign_failure(&panic).unwrap().starts_with("  exit 101, neither"));
        assert!(foreign_failure(&output(1, b"", b"error: a\nerror: b\n")).is_some());
    }

    #[test]
    fn a_snapshot_shows_status_sizes_and_a_missing_newline() {
        assert_eq!(
            snapshot_text(&output(0, b"190", b"")),
            "status: exit 0\n--- stdout (3 bytes)\n190\n(no newline at the end)\n--- stderr (0 bytes)\n"
        );
    }
}
