//! `cargo xtask verify`: every problem checked against its own judge, in one run.
//!
//! 1. reads each problem's judge profile ([`crate::profile`]) and builds the release binaries;
//! 2. runs every sample through every binary, held to the binary's problem's time and memory
//!    limits, and gives each run the judge's word ([`crate::samples`]); the runs are recorded
//!    as snapshots in `tests/snapshots/` ([`crate::snapshots`]);
//! 3. bundles each problem into `<target>/submit/<crate>.rs` ([`crate::bundle`]) and holds it
//!    to the judge's source size limit;
//! 4. compiles each bundle with the judge's command, with the judge's own rustc when it is
//!    installed, else with this one after the syntax walk and clippy at the judge's release
//!    ([`crate::judge_compile`], [`crate::msrv`]): CE when it does not compile or the walk or
//!    clippy objects; then runs the problem's samples through it, each run with its verdict;
//! 5. prints one table and, below it, every failure, then the snapshots to review.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Result;

use crate::bundle::{self, Bundle};
use crate::cargo;
use crate::judge_compile::{self, Compiler};
use crate::msrv;
use crate::problems::{Problem, Sample, Workspace};
use crate::process::{Limits, Runner};
use crate::profile::{bytes_text, Profile, UNSTATED_SOURCE_WARNING};
use crate::samples::{self, Run, Verdict};
use crate::snapshots::{self, Status};
use crate::table::{expected_actual, kib, render, seconds};

/// The exit status when every check passed and every snapshot matches.
pub const EXIT_PASSED: u8 = 0;
/// The exit status when a run's verdict is not AC or another check failed.
pub const EXIT_FAILED: u8 = 1;
/// The exit status when every check passed but snapshots wait for review (outside CI).
pub const EXIT_REVIEW: u8 = 3;

/// How verify runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Check the snapshots of the runs (tests of made-up problems leave them out).
    pub snapshots: bool,
    /// Let cargo show its progress while it builds the release binaries.
    pub show_build: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { snapshots: true, show_build: false }
    }
}

/// The outcome of the bundle's checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BundleCheck {
    /// The bundler refused the problem.
    NotMade,
    /// The bundle does not compile as the judge compiles it.
    CompileError,
    /// It compiled; the verdicts of its runs on the problem's samples.
    Ran(Vec<Verdict>),
}

/// Everything verify found about one problem.
#[derive(Clone, Debug)]
pub struct ProblemReport {
    /// The problem's crate name.
    pub problem: String,
    /// Its judge profile.
    pub profile: Profile,
    /// Which check stood for the judge's compiler: `exact 1.73` or `approx 1.73`.
    pub compile_check: String,
    /// Was that check the judge's own rustc.
    pub exact: bool,
    /// The verdicts of its binary on its own samples, in order.
    pub binary: Vec<Verdict>,
    /// The verdicts of its binary on the other problems' samples (AC: an answer or a clean
    /// error).
    pub others: Vec<Verdict>,
    /// Its bundle's checks.
    pub bundle: BundleCheck,
    /// The bundle's size, when it was made.
    pub bundle_bytes: Option<usize>,
    /// Did the judge's compiler (or the fallback) accept the bundle: `None` when no bundle.
    pub compiles: Option<bool>,
    /// The slowest run's CPU time (wall-clock time where CPU time is not measured).
    pub slowest: Duration,
    /// The largest peak memory of a run, when measured.
    pub peak_memory: Option<u64>,
    /// What failed, one entry per failure, ready to print.
    pub failures: Vec<String>,
    /// What deserves a look but fails nothing.
    pub warnings: Vec<String>,
    /// The snapshots of its runs that are new or changed, by name.
    pub snapshots: Vec<(String, Status)>,
}

impl ProblemReport {
    /// Did every check pass (snapshots aside).
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }

    /// Every verdict of this problem's runs: binary, bundle (CE counted once) and others.
    pub fn verdicts(&self) -> Vec<Verdict> {
        let mut all = self.binary.clone();
        match &self.bundle {
            BundleCheck::Ran(verdicts) => all.extend(verdicts),
            BundleCheck::CompileError => all.push(Verdict::Ce),
            BundleCheck::NotMade => {}
        }
        all.extend(&self.others);
        all
    }
}

