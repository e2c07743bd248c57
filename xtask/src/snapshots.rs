//! The recorded sample runs in `tests/snapshots/`: one insta snapshot per binary and sample
//! problem, `<binary>__<sample problem>.snap`, holding every run of that binary on that
//! problem's samples in order (exit status, stdout, stderr), so a new problem adds few files to
//! review, each a page.
//!
//! The runs go through insta's own assertion, from `cargo xtask verify` and `cargo test` alike:
//! outside CI a snapshot that is new or changed is written beside the old as `.snap.new` for
//! review; with `CI=true` nothing is written and it counts as a failure; with
//! `INSTA_UPDATE=always` it is accepted in place. [`accept`] accepts every pending one and
//! removes the stale, without cargo-insta.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};

use anyhow::{anyhow, Context as _, Result};

use crate::problems::Workspace;
use crate::process::Output;
use crate::samples::Run;

/// How a snapshot differs from the one recorded: none was recorded yet, or it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    New,
    Changed,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format!("{self:?}").to_lowercase())
    }
}

/// The snapshot's name for `binary` on `sample_problem`'s samples.
pub fn name(binary: &str, sample_problem: &str) -> String {
    format!("{binary}__{sample_problem}")
}

/// The snapshots of `runs` that are new or changed, by name.
pub fn check(workspace: &Workspace, runs: &[Run]) -> Vec<(String, Status)> {
    let mut texts: BTreeMap<(&str, &str), Vec<String>> = BTreeMap::new();
    for run in runs {
        let input = workspace.display(&run.sample.input).replace('\\', "/");
        let mut text = format!("{} < {input}\n{}", run.binary, run_text(&run.output));
        if let Some(checked) = &run.checked {
            text.push_str(&format!("--- checker: {}\n{}\n", checked.verdict, checked.message));
        }
        texts.entry((&run.binary, &run.sample.problem)).or_default().push(text);
    }
    let mut differ = Vec::new();
    for ((binary, problem), texts) in texts {
        let name = name(binary, problem);
        let recorded = workspace.snapshot_dir().join(format!("{name}.snap")).is_file();
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(workspace.snapshot_dir());
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        settings.set_description(format!("{binary} on the samples of {problem}"));
        settings.set_input_file(format!("samples/{problem}"));
        // insta panics when it is new or differs, having written `<name>.snap.new` (not in CI).
        let text = texts.join("\n");
        let assert = || settings.bind(|| insta::assert_snapshot!(name.clone(), text));
        if std::panic::catch_unwind(AssertUnwindSafe(assert)).is_err() {
            differ.push((name, if recorded { Status::Changed } else { Status::New }));
        }
    }
    differ
}

/// A run as its snapshot holds it: exit status, then stdout and stderr with their sizes,
/// stderr without thread ids ([`redact_thread_ids`], size included).
pub fn run_text(output: &Output) -> String {
    let stderr = redact_thread_ids(&String::from_utf8_lossy(&output.stderr));
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
        stderr.len(),
        text(stderr.as_bytes())
    )
}

/// `thread 'main' (12345) panicked at` as `thread 'main' panicked at`: Rust 1.88 and later put
/// the OS thread id, which differs every run, in panic and stack overflow messages.
pub fn redact_thread_ids(text: &str) -> String {
    let mut pieces = text.split("thread '");
    let mut out = pieces.next().unwrap_or_default().to_owned();
    for piece in pieces {
        out.push_str("thread '");
        // `main' (12345) panicked`: the name, its closing quote, then the id.
        let redacted = piece.split_once('\'').and_then(|(name, rest)| {
            let (digits, after) = rest.strip_prefix(" (")?.split_once(')')?;
            let id = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
            id.then(|| format!("{name}'{after}"))
        });
        out.push_str(redacted.as_deref().unwrap_or(piece));
    }
    out
}

/// Does insta consider this a CI run (it then writes no snapshot).
pub fn insta_is_ci() -> bool {
    match std::env::var("CI").ok().as_deref() {
        Some("false" | "0" | "") => false,
        None => std::env::var("TF_BUILD").is_ok(),
        Some(_) => true,
    }
}

