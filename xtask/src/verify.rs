//! `cargo xtask verify`: everything about every problem, in one run.
//!
//! 1. builds the release binaries;
//! 2. runs every sample through every binary ([`crate::samples`]): a binary's own samples must
//!    match their `.out` byte for byte, other problems' samples must give an answer or a clean
//!    error; each run is an insta snapshot in `tests/snapshots/`;
//! 3. bundles each problem into `<target>/submit/<crate>.rs` ([`crate::bundle`]); the
//!    bundler's warnings (unused imports of `ttt-core`, a bundle over 64 KiB) are shown;
//! 4. compiles each bundle as the judge does ([`crate::judge_compile`]) and runs the problem's
//!    samples through it: it must answer exactly as the workspace binary;
//! 5. checks each bundle against Rust 1.73 ([`crate::msrv`]): the syntax walk and clippy's
//!    `incompatible_msrv`;
//! 6. prints one table and, below it, every failure and warning. Whatever the compiler, clippy
//!    or the Rust 1.73 check says about a line of a bundle names the crate source it came from.

use std::path::Path;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Result;

use crate::bundle::{self, Bundle, WARN_SIZE};
use crate::cargo;
use crate::judge_compile;
use crate::msrv;
use crate::problems::{Problem, Sample, Workspace};
use crate::samples::{self, Run};
use crate::table::{expected_actual, kib, render, seconds};

/// The outcome of one check that may not have run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// It passed.
    Ok,
    /// It failed, in the way the text says (`error`, `differs`, `syntax`, `clippy`).
    Failed(&'static str),
    /// It could not run, because an earlier step failed.
    Skipped,
}

impl Check {
    fn cell(self) -> String {
        match self {
            Check::Ok => "ok".to_owned(),
            Check::Failed(what) => what.to_owned(),
            Check::Skipped => "-".to_owned(),
        }
    }
}

/// Everything verify found about one problem.
#[derive(Clone, Debug)]
pub struct ProblemReport {
    /// The problem's crate name.
    pub problem: String,
    /// Its own samples that passed, of how many.
    pub own: (usize, usize),
    /// Other problems' samples its binary got through cleanly, of how many.
    pub others: (usize, usize),
    /// The bundle's size, when it was made.
    pub bundle_bytes: Option<usize>,
    /// Did the bundle compile as the judge compiles it, and answer like the workspace binary.
    pub compiled: Check,
    /// Did the bundle pass the Rust 1.73 checks.
    pub msrv: Check,
    /// How long its checks took.
    pub time: Duration,
    /// What failed, one entry per failure, ready to print.
    pub failures: Vec<String>,
    /// What the bundler warns about, ready to print; not failures.
    pub warnings: Vec<String>,
    /// The snapshots of its runs that are new or differ, by name.
    pub snapshots: Vec<String>,
}

impl ProblemReport {
    /// Did everything pass.
    pub fn passed(&self) -> bool {
        self.failures.is_empty() && self.snapshots.is_empty()
    }
}

/// Everything verify found.
#[derive(Clone, Debug)]
pub struct Report {
    /// How long the release build took.
    pub build_time: Duration,
    /// One report per problem checked.
    pub problems: Vec<ProblemReport>,
}

impl Report {
    /// Did every check of every problem pass.
    pub fn passed(&self) -> bool {
        self.problems.iter().all(ProblemReport::passed)
    }