/// Everything verify found.
#[derive(Clone, Debug)]
pub struct Report {
    /// How long the release build took.
    pub build_time: Duration,
    /// How long the whole run took.
    pub time: Duration,
    /// One report per problem checked.
    pub problems: Vec<ProblemReport>,
    /// Snapshots no run writes any more (found on a run over every problem).
    pub stale: Vec<String>,
    /// Were CPU time and memory measured.
    pub measured: bool,
}

impl Report {
    /// Did every check of every problem pass and every snapshot match.
    pub fn passed(&self) -> bool {
        self.exit_code() == EXIT_PASSED
    }

    /// Are there snapshots to review: new, changed or stale.
    pub fn to_review(&self) -> bool {
        !self.stale.is_empty() || self.problems.iter().any(|p| !p.snapshots.is_empty())
    }

    /// The exit status `cargo xtask verify` ends with: [`EXIT_PASSED`], [`EXIT_FAILED`], or
    /// [`EXIT_REVIEW`] when only snapshots wait (under CI, where nothing is written, they fail).
    pub fn exit_code(&self) -> u8 {
        let failed = self.problems.iter().any(|p| !p.passed());
        if failed || (self.to_review() && snapshots::insta_is_ci()) {
            EXIT_FAILED
        } else if self.to_review() {
            EXIT_REVIEW
        } else {
            EXIT_PASSED
        }
    }

    /// The table, the notes under it, every failure, then the snapshots to review.
    pub fn render(&self) -> String {
        let rows: Vec<Vec<String>> = self.problems.iter().map(row).collect();
        let mut out = format!("built release binaries in {}\n\n", seconds(self.build_time));
        out.push_str(&render(
            &[
                "problem",
                "judge",
                "binary",
                "bundle",
                "others",
                "size",
                "rust",
                "time",
                "memory",
                "snapshots",
            ],
            &rows,
        ));
        out.push_str(&self.notes());
        for problem in &self.problems {
            if !problem.failures.is_empty() {
                out.push_str(&format!("\n{} failed:\n", problem.problem));
                for failure in &problem.failures {
                    out.push_str(failure.trim_end());
                    out.push('\n');
                }
            }
            for warning in &problem.warnings {
                out.push_str(&format!("\nwarning: {}: {warning}\n", problem.problem));
            }
        }
        out.push_str(&self.review());
        out.push('\n');
        let failed = self.problems.iter().filter(|p| !p.passed()).count();
        let count = self.problems.len();
        let time = seconds(self.time);
        out.push_str(&match self.exit_code() {
            EXIT_PASSED => format!("verify: all {count} problems passed in {time}\n"),
            EXIT_REVIEW => format!(
                "verify: all {count} problems passed in {time}; snapshots wait for review\n"
            ),
            _ if failed == 0 => format!(
                "verify: all {count} problems passed, but snapshots differ and CI writes none\n"
            ),
            _ => format!("verify: {failed} of {count} problems failed in {time}\n"),
        });
        out
    }

    fn notes(&self) -> String {
        let mut notes = vec![
            "time: the slowest run's CPU time; memory: the largest peak resident memory; each \
             against the problem's limit"
                .to_owned(),
        ];
        if !self.measured {
            notes.push(
                "(no memory measured here: xtask-measure runs on unix only; time is wall clock)"
                    .to_owned(),
            );
        }
        if self.problems.iter().any(|p| !p.profile.assumed.is_empty()) {
            notes.push(
                "*: assumed, not found published; the problem's Cargo.toml and \
                 xtask/src/profile/judges.toml say why"
                    .to_owned(),
            );
        }
        let mut approx: Vec<String> =
            self.problems.iter().filter(|p| !p.exact).map(|p| p.profile.rust.to_string()).collect();
        approx.sort();
        approx.dedup();
        if !approx.is_empty() {
            let install: Vec<String> = approx
                .iter()
                .map(|version| format!("`rustup toolchain install {version}`"))
                .collect();
            notes.push(format!(
                "approx: the judge's rustc is not installed, so this one compiled the bundle and a \
                 syntax walk and clippy checked it against the judge's release; they miss what \
                 only its type checker rejects (README, \"Make the Rust check exact\"). To make \
                 the check exact: {}",
                install.join(", ")
            ));
        }
        let mut out = String::from("\n");
        for note in notes {
            let words: Vec<String> = note.split_whitespace().map(str::to_owned).collect();
            for line in wrap(&words, 100) {
                out.push_str(&line);
                out.push('\n');
            }
        }
        out
    }