/// The recorded snapshots, by name, that a full verify (each binary on each sample) writes no more.
///
/// # Errors
/// When the folder or the problems cannot be read.
pub fn stale(workspace: &Workspace) -> Result<Vec<String>> {
    let problems = workspace.problems()?;
    let samples = problems.iter().filter(|problem| !problem.samples.is_empty());
    let expected: BTreeSet<String> = samples
        .flat_map(|samples| problems.iter().map(|binary| name(&binary.name, &samples.name)))
        .collect();
    let names = files(workspace, ".snap")?.into_iter().map(|(name, _)| name);
    Ok(names.filter(|name| !expected.contains(name)).collect())
}

/// What [`accept`] did: the snapshots accepted and the stale ones removed, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Accepted {
    pub accepted: Vec<String>,
    pub removed: Vec<String>,
}

/// Accepts every pending snapshot (its `.snap.new` becomes the `.snap`, as `cargo insta
/// accept` writes it) and removes every stale one.
///
/// # Errors
/// When a snapshot cannot be read, written or removed.
pub fn accept(workspace: &Workspace) -> Result<Accepted> {
    let cannot = |what: &str, path: &Path| format!("cannot {what} {}", workspace.display(path));
    let remove = |path: &Path| std::fs::remove_file(path).with_context(|| cannot("remove", path));
    let mut done = Accepted::default();
    for (name, path) in files(workspace, ".snap.new")? {
        let target = path.with_file_name(format!("{name}.snap"));
        let snapshot = insta::Snapshot::from_file(&path).map_err(|error| anyhow!("{error}"));
        // What cargo-insta does on accept: the file without the `.snap.new`-only metadata.
        let saved = snapshot.with_context(|| cannot("read", &path))?.save(&target);
        saved.map_err(|error| anyhow!("{error}")).with_context(|| cannot("write", &target))?;
        remove(&path)?;
        done.accepted.push(name);
    }
    for name in stale(workspace)? {
        remove(&workspace.snapshot_dir().join(format!("{name}.snap")))?;
        done.removed.push(name);
    }
    Ok(done)
}

/// The files of `tests/snapshots/` ending in `suffix`, by name without it, sorted.
fn files(workspace: &Workspace, suffix: &str) -> Result<Vec<(String, PathBuf)>> {
    let dir = workspace.snapshot_dir();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Ok(Vec::new());
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry.with_context(|| format!("cannot read {}", dir.display()))?.path();
        let file = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        // `x.snap.new` does not end in `.snap`, so each suffix finds only its own files.
        if let Some(name) = file.strip_suffix(suffix) {
            found.push((name.to_owned(), path.clone()));
        }
    }
    found.sort();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_shows_status_sizes_and_a_missing_newline_and_no_thread_id() {
        assert_eq!(
            run_text(&Output::exited(0, b"190", b"")),
            "status: exit 0\n--- stdout (3 bytes)\n190\n(no newline at the end)\n--- stderr (0 bytes)\n"
        );
        let overflow = b"\nthread 'main' (8376) has overflowed its stack\nfatal runtime error: stack overflow\n";
        let output = Output { code: None, signal: Some(6), ..Output::exited(0, b"", overflow) };
        assert_eq!(
            run_text(&output),
            "status: killed by signal 6\n--- stdout (0 bytes)\n--- stderr (76 bytes)\n\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n"
        );
        for (text, redacted) in [
            (
                "thread 'main' (26775) panicked at src/main.rs:2:5:",
                "thread 'main' panicked at src/main.rs:2:5:",
            ),
            (
                "thread 'main' panicked at src/main.rs:2:5:",
                "thread 'main' panicked at src/main.rs:2:5:",
            ),
            (
                "thread '<unnamed>' (7) panicked; thread 'a b' (x) stays",
                "thread '<unnamed>' panicked; thread 'a b' (x) stays",
            ),
            ("no thread 'here", "no thread 'here"),
        ] {
            assert_eq!(redact_thread_ids(text), redacted);
        }
    }
}
