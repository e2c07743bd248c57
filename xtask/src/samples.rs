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
    /// Why the run fails, if it does.
    pub failure: Option<String>,
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
    let mut run = Run { binary: problem.to_owned(), sample: sample.clone(), output, failure: None };
    let mut failures = Vec::new();
    if run.own() {
        let expected = std::fs::read(&sample.output)
            .with_context(|| format!("cannot read {}", sample.output.display()))?;
        if let Some(why) = own_failure(&expected, &run.output) {
            failures.push(why);
        }
    } else if let Some(why) = foreign_failure(&run.output) {
        failures.push(why);
    }
    let input = workspace.display(&sample.input);
    let description = format!("{} < {input}", run.binary);
    if let Err(why) =
        snapshot(workspace, &run.snapshot_name(), &description, &input, &snapshot_text(&run.output))
    {
        failures.push(why);
    }
    if !failures.is_empty() {
        run.failure = Some(failures.join("\n"));
    }
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

/// Asserts the snapshot `name` in `tests/snapshots/` through insta, turning insta's panic into
/// an error that says what to do.
fn snapshot(
    workspace: &Workspace,
    name: &str,
    description: &str,
    input: &str,
    text: &str,
) -> std::result::Result<(), String> {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(workspace.snapshot_dir());
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_description(description);
    settings.set_input_file(input);
    let asserted = std::panic::catch_unwind(AssertUnwindSafe(|| {
        settings.bind(|| insta::assert_snapshot!(name.to_owned(), text));
    }));
    asserted.map_err(|_| {
        let file = workspace.display(&workspace.snapshot_dir().join(format!("{name}.snap")));
        if insta_is_ci() {
            format!("  snapshot {file} is missing or differs (not written under CI)")
        } else {
            format!(
                "  snapshot {file} is new or differs: review {file}.new and accept it (see README)"
            )
        }
    })
}

/// Does insta consider this a CI run (it then writes no snapshot).
fn insta_is_ci() -> bool {
    match std::env::var("CI").ok().as_deref() {
        Some("false" | "0" | "") => false,
        None => std::env::var("TF_BUILD").is_ok(),
        Some(_) => true,
    }
}