    fn review(&self) -> String {
        let pending: Vec<String> = self
            .problems
            .iter()
            .flat_map(|p| &p.snapshots)
            .map(|(name, status)| format!("{name}.snap.new ({status})"))
            .collect();
        if pending.is_empty() && self.stale.is_empty() {
            return String::new();
        }
        let mut out = String::new();
        if !pending.is_empty() {
            if snapshots::insta_is_ci() {
                out.push_str("\nsnapshots missing or changed (under CI nothing is written):\n");
            } else {
                out.push_str("\nsnapshots to review, in tests/snapshots/:\n");
            }
            for line in wrap(&pending, 96) {
                out.push_str(&format!("  {line}\n"));
            }
        }
        if !self.stale.is_empty() {
            out.push_str("\nstale snapshots, which no run writes any more, in tests/snapshots/:\n");
            let names: Vec<String> = self.stale.iter().map(|name| format!("{name}.snap")).collect();
            for line in wrap(&names, 96) {
                out.push_str(&format!("  {line}\n"));
            }
        }
        if !snapshots::insta_is_ci() {
            out.push_str(
                "Read each .snap.new (a new one in full, a changed one against its .snap), then \
                 `cargo xtask accept`\naccepts them all and removes the stale ones.\n",
            );
        }
        out
    }
}

/// A problem's row of the table.
fn row(p: &ProblemReport) -> Vec<String> {
    let bundle = match &p.bundle {
        BundleCheck::NotMade => "error".to_owned(),
        BundleCheck::CompileError => "CE".to_owned(),
        BundleCheck::Ran(verdicts) => summary(verdicts, "AC"),
    };
    let size = match (p.bundle_bytes, p.profile.source_limit) {
        (None, _) => "-".to_owned(),
        (Some(bytes), Some(limit)) if bytes as u64 > limit => {
            format!("{} / {} (over)", kib(bytes), bytes_text(limit))
        }
        (Some(bytes), Some(limit)) => format!("{} / {}", kib(bytes), bytes_text(limit)),
        (Some(bytes), None) => kib(bytes),
    };
    // `approx 1.73* ok`: the release is marked when it is assumed, as the limits are.
    let check = format!("{}{}", p.compile_check, p.profile.mark("rust"));
    let rust = match p.compiles {
        None => "-".to_owned(),
        Some(true) => format!("{check} ok"),
        Some(false) => format!("{check} CE"),
    };
    let memory = p.peak_memory.map_or_else(|| "-".to_owned(), bytes_text);
    let snapshots = if p.snapshots.is_empty() {
        "ok".to_owned()
    } else {
        let mut counts: BTreeMap<Status, usize> = BTreeMap::new();
        for (_, status) in &p.snapshots {
            *counts.entry(*status).or_default() += 1;
        }
        counts.iter().map(|(status, n)| format!("{n} {status}")).collect::<Vec<_>>().join(", ")
    };
    vec![
        p.problem.clone(),
        p.profile.judge.clone(),
        summary(&p.binary, "AC"),
        bundle,
        summary(&p.others, "ok"),
        size,
        rust,
        format!("{} / {}", seconds_fine(p.slowest), p.profile.time_limit_text()),
        format!("{memory} / {}", p.profile.memory_limit_text()),
        snapshots,
    ]
}