    /// The table, then every failure.
    pub fn render(&self) -> String {
        let rows: Vec<Vec<String>> = self
            .problems
            .iter()
            .map(|p| {
                vec![
                    p.problem.clone(),
                    format!("{}/{}", p.own.0, p.own.1),
                    format!("{}/{}", p.others.0, p.others.1),
                    match p.bundle_bytes {
                        Some(bytes) if bytes > WARN_SIZE => format!("{} (big)", kib(bytes)),
                        Some(bytes) => kib(bytes),
                        None => "error".to_owned(),
                    },
                    p.compiled.cell(),
                    p.msrv.cell(),
                    seconds(p.time),
                ]
            })
            .collect();
        let mut out = format!("built release binaries in {}\n\n", seconds(self.build_time));
        out.push_str(&render(
            &["problem", "samples", "others", "bundle", "compiled", "rust 1.73", "time"],
            &rows,
        ));
        for problem in self.problems.iter().filter(|p| !p.warnings.is_empty()) {
            out.push_str(&format!("\n{} warnings:\n", problem.problem));
            for warning in &problem.warnings {
                out.push_str(warning.trim_end());
                out.push('\n');
            }
        }
        for problem in self.problems.iter().filter(|p| !p.passed()) {
            out.push_str(&format!("\n{} failed:\n", problem.problem));
            for failure in &problem.failures {
                out.push_str(failure.trim_end());
                out.push('\n');
            }
            if !problem.snapshots.is_empty() {
                let what = if samples::insta_is_ci() {
                    "missing or changed (under CI nothing is written)"
                } else {
                    "new or changed, written as tests/snapshots/<name>.snap.new for review"
                };
                out.push_str(&format!("{} snapshots {what}:\n", problem.snapshots.len()));
                for line in wrap(&problem.snapshots, 96) {
                    out.push_str(&format!("  {line}\n"));
                }
            }
        }
        if self.problems.iter().any(|p| !p.snapshots.is_empty()) && !samples::insta_is_ci() {
            out.push_str(
                "\nReview each .snap.new, then accept it: `cargo insta accept`, or rename it to .snap,\n\
                 or rerun with INSTA_UPDATE=always and review `git diff tests/snapshots`.\n",
            );
        }
        let failed = self.problems.iter().filter(|p| !p.passed()).count();
        out.push('\n');
        if failed == 0 {
            out.push_str(&format!("verify: all {} problems passed\n", self.problems.len()));
        } else {
            out.push_str(&format!("verify: {failed} of {} problems failed\n", self.problems.len()));
        }
        out
    }
}