/// `6/6 AC`, or `4/6 AC, 1 WA, 1 TLE`: the accepted count, then each other verdict's.
pub fn summary(verdicts: &[Verdict], accepted: &str) -> String {
    let passed = verdicts.iter().filter(|v| **v == Verdict::Ac).count();
    let mut text = format!("{passed}/{} {accepted}", verdicts.len());
    let mut others: BTreeMap<Verdict, usize> = BTreeMap::new();
    for verdict in verdicts.iter().filter(|v| **v != Verdict::Ac) {
        *others.entry(*verdict).or_default() += 1;
    }
    for (verdict, count) in others {
        text.push_str(&format!(", {count} {verdict}"));
    }
    text
}

/// A run's time: `0.003s`, `1.25s`.
fn seconds_fine(time: Duration) -> String {
    if time < Duration::from_millis(100) {
        format!("{:.3}s", time.as_secs_f64())
    } else {
        format!("{:.2}s", time.as_secs_f64())
    }
}

/// Verifies `only` that problem, or every problem. Every binary meets every problem's samples
/// either way.
///
/// # Errors
/// When the workspace cannot be read or built, or a judge profile does not read; a failed
/// check is not an error but part of the report.
pub fn verify(workspace: &Workspace, only: Option<&str>, options: Options) -> Result<Report> {
    let started = Instant::now();
    let all = workspace.problems()?;
    let checked: Vec<Problem> = match only {
        Some(name) => vec![workspace.problem(name)?],
        None => all.clone(),
    };
    let profiles: Vec<Profile> =
        checked.iter().map(|problem| Profile::load(workspace, problem)).collect::<Result<_>>()?;
    let samples: Vec<Sample> = all.iter().flat_map(|p| p.samples.clone()).collect();
    let target_dir = cargo::target_dir(workspace)?;
    let runner = Runner::new()?;
    let build_started = Instant::now();
    cargo::build_release(workspace, &checked, options.show_build)?;
    let build_time = build_started.elapsed();
    let submit_dir = bundle::submit_dir(&target_dir);
    let binaries: Vec<PathBuf> =
        checked.iter().map(|problem| cargo::release_binary(&target_dir, problem)).collect();
    let problems = thread::scope(|scope| {
        let handles: Vec<_> = checked
            .iter()
            .zip(&profiles)
            .zip(&binaries)
            .map(|((problem, profile), binary)| {
                let job = Job {
                    workspace,
                    problem,
                    profile,
                    runner: &runner,
                    binary,
                    samples: &samples,
                    submit_dir: &submit_dir,
                    options,
                };
                scope.spawn(move || job.check().map(ProblemReport::warn_near_limits))
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| {
                handle.join().unwrap_or_else(|_| Err(anyhow::anyhow!("a check panicked")))
            })
            .collect::<Result<Vec<_>>>()
    })?;
    let stale =
        if only.is_none() && options.snapshots { snapshots::stale(workspace)? } else { Vec::new() };
    Ok(Report { build_time, time: started.elapsed(), problems, stale, measured: runner.measures() })
}

/// The checks of one problem.
struct Job<'a> {
    workspace: &'a Workspace,
    problem: &'a Problem,
    profile: &'a Profile,
    runner: &'a Runner,
    binary: &'a Path,
    samples: &'a [Sample],
    submit_dir: &'a Path,
    options: Options,
}

impl Job<'_> {
    fn limits(&self) -> Limits {
        Limits {
            time: self.profile.time_limit,
            memory: self.profile.memory_limit,
            stack: self.profile.stack,
        }
    }

    fn check(&self) -> Result<ProblemReport> {
        let (workspace, problem, profile) = (self.workspace, self.problem, self.profile);
        let compiler = Compiler::find(profile);
        let mut report = ProblemReport {
            problem: problem.name.clone(),
            profile: profile.clone(),
            compile_check: match &compiler {
                Ok(compiler) => compiler.label(profile.rust),
                Err(_) => format!("exact {}", profile.rust),
            },
            exact: compiler.as_ref().map_or(true, Compiler::is_exact),
            binary: Vec::new(),
            others: Vec::new(),
            bundle: BundleCheck::NotMade,
            bundle_bytes: None,
            compiles: None,
            slowest: Duration::ZERO,
            peak_memory: None,
            failures: Vec::new(),
            warnings: Vec::new(),
            snapshots: Vec::new(),
        };
        let mut runs = Vec::new();
        for sample in self.samples {
            let run =
                samples::check(self.runner, &problem.name, self.binary, sample, self.limits())?;
            report.note_run(&run.output);
            if let Some(why) = &run.failure {
                report.failures.push(format!(
                    "{} < {}:\n{why}",
                    problem.name,
                    workspace.display(&sample.input)
                ));
            }
            if run.own() {
                report.binary.push(run.verdict);
            } else {
                report.others.push(run.verdict);
            }
            runs.push(run);
        }
        if self.options.snapshots {
            let mut by_problem: BTreeMap<&str, Vec<&Run>> = BTreeMap::new();
            for run in &runs {
                by_problem.entry(&run.sample.problem).or_default().push(run);
            }
            for (sample_problem, runs) in by_problem {
                let status = snapshots::check(workspace, &runs);
                if status != Status::Matches {
                    report.snapshots.push((snapshots::name(&problem.name, sample_problem), status));
                }
            }
        }

        let (bundle, path) = match bundle::write(workspace, problem, self.submit_dir) {
            Ok(made) => made,
            Err(error) => {
                report.failures.push(format!("bundle: {error:#}"));
                return Ok(report);
            }
        };
        let shown = workspace.display(&path);
        report.bundle_bytes = Some(bundle.len());
        report.warnings.extend(bundle.warnings.iter().cloned());
        let (failure, warning) = size_check(&bundle.source, &shown, profile);
        report.failures.extend(failure);
        report.warnings.extend(warning);
        let compiler = match compiler {
            Ok(compiler) => compiler,
            Err(error) => {
                report.failures.push(format!("rust {}: {error:#}", profile.rust));
                return Ok(report);
            }
        };
        if self.profile.os == "windows" && !self.windows_check(&bundle, &shown, &mut report)? {
            return Ok(report);
        }
        // Without the judge's rustc, the syntax walk and clippy stand in for it first: when they
        // object, the judge would not compile the bundle, so it is CE and is not run.
        if !compiler.is_exact() && !self.approx_check(&bundle, &shown, &mut report)? {
            return Ok(report);
        }
        let own: Vec<&Run> = runs.iter().filter(|run| run.own()).collect();
        self.judge_check(&bundle, &compiler, &own, &shown, &mut report)?;
        Ok(report)
    }

    /// Compiles the bundle as the judge does and runs the problem's own samples through it.
    fn judge_check(
        &self,
        bundle: &Bundle,
        compiler: &Compiler,
        own: &[&Run],
        shown: &str,
        report: &mut ProblemReport,
    ) -> Result<()> {
        let label = compiler.label(self.profile.rust);
        let compiled = match judge_compile::compile_as(&bundle.source, self.profile, compiler)? {
            Ok(compiled) => compiled,
            Err(stderr) => {
                report.compiles = Some(false);
                report.bundle = BundleCheck::CompileError;
                // Each `Main.rs:L:C` gets the crate source the line came from.
                let stderr = bundle.annotate(stderr.trim_end(), self.profile.source_file());
                report.failures.push(format!(
                    "CE ({label}): `{}` rejects {shown}:\n{stderr}",
                    self.profile.compile.join(" "),
                ));
                return Ok(());
            }
        };
        report.compiles = Some(true);
        let mut verdicts = Vec::new();
        for run in own {
            let judged = samples::check(
                self.runner,
                &self.problem.name,
                compiled.binary(),
                &run.sample,
                self.limits(),
            )?;
            report.note_run(&judged.output);
            verdicts.push(judged.verdict);
            if let Some(why) = &judged.failure {
                report.failures.push(format!("bundle < {}:\n{why}", run.sample.label()));
            }
            let (a, b) = (&run.output, &judged.output);
            let same = a.code == b.code && a.stdout == b.stdout && a.stderr == b.stderr;
            if !same && a.stopped.is_none() && b.stopped.is_none() {
                let mut why = format!(
                    "bundle < {}: answers unlike the workspace binary ({} against {}):\n",
                    run.sample.label(),
                    b.status(),
                    a.status()
                );
                why.push_str(&expected_actual(&a.stdout, &b.stdout));
                if a.stderr != b.stderr {
                    why.push_str("  stderr:\n");
                    why.push_str(&expected_actual(&a.stderr, &b.stderr));
                }
                report.failures.push(why);
            }
        }
        report.bundle = BundleCheck::Ran(verdicts);
        Ok(())
    }

    /// For a judge on Windows, exact or not: the bundle must not need unix (this machine
    /// compiles and runs it on Linux). `false` when it does: the bundle is then CE.
    fn windows_check(
        &self,
        bundle: &Bundle,
        shown: &str,
        report: &mut ProblemReport,
    ) -> Result<bool> {
        let findings = msrv::unix_only(&bundle.source)?;
        for finding in &findings {
            let text = format!("{shown}:{finding}");
            report.failures.push(format!(
                "CE ({} runs on Windows): {}",
                self.profile.judge_name,
                bundle.annotate(&text, shown)
            ));
        }
        if findings.is_empty() {
            return Ok(true);
        }
        report.compiles = Some(false);
        report.bundle = BundleCheck::CompileError;
        Ok(false)
    }

    /// Without the judge's rustc: the syntax walk and clippy at its release. `false` when
    /// either objects: the bundle is then CE, as the exact check would make it.
    fn approx_check(
        &self,
        bundle: &Bundle,
        shown: &str,
        report: &mut ProblemReport,
    ) -> Result<bool> {
        let (version, edition) = (self.profile.rust, &self.profile.edition);
        let findings = msrv::syntax(&bundle.source, version, edition)?;
        for finding in &findings {
            let text = format!("{shown}:{finding}");
            report
                .failures
                .push(format!("CE (approx {version}): {}", bundle.annotate(&text, shown)));
        }
        let clippy = msrv::clippy(&bundle.source, version, edition)?;
        if !clippy.clean {
            let errors = clippy.errors.replace("  at ", &format!("  at {shown}:"));
            report.failures.push(format!(
                "CE (approx {version}): clippy's incompatible_msrv on {shown}:\n{}",
                bundle.annotate(&errors, shown)
            ));
        }
        // Only a type checker sees a coercion: where one may hide, a warning, not a verdict.
        for suspect in msrv::upcasting::suspects(&bundle.source, version)? {
            let text = format!("{shown}:{suspect}");
            report.warnings.push(bundle.annotate(&text, shown));
        }
        if !findings.is_empty() || !clippy.clean {
            report.compiles = Some(false);
            report.bundle = BundleCheck::CompileError;
            return Ok(false);
        }
        Ok(true)
    }
}