/// Verifies `only` that problem, or every problem. Every binary meets every problem's samples
/// either way.
///
/// # Errors
/// When the workspace cannot be read or built; a failed check is not an error but part of the
/// report.
pub fn verify(workspace: &Workspace, only: Option<&str>) -> Result<Report> {
    let all = workspace.problems()?;
    let checked: Vec<Problem> = match only {
        Some(name) => vec![workspace.problem(name)?],
        None => all.clone(),
    };
    let samples: Vec<Sample> = all.iter().flat_map(|p| p.samples.clone()).collect();
    let target_dir = cargo::target_dir(workspace)?;
    let started = Instant::now();
    cargo::build_release(workspace, &checked)?;
    let build_time = started.elapsed();
    let submit_dir = bundle::submit_dir(&target_dir);
    let problems = thread::scope(|scope| {
        let handles: Vec<_> = checked
            .iter()
            .map(|problem| {
                let binary = cargo::release_binary(&target_dir, problem);
                let (samples, submit_dir) = (&samples, &submit_dir);
                scope.spawn(move || check_problem(workspace, problem, &binary, samples, submit_dir))
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| {
                handle.join().unwrap_or_else(|_| Err(anyhow::anyhow!("a check panicked")))
            })
            .collect::<Result<Vec<_>>>()
    })?;
    Ok(Report { build_time, problems })
}

fn check_problem(
    workspace: &Workspace,
    problem: &Problem,
    binary: &Path,
    samples: &[Sample],
    submit_dir: &Path,
) -> Result<ProblemReport> {
    let started = Instant::now();
    let mut failures = Vec::new();
    let mut runs = Vec::new();
    let mut snapshots = Vec::new();
    for sample in samples {
        let run = samples::check(workspace, &problem.name, binary, sample)?;
        if let Some(why) = &run.failure {
            failures.push(format!(
                "{} < {}:\n{why}",
                problem.name,
                workspace.display(&sample.input)
            ));
        }
        if !run.snapshot_matches {
            snapshots.push(run.snapshot_name());
        }
        runs.push(run);
    }
    let count = |own: bool| {
        let mine: Vec<&Run> = runs.iter().filter(|run| run.own() == own).collect();
        let passed = mine.iter().filter(|run| run.failure.is_none() && run.snapshot_matches);
        (passed.count(), mine.len())
    };
    let (own, others) = (count(true), count(false));

    let (mut bundle_bytes, mut compiled, mut msrv_check) = (None, Check::Skipped, Check::Skipped);
    let mut warnings = Vec::new();
    match bundle::write(workspace, problem, submit_dir) {
        Err(error) => failures.push(format!("bundle: {error:#}")),
        Ok((bundle, path)) => {
            let shown = workspace.display(&path);
            bundle_bytes = Some(bundle.len());
            warnings.extend(bundle.warnings.iter().cloned());
            compiled = judge_check(&bundle, &runs, &shown, &mut failures)?;
            msrv_check = msrv_check_of(&bundle, &shown, &mut failures)?;
        }
    }
    Ok(ProblemReport {
        problem: problem.name.clone(),
        own,
        others,
        bundle_bytes,
        compiled,
        msrv: msrv_check,
        time: started.elapsed(),
        failures,
        warnings,
        snapshots,
    })
}

/// `words` joined by spaces into lines of at most `width` characters.
fn wrap(words: &[String], width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in words {
        let line = lines.last_mut().expect("never empty");
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(word.clone());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

/// Compiles the bundle as the judge does and runs the problem's own samples through it.
fn judge_check(
    bundle: &Bundle,
    runs: &[Run],
    shown: &str,
    failures: &mut Vec<String>,
) -> Result<Check> {
    let compiled = match judge_compile::compile(&bundle.source)? {
        Ok(compiled) => compiled,
        Err(stderr) => {
            failures.push(format!(
                "judge compile: `rustc --edition 2021 -O` rejects {shown}:\n{}",
                bundle.annotate(stderr.trim_end(), "Main.rs")
            ));
            return Ok(Check::Failed("error"));
        }
    };
    let mut check = Check::Ok;
    for run in runs.iter().filter(|run| run.own()) {
        let judged = samples::run(compiled.binary(), &run.sample)?;
        if judged != run.output {
            check = Check::Failed("differs");
            let mut why = format!(
                "judge binary < {}: answers unlike the workspace binary ({} against {}):\n",
                run.sample.label(),
                judged.status(),
                run.output.status()
            );
            why.push_str(&expected_actual(&run.output.stdout, &judged.stdout));
            if judged.stderr != run.output.stderr {
                why.push_str("  stderr:\n");
                why.push_str(&expected_actual(&run.output.stderr, &judged.stderr));
            }
            failures.push(why);
        }
    }
    Ok(check)
}

/// The Rust 1.73 checks of a bundle.
fn msrv_check_of(bundle: &Bundle, shown: &str, failures: &mut Vec<String>) -> Result<Check> {
    let findings = msrv::syntax(&bundle.source)?;
    for finding in &findings {
        let text = format!("{shown}:{finding}");
        failures.push(format!("rust {}: {}", msrv::MSRV, bundle.annotate(&text, shown)));
    }
    let clippy = msrv::clippy(&bundle.source)?;
    if !clippy.clean {
        failures.push(format!(
            "rust {}: clippy's incompatible_msrv on {shown}:\n{}",
            msrv::MSRV,
            bundle.annotate(&clippy.errors, "src/main.rs")
        ));
    }
    Ok(match (findings.is_empty(), clippy.clean) {
        (true, true) => Check::Ok,
        (false, true) => Check::Failed("syntax"),
        (true, false) => Check::Failed("clippy"),
        (false, false) => Check::Failed("syntax, clippy"),
    })
}