/// The bundle against the judge's source size limit: a failure over it; a warning when only
/// its line breaks sent as CRLF would take it over (a web form sends each LF as CRLF, and
/// whether a judge counts before or after is not published), or over the unstated-limit
/// warning's size.
fn size_check(source: &str, shown: &str, profile: &Profile) -> (Option<String>, Option<String>) {
    let bytes = source.len() as u64;
    let lines = source.bytes().filter(|byte| *byte == b'\n').count() as u64;
    match profile.source_limit {
        Some(limit) if bytes > limit => (
            Some(format!(
                "bundle: {shown} is {bytes} bytes, over {}'s {}-byte source limit",
                profile.judge_name, limit
            )),
            None,
        ),
        Some(limit) if bytes + lines > limit => (
            None,
            Some(format!(
                "{shown} is {bytes} bytes, within {}'s {limit}-byte source limit, but {} with \
                 its {lines} line breaks as CRLF, as a web form sends them: submit the file, or \
                 make the bundle smaller",
                profile.judge_name,
                bytes + lines
            )),
        ),
        None if bytes > UNSTATED_SOURCE_WARNING => (
            None,
            Some(format!(
                "{shown} is {bytes} bytes, over {UNSTATED_SOURCE_WARNING}: {} states no source \
                 limit that could be found, but few judges take more",
                profile.judge_name
            )),
        ),
        _ => (None, None),
    }
}

impl ProblemReport {
    /// With a warning when the slowest run used over half of the time limit, not all of it
    /// (that is TLE): the samples are small beside a judge's tests, and the judge's CPU is not
    /// this one.
    fn warn_near_limits(mut self) -> ProblemReport {
        let limit = self.profile.time_limit;
        if self.slowest * 2 > limit && self.slowest <= limit {
            self.warnings.push(format!(
                "the slowest run took {} of the {} time limit, over half of it: the judge's \
                 machine may be slower, and its tests larger than the samples",
                seconds_fine(self.slowest),
                self.profile.time_limit_text()
            ));
        }
        self
    }

    fn note_run(&mut self, output: &crate::process::Output) {
        self.slowest = self.slowest.max(output.time);
        if let Some(peak) = output.peak_memory {
            self.peak_memory = Some(self.peak_memory.map_or(peak, |seen| seen.max(peak)));
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_source_limit_fails_over_it_and_warns_when_crlf_would_pass_it() {
        let manifest = "[package]\nname = \"p\"\n[package.metadata.judge]\njudge = \"codeforces\"\nsource-limit = \"100 B\"\n";
        let profile = Profile::from_manifest(manifest, Path::new("/p")).unwrap();
        let check = |source: &str| size_check(source, "b.rs", &profile);
        assert_eq!(check(&"x\n".repeat(25)), (None, None));
        let (failure, warning) = check(&"x\n".repeat(40));
        assert_eq!(failure, None);
        assert_eq!(
            warning.unwrap(),
            "b.rs is 80 bytes, within Codeforces's 100-byte source limit, but 120 with its 40 \
             line breaks as CRLF, as a web form sends them: submit the file, or make the bundle \
             smaller"
        );
        let (failure, warning) = check(&"x\n".repeat(51));
        assert_eq!(
            (failure.unwrap().as_str(), warning),
            ("bundle: b.rs is 102 bytes, over Codeforces's 100-byte source limit", None)
        );
    }

    /// A passing report of problem `p` on `judge`'s profile.
    fn report(judge: &str) -> ProblemReport {
        let manifest =
            format!("[package]\nname = \"p\"\n[package.metadata.judge]\njudge = \"{judge}\"\n");
        let profile = Profile::from_manifest(&manifest, Path::new("/p")).unwrap();
        ProblemReport {
            problem: "p".to_owned(),
            compile_check: format!("approx {}", profile.rust),
            profile,
            exact: false,
            binary: vec![Verdict::Ac],
            others: Vec::new(),
            bundle: BundleCheck::Ran(vec![Verdict::Ac]),
            bundle_bytes: Some(1024),
            compiles: Some(true),
            slowest: Duration::ZERO,
            peak_memory: None,
            failures: Vec::new(),
            warnings: Vec::new(),
            snapshots: Vec::new(),
        }
    }

    #[test]
    fn an_assumed_rust_release_is_marked_in_its_column() {
        assert_eq!(row(&report("programmers"))[6], "approx 1.73* ok");
        assert_eq!(row(&report("baekjoon"))[6], "approx 1.73 ok");
    }

    #[test]
    fn a_run_over_half_the_time_limit_gets_a_warning() {
        let at = |millis| {
            let mut report = report("codeforces");
            report.slowest = Duration::from_millis(millis);
            report.warn_near_limits().warnings
        };
        assert_eq!(at(500), Vec::<String>::new());
        assert_eq!((at(501).len(), at(1000).len(), at(1001).len()), (1, 1, 0));
        assert_eq!(
            at(600),
            ["the slowest run took 0.60s of the 1s* time limit, over half of it: the judge's \
              machine may be slower, and its tests larger than the samples"]
        );
    }

    #[test]
    fn a_summary_counts_each_verdict() {
        use Verdict::*;
        assert_eq!(summary(&[Ac, Ac], "AC"), "2/2 AC");
        assert_eq!(summary(&[Ac, Wa, Tle, Wa], "AC"), "1/4 AC, 2 WA, 1 TLE");
        assert_eq!(summary(&[], "ok"), "0/0 ok");
    }
}
