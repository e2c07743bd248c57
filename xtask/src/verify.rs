//! `cargo xtask verify`: every problem checked against its own judge, in one run, step by step
//! as `docs/verify.md` tells: every release binary on every sample ([`crate::samples`], each run
//! recorded by [`crate::snapshots`]); each bundle ([`crate::bundle`]) held to the judge's source
//! limit, compiled as the judge compiles it ([`crate::judge_compile`]) and run on the problem's
//! samples and, beside the binary, on its generator's inputs (`verify/generated.rs`); then one
//! table, every failure below it. A judge that offers no Rust gets the binary's runs only; for a
//! judge that calls a method ([`crate::function`]), the bundle is compiled inside a harness that
//! calls it on each sample's and generated input's arguments, and each result is compared as a
//! value.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result};

use crate::bundle;
use crate::cargo;
use crate::checker::{Checker, Judgement};
use crate::function;
use crate::judge_compile::{self, Install, Judge, Missing, Rustc, Windows};
use crate::problems::{Problem, Sample, Workspace};
use crate::process::{Limits, Output, Runner};
use crate::profile::{bytes_text, Function, Profile, UNSTATED_SOURCE_WARNING};
use crate::samples::{self, Run, Verdict};
use crate::snapshots::{self, Status};
use crate::table::{expected_actual, kib, render, seconds, wrap};

/// The exit status when every check passed and every snapshot matches.
pub const EXIT_PASSED: u8 = 0;
/// The exit status when a run's verdict is not AC or another check failed.
pub const EXIT_FAILED: u8 = 1;
/// The exit status when every check passed but snapshots wait for review (outside CI).
pub const EXIT_REVIEW: u8 = 3;

const COLUMNS: &str =
    "problem judge language binary bundle generated others size rust time memory snapshots";

/// How verify runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Check the snapshots of the runs (tests of made-up problems leave them out).
    pub snapshots: bool,
    /// Let cargo show its progress while it builds the release binaries.
    pub show_build: bool,
    /// Install a judge's missing rustc (and Windows target) with rustup. The library's default
    /// is not to: `cargo xtask verify` does unless `--no-install` or `XTASK_NO_INSTALL=1`.
    pub install: Install,
    /// How many inputs each problem's generator writes for the bundle and binary to agree on.
    pub generated: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            snapshots: true,
            show_build: false,
            install: Install::Never,
            generated: GENERATED_INPUTS,
        }
    }
}

mod generated;
pub mod interactive;

pub use generated::{GENERATED_CASES, GENERATED_INPUTS};

/// How the bundle and the binary did on the generated inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Agreement {
    /// On how many of the small ones both ran within the limits and gave the same answers.
    pub same: u64,
    /// How many small ones there were.
    pub inputs: u64,
    /// The verdict of the small one that stopped the check, if one did (WA: unlike answers).
    pub failed: Option<Verdict>,
    /// The verdict on the largest input, when it was run.
    pub largest: Option<Verdict>,
}

/// Which of a problem's checks failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Check {
    /// The binary on the problem's own samples.
    Samples,
    /// The binary on the other problems' samples.
    Others,
    /// Making the bundle, or the harness a function judge compiles it in.
    Bundle,
    /// The bundle against the judge's source size limit.
    Size,
    /// The bundle compiled as the judge compiles it, for the judge's system.
    Compile,
    /// The bundle on the problem's samples.
    BundleSamples,
    /// The generator: it failed, or wrote an input the problem refuses.
    Generator,
    /// The binary and the bundle on the small generated inputs.
    Generated,
    /// The binary and the bundle on the largest input the statement allows.
    Largest,
}

/// One failed check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub problem: String,
    pub check: Check,
    /// The judge's word for the run that failed, when a run did.
    pub verdict: Option<Verdict>,
    /// What failed, where, and why, ready to print.
    pub message: String,
}

/// The outcome of the bundle's checks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BundleCheck {
    /// The bundler refused the problem.
    #[default]
    NotMade,
    /// Made, but neither compiled nor run: no harness could be written, or no judge's rustc run.
    Made,
    /// The bundle does not compile as the judge compiles it.
    CompileError,
    /// It compiled; the verdicts of its runs on the problem's samples.
    Ran(Vec<Verdict>),
    /// The judge offers no Rust: nothing to submit, nothing checked.
    NoRust,
}

/// Everything verify found about one problem.
#[derive(Clone, Debug, Default)]
pub struct ProblemReport {
    pub problem: String,
    pub profile: Profile,
    /// The rustc that compiled the bundle: the judge's release, or this machine's when that is
    /// missing (`None` when a rustc named for the judge is broken).
    pub rustc: Option<Rustc>,
    /// For a judge on Windows: how its system was checked.
    pub windows: Option<Windows>,
    /// The verdicts of its binary on its own samples, in order.
    pub binary: Vec<Verdict>,
    /// The verdicts of its binary on the other problems' samples (AC: an answer or clean error).
    pub others: Vec<Verdict>,
    /// Does it promise a clean error on any input (it reads through `ttt-core`'s judge reader):
    /// only then does a run on another problem's sample fail it.
    pub clean_errors: bool,
    pub bundle: BundleCheck,
    pub bundle_bytes: Option<usize>,
    /// The bundle against the binary on the generated inputs; `None` without generator or bundle.
    pub generated: Option<Agreement>,
    /// The slowest run's CPU time (wall-clock time where CPU time is not measured).
    pub slowest: Duration,
    /// Which input the slowest run was given: a sample (`cf3c/1`), `generated 28`, `largest`.
    pub slowest_on: String,
    /// The largest peak memory of a run, when measured.
    pub peak_memory: Option<u64>,
    /// Which input the run of the largest peak memory was given.
    pub peak_on: String,
    pub failures: Vec<Failure>,
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

    /// Was the bundle compiled with the judge's own rustc release.
    pub fn exact(&self) -> bool {
        self.rustc.as_ref().is_some_and(Rustc::is_exact)
    }

    /// Was the judge's rustc missing, so that nothing checked the bundle against its release.
    pub fn not_checked(&self) -> bool {
        self.missing().is_some()
    }

    /// Why the judge's rustc was missing, when it was.
    pub fn missing(&self) -> Option<&Missing> {
        self.rustc.as_ref()?.missing.as_ref()
    }

    /// Did the judge's compiler accept the bundle: `None` when it was not compiled.
    pub fn compiles(&self) -> Option<bool> {
        match self.bundle {
            BundleCheck::Ran(_) => Some(true),
            BundleCheck::CompileError => Some(false),
            BundleCheck::NotMade | BundleCheck::Made | BundleCheck::NoRust => None,
        }
    }

    /// Every verdict of this problem's runs: binary, bundle (CE counted once) and others.
    pub fn verdicts(&self) -> Vec<Verdict> {
        let bundle = match &self.bundle {
            BundleCheck::Ran(verdicts) => verdicts.clone(),
            BundleCheck::CompileError => vec![Verdict::Ce],
            BundleCheck::NotMade | BundleCheck::Made | BundleCheck::NoRust => Vec::new(),
        };
        [&self.binary[..], &bundle, &self.others].concat()
    }

    /// With a warning when the slowest run used over half of the time limit, not all (TLE):
    /// the samples are small beside a judge's tests, and the judge's CPU is not this one.
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

    /// The report of a problem before any check, which has passed them all.
    fn new(problem: &str, profile: &Profile) -> ProblemReport {
        let (problem, profile) = (problem.to_owned(), profile.clone());
        ProblemReport { problem, profile, clean_errors: true, ..ProblemReport::default() }
    }

    fn fail(&mut self, check: Check, verdict: Option<Verdict>, message: String) {
        let problem = self.problem.clone();
        self.failures.push(Failure { problem, check, verdict, message });
    }

    /// Notes the time and memory of a run on input `on`.
    fn note_run(&mut self, output: &Output, on: &str) {
        if output.time > self.slowest || self.slowest_on.is_empty() {
            (self.slowest, self.slowest_on) = (output.time, on.to_owned());
        }
        if let Some(peak) = output.peak_memory {
            if self.peak_memory.is_none_or(|seen| peak > seen) {
                (self.peak_memory, self.peak_on) = (Some(peak), on.to_owned());
            }
        }
    }

    /// The slowest run and the largest peak, as [`ProblemReport::note_worst`] reads them.
    fn worst_text(&self) -> String {
        let worst = (self.slowest, &self.slowest_on, self.peak_memory, &self.peak_on);
        serde_json::to_string(&worst).expect("numbers and strings are JSON")
    }

    /// Notes the worst that [`ProblemReport::worst_text`] wrote; false when it does not read.
    fn note_worst(&mut self, text: &str) -> bool {
        type Worst = (Duration, String, Option<u64>, String);
        let Ok((time, slowest_on, peak_memory, peak_on)) = serde_json::from_str::<Worst>(text)
        else {
            return false;
        };
        self.note_run(&Output { time, ..Output::default() }, &slowest_on);
        self.note_run(&Output { peak_memory, ..Output::default() }, &peak_on);
        true
    }
}

/// Everything verify found.
#[derive(Clone, Debug)]
pub struct Report {
    pub build_time: Duration,
    pub time: Duration,
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

    /// The exit status of `cargo xtask verify`: [`EXIT_REVIEW`] when only snapshots wait (new,
    /// changed or stale; under CI, where nothing is written, they fail).
    pub fn exit_code(&self) -> u8 {
        let failed = self.problems.iter().any(|p| !p.passed());
        let to_review =
            !self.stale.is_empty() || self.problems.iter().any(|p| !p.snapshots.is_empty());
        if failed || (to_review && snapshots::insta_is_ci()) {
            EXIT_FAILED
        } else if to_review {
            EXIT_REVIEW
        } else {
            EXIT_PASSED
        }
    }

    /// The table, the notes under it, every failure, then the snapshots to review.
    pub fn render(&self) -> String {
        let rows: Vec<Vec<String>> = self.problems.iter().map(row).collect();
        let mut out = format!("built release binaries in {}\n\n", seconds(self.build_time));
        let columns: Vec<&str> = COLUMNS.split(' ').collect();
        out.push_str(&render(&columns, &rows, &[]));
        out.push_str(&self.notes());
        for problem in &self.problems {
            if !problem.failures.is_empty() {
                let _ = writeln!(out, "\n{} failed:", problem.problem);
            }
            for failure in &problem.failures {
                let _ = writeln!(out, "{}", failure.message.trim_end());
            }
            for warning in &problem.warnings {
                let _ = writeln!(out, "\nwarning: {}: {warning}", problem.problem);
            }
        }
        out.push_str(&self.review());
        out.push('\n');
        let failed = self.problems.iter().filter(|p| !p.passed()).count();
        let (count, time) = (self.problems.len(), seconds(self.time));
        let all =
            if count == 1 { "the 1 problem".to_owned() } else { format!("all {count} problems") };
        let unchecked = match self.problems.iter().filter(|p| p.not_checked()).count() {
            0 => String::new(),
            n => format!(
                "; the judge's rustc was missing for {n}, whose rust check was not made (above)"
            ),
        };
        let last = match self.exit_code() {
            EXIT_PASSED => format!("{all} passed in {time}{unchecked}"),
            EXIT_REVIEW => format!("{all} passed in {time}{unchecked}; snapshots wait for review"),
            _ if failed == 0 => format!("{all} passed, but snapshots differ and CI writes none"),
            _ if count == 1 => format!("the 1 problem failed in {time}"),
            _ => format!("{failed} of {count} problems failed in {time}"),
        };
        let _ = writeln!(out, "verify: {last}");
        out
    }

    /// The notes under the table, in order, each where it applies: what the columns mean; how
    /// each problem's judge was met (no Rust, a method, no built-in profile, Windows); then the
    /// judges' rustc releases that were missing, each with the problems it left unchecked.
    fn notes(&self) -> String {
        let names = |which: &dyn Fn(&ProblemReport) -> bool| {
            let picked = self.problems.iter().filter(|p| which(p)).map(|p| p.problem.as_str());
            picked.collect::<Vec<_>>().join(", ")
        };
        // A note on some problems, when there are any.
        let listed = |key: &str, problems: String| {
            (!problems.is_empty()).then(|| note(key, &[("problems", &problems)]))
        };
        let placeholders: Vec<String> = (self.problems.iter())
            .filter(|p| !p.profile.built_in && !p.profile.assumed.is_empty())
            .map(|p| {
                format!("{} ({})", p.problem, Vec::from_iter(p.profile.assumed.clone()).join(", "))
            })
            .collect();
        let inputs = self.problems.iter().filter_map(|p| p.generated).map(|g| g.inputs).max();
        let others = [
            Some(note("others", &[])),
            listed("promise", names(&|p| p.clean_errors)),
            listed("no-promise", names(&|p| !p.clean_errors)),
        ];
        let cases = GENERATED_CASES.to_string();
        let mut notes = vec![
            Some(note("legend", &[])),
            (!self.measured).then(|| note("no-memory", &[])),
            listed("assumed", names(&|p| p.profile.built_in && !p.profile.assumed.is_empty())),
            listed("placeholders", placeholders.join("; ")),
            inputs.map(|inputs| {
                note("generated", &[("cases", &cases), ("inputs", &inputs.to_string())])
            }),
            listed("unbounded", names(&|p| p.generated.is_some() && p.profile.max_cases.is_none())),
            Some(others.into_iter().flatten().collect::<Vec<_>>().join("; ")),
        ];
        let mut windows = Vec::new();
        for problem in &self.problems {
            let (name, judge) = (problem.problem.as_str(), problem.profile.judge_name.as_str());
            let about = |key: &str, more: &[(&str, &str)]| {
                note(key, &[&[("name", name), ("judge", judge)], more].concat())
            };
            notes.push((problem.bundle == BundleCheck::NoRust).then(|| about("no-rust", &[])));
            let called = problem.profile.function.as_ref().map(|function| function.called.note());
            notes.push(called.map(|(key, called)| about(key, &[("called", &called)])));
            windows.push(problem.windows.as_ref().map(|w| match &w.not_checked {
                None => about("windows", &[("target", judge_compile::WINDOWS_TARGET)]),
                Some(why) => about("windows-not-checked", &[("why", why)]),
            }));
        }
        let other_judges: BTreeSet<&str> = (self.problems.iter())
            .filter(|p| !p.profile.built_in)
            .map(|p| p.profile.judge.as_str())
            .collect();
        notes.extend(other_judges.into_iter().map(|judge| {
            let problems = names(&|p| !p.profile.built_in && p.profile.judge == judge);
            Some(note("other-judge", &[("judge", judge), ("problems", &problems)]))
        }));
        notes.extend(windows);
        // Each fix once, with the first problem's reason.
        let missing: BTreeMap<&str, &str> = (self.problems.iter().rev())
            .filter_map(ProblemReport::missing)
            .map(|Missing { why, fix }| (fix.as_str(), why.as_str()))
            .collect();
        let variable = judge_compile::NO_INSTALL_VARIABLE;
        let or = format!(" {}", note("no-install", &[("variable", variable)]));
        notes.extend(missing.into_iter().map(|(fix, why)| {
            let problems = names(&|p| p.missing().is_some_and(|missing| missing.fix == fix));
            let or = if why.contains("installing was turned off") { or.as_str() } else { "" };
            let values = [("problems", problems.as_str()), ("why", why), ("fix", fix), ("or", or)];
            Some(note("not-checked", &values))
        }));
        let mut out = String::from("\n");
        for note in notes.into_iter().flatten() {
            let words: Vec<String> = note.split_whitespace().map(str::to_owned).collect();
            wrap(&words, 100).iter().for_each(|line| _ = writeln!(out, "{line}"));
        }
        out
    }

    /// The snapshots to review, new or changed, then the stale ones.
    fn review(&self) -> String {
        let pending = self.problems.iter().flat_map(|p| &p.snapshots);
        let pending: Vec<String> =
            pending.map(|(name, status)| format!("{name}.snap.new ({status})")).collect();
        let stale: Vec<String> = self.stale.iter().map(|name| format!("{name}.snap")).collect();
        let pending_heading = match snapshots::insta_is_ci() {
            true => "snapshots missing or changed (under CI nothing is written):",
            false => "snapshots to review, in tests/snapshots/:",
        };
        let stale_heading = "stale snapshots, which no run writes any more, in tests/snapshots/:";
        let mut out = String::new();
        for (heading, names) in [(pending_heading, pending), (stale_heading, stale)] {
            if !names.is_empty() {
                let _ = writeln!(out, "\n{heading}");
                wrap(&names, 96).iter().for_each(|line| _ = writeln!(out, "  {line}"));
            }
        }
        if !out.is_empty() && !snapshots::insta_is_ci() {
            out.push_str(
                "Read each .snap.new (a new one in full, a changed one against its .snap), then \
                 `cargo xtask accept`\naccepts them all and removes the stale ones.\n",
            );
        }
        out
    }
}

/// The notes verify prints under its table, by name: xtask/src/verify/notes.txt says how.
const NOTES: &str = include_str!("verify/notes.txt");

/// The note `name` of [`NOTES`], each `{key}` in it filled with its value in `values`.
fn note(name: &str, values: &[(&str, &str)]) -> String {
    let entry = NOTES.split("\n\n").find_map(|entry| entry.strip_prefix(name)?.strip_prefix('\n'));
    let text = entry.unwrap_or_else(|| panic!("no note `{name}` in verify/notes.txt"));
    let text = text.trim_end().replace('\n', " ");
    values.iter().fold(text, |text, (key, value)| text.replace(&format!("{{{key}}}"), value))
}

fn row(p: &ProblemReport) -> Vec<String> {
    let bundle = match &p.bundle {
        BundleCheck::NotMade => "error".to_owned(),
        BundleCheck::Made => "not run".to_owned(),
        BundleCheck::CompileError => "CE".to_owned(),
        BundleCheck::Ran(verdicts) => summary(verdicts, "AC"),
        BundleCheck::NoRust => format!("no Rust on {}", p.profile.judge),
    };
    let size = match (p.bundle_bytes, p.profile.source_limit) {
        (None, _) => "-".to_owned(),
        (Some(bytes), Some(limit)) if bytes as u64 > limit => {
            format!("{} / {} (over)", kib(bytes), bytes_text(limit))
        }
        (Some(bytes), Some(limit)) => format!("{} / {}", kib(bytes), bytes_text(limit)),
        (Some(bytes), None) => kib(bytes),
    };
    // `exact 1.73* ok`: the release is marked when it is assumed, as the limits are; a
    // placeholder is no judge's release, so nothing was exact: `placeholder 1.73? ok`.
    let label = |rustc: &Rustc| {
        rustc.label().replacen("exact", "placeholder", p.profile.mark("rust").contains('?').into())
    };
    let rust = match (&p.rustc, p.compiles()) {
        (None, _) if p.bundle == BundleCheck::NoRust => "-".to_owned(),
        (None, _) => "error".to_owned(),
        (Some(rustc), _) if !rustc.is_exact() => rustc.label(),
        (Some(_), None) => "-".to_owned(),
        (Some(rustc), Some(compiles)) => format!(
            "{}{} {}{}",
            label(rustc),
            p.profile.mark("rust"),
            if compiles { "ok" } else { "CE" },
            match p.windows {
                Some(Windows { not_checked: Some(_), .. }) => ", not for Windows",
                _ => "",
            }
        ),
    };
    let generated = p.generated.map_or("-".to_owned(), |agreed| {
        let Agreement { same, inputs, failed, largest } = agreed;
        let failed = failed.map(|verdict| format!(", 1 {verdict}")).unwrap_or_default();
        let largest = largest.filter(|verdict| *verdict != Verdict::Ac);
        let largest = largest.map(|verdict| format!(", largest {verdict}")).unwrap_or_default();
        format!("{same}/{inputs} same{failed}{largest}")
    });
    let on = |input: &str| if input.is_empty() { String::new() } else { format!(" ({input})") };
    let memory = p.peak_memory.map_or_else(|| "-".to_owned(), bytes_text);
    let counts = counted(p.snapshots.iter().map(|(_, status)| status));
    let snapshots = if counts.is_empty() { "ok".to_owned() } else { counts.join(", ") };
    let language = p.profile.language.as_ref().map_or("-", |language| &language.name);
    vec![
        p.problem.clone(),
        p.profile.judge.clone(),
        language.to_owned(),
        summary(&p.binary, "AC"),
        bundle,
        generated,
        summary(&p.others, "ok"),
        size,
        rust,
        format!(
            "{} / {}{}",
            seconds_fine(p.slowest),
            p.profile.time_limit_text(),
            on(&p.slowest_on)
        ),
        format!("{memory} / {}{}", p.profile.memory_limit_text(), on(&p.peak_on)),
        snapshots,
    ]
}

/// `6/6 AC`, or `4/6 AC, 1 WA, 1 TLE`: the accepted count, then each other verdict's.
pub fn summary(verdicts: &[Verdict], accepted: &str) -> String {
    let passed = verdicts.iter().filter(|v| **v == Verdict::Ac).count();
    let mut text = vec![format!("{passed}/{} {accepted}", verdicts.len())];
    text.extend(counted(verdicts.iter().filter(|v| **v != Verdict::Ac)));
    text.join(", ")
}

/// `2 WA, 1 TLE`: how many there are of each of `items`, in their order.
fn counted<T: Ord + std::fmt::Display>(items: impl Iterator<Item = T>) -> Vec<String> {
    let mut counts: BTreeMap<T, usize> = BTreeMap::new();
    for item in items {
        *counts.entry(item).or_default() += 1;
    }
    counts.iter().map(|(item, n)| format!("{n} {item}")).collect()
}

/// A run's time: `0.003s`, `1.25s`.
fn seconds_fine(time: Duration) -> String {
    let places = if time < Duration::from_millis(100) { 3 } else { 2 };
    format!("{:.places$}s", time.as_secs_f64())
}

/// Verifies `only` that problem, or every problem; every binary meets every problem's samples.
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
    let samples: Vec<Sample> = all.iter().flat_map(|p| p.samples.clone()).collect();
    let target_dir = cargo::target_dir(workspace)?;
    let submit_dir = bundle::submit_dir(&target_dir);
    let runner = Runner::new()?;
    let jobs = checked.iter().map(|problem| {
        let profile = problem.profile()?;
        Ok(Job {
            workspace,
            problem,
            profile,
            judge: Judge::of(profile, options.install),
            runner: &runner,
            binary: cargo::release_binary(&target_dir, problem),
            // Without a generator, a path that is no file.
            generator: cargo::generator(&target_dir, problem).unwrap_or_default(),
            checker: Checker::of(problem, &target_dir)?,
            interactor: (profile.interactor.clone())
                .or_else(|| Some(Checker::example(&target_dir, problem.interactor.as_ref()?))),
            samples: &samples,
            submit_dir: &submit_dir,
            work_dir: target_dir.join("verify").join(&problem.name),
            options,
        })
    });
    let jobs: Vec<Job<'_>> = jobs.collect::<Result<_>>()?;
    // Each judge's rustc (and Windows target) is found, or installed, here, one after the other
    // with rustup's progress on stderr, before the checks run side by side; they find it again.
    for judge in jobs.iter().filter_map(|job| job.judge.as_ref()) {
        if let Ok(rustc) = judge_compile::rustc(judge) {
            if judge.windows {
                let _ = judge_compile::windows_target(&rustc, judge.install);
            }
        }
    }
    let build_started = Instant::now();
    cargo::build_release(workspace, &checked, options.show_build)?;
    let build_time = build_started.elapsed();
    let problems = thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .iter()
            .map(|job| scope.spawn(|| job.check().map(ProblemReport::warn_near_limits)))
            .collect();
        let joined = handles.into_iter().map(|handle| {
            handle.join().unwrap_or_else(|_| Err(anyhow::anyhow!("a check panicked")))
        });
        joined.collect::<Result<Vec<_>>>()
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
    /// `None` for a judge that offers no Rust.
    judge: Option<Judge>,
    runner: &'a Runner,
    binary: PathBuf,
    generator: PathBuf,
    /// What judges its answers, when not their bytes.
    checker: Option<Checker>,
    /// For a game against the judge, its interactor: the judge table's, else the example
    /// `<problem>-interact`.
    interactor: Option<Checker>,
    samples: &'a [Sample],
    submit_dir: &'a Path,
    /// Where the bundle's program and the inputs a failure names are written.
    work_dir: PathBuf,
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
        let mut report = ProblemReport::new(&self.problem.name, self.profile);
        report.clean_errors = self.problem.clean_errors;
        let runs = self.sample_runs(&mut report)?;
        if self.options.snapshots {
            report.snapshots = snapshots::check(self.workspace, &runs);
        }
        match &self.judge {
            Some(judge) => self.bundle_checks(judge, &runs, &mut report)?,
            None => report.bundle = BundleCheck::NoRust,
        }
        Ok(report)
    }

    /// Runs `program` on `sample` and judges the run, an own sample's answer by [`Job::same`];
    /// a function judge's `harness` is told the sample's name instead of its input. A game's own
    /// sample is its `.interaction` replayed, then, when that passed, a game on its `.in`
    /// against the interactor: the first that fails gives the verdict.
    fn run_sample(&self, program: &Path, sample: &Sample, harness: bool) -> Result<Run> {
        let own = self.problem.name == sample.problem;
        let game = own && self.interactor.is_some();
        let run = |output, verdict, failure, checked| {
            let (binary, sample) = (self.problem.name.clone(), sample.clone());
            Run { binary, sample, output, verdict, failure, checked }
        };
        let play = |game: interactive::Game| run(game.output, game.verdict, game.failure, None);
        let play_after = game && sample.input != sample.output;
        if play_after && !sample.output.is_file() {
            return self.play(program, &sample.input).map(play);
        }
        // An `.interaction`'s judge's side is its input, and the program's side its answer.
        let (input, expected) = match game || sample.input == sample.output {
            true => interactive::sides(&sample.output)?,
            false if own => (read(&sample.input)?, read(&sample.output)?),
            false => (read(&sample.input)?, Vec::new()),
        };
        let stdin = match harness {
            true => format!("{}\n", sample.name).into_bytes(),
            false => input.clone(),
        };
        let output = self.runner.run(program, &stdin, self.limits())?;
        if !own {
            let verdict = samples::foreign_verdict(&output);
            let failure =
                (verdict != Verdict::Ac).then(|| samples::foreign_failure(verdict, &output));
            return Ok(run(output, verdict, failure, None));
        }
        let judged = match (output.success(), game) {
            (true, false) => self.same(&input, &expected, &output.stdout)?,
            (success, _) => Judgement::right(success && output.stdout == expected),
        };
        let verdict = samples::own_verdict(&output, judged.verdict);
        if verdict == Verdict::Ac && play_after {
            return self.play(program, &sample.input).map(play);
        }
        let failure = (verdict != Verdict::Ac).then(|| {
            let why = samples::own_failure(verdict, &expected, &output);
            let why = why + &samples::checker_block(&judged.message);
            why.replace(".out", if game { ".interaction" } else { ".out" })
        });
        let checked = (self.checker.is_some() && !game && output.success()).then_some(judged);
        Ok(run(output, verdict, failure, checked))
    }

    /// Every sample through the binary, each noted in `report`.
    fn sample_runs(&self, report: &mut ProblemReport) -> Result<Vec<Run>> {
        let mut runs = Vec::new();
        for sample in self.samples {
            let run = self.run_sample(&self.binary, sample, false)?;
            report.note_run(&run.output, &sample.label());
            let (check, verdicts) = match run.own() {
                true => (Check::Samples, &mut report.binary),
                false => (Check::Others, &mut report.others),
            };
            verdicts.push(run.verdict);
            // A contestant's binary may panic on another problem's input: recorded, not failed.
            let counts = run.own() || self.problem.clean_errors;
            if let Some(why) = run.failure.as_ref().filter(|_| counts) {
                let shown = self.workspace.display(&sample.input);
                let message = format!("{} < {shown}:\n{why}", self.problem.name);
                report.fail(check, Some(run.verdict), message);
            }
            runs.push(run);
        }
        Ok(runs)
    }

    /// The bundle: made, held to the source limit, compiled as `judge` compiles it, run on the
    /// samples and, unless the problem failed already, on the generated inputs.
    fn bundle_checks(&self, judge: &Judge, runs: &[Run], report: &mut ProblemReport) -> Result<()> {
        let made = bundle::bundle(self.workspace, self.problem);
        let (bundle, path) = match made.and_then(|made| bundle::write(made, self.submit_dir)) {
            Ok(made) => made,
            Err(error) => {
                report.fail(Check::Bundle, None, format!("bundle: {error:#}"));
                return Ok(());
            }
        };
        report.bundle = BundleCheck::Made;
        let shown = self.workspace.display(&path);
        report.bundle_bytes = Some(bundle.source.len());
        report.warnings.extend(bundle.warnings.iter().cloned());
        match size_check(&bundle.source, &shown, self.profile) {
            Some((true, over)) => report.fail(Check::Size, None, format!("bundle: {over}")),
            Some((false, warning)) => report.warnings.push(warning),
            None => {}
        }
        let mut generated = self.generate(report)?;
        // A function's bundle is compiled as the judge compiles it: inside its harness, which
        // calls the samples' arguments and the generated ones.
        let (source, bundle) = match &self.profile.function {
            Some(function) => match self.harness(&bundle, function, &mut generated, report)? {
                Some(made) => made,
                None => return Ok(()),
            },
            None => (bundle.source.clone(), bundle),
        };
        let Some(compiled) = self.compile(&source, &bundle, &shown, judge, report) else {
            return Ok(());
        };
        self.bundle_samples(&compiled, runs, report)?;
        let on_samples = |f: &Failure| matches!(f.check, Check::Samples | Check::BundleSamples);
        match generated {
            Some(generated) if report.failures.iter().any(on_samples) => {
                let unrun = generated.len();
                let message = format!(
                    "{unrun} generated inputs left unrun: the problem failed on its samples already"
                );
                report.fail(Check::Generated, None, message);
            }
            Some(generated) => self.judge_generated(&compiled, &generated, report)?,
            None => {}
        }
        Ok(())
    }

    /// Compiles `source`, of `bundle` written to `shown`, as `judge` does: the program to run, or
    /// `None` (the failure in `report`).
    fn compile(
        &self,
        source: &str,
        bundle: &bundle::Bundle,
        shown: &str,
        judge: &Judge,
        report: &mut ProblemReport,
    ) -> Option<PathBuf> {
        let compiled = match judge_compile::compile(source, judge, &self.work_dir) {
            Ok(compiled) => compiled,
            Err(error) => {
                report.fail(Check::Compile, None, format!("rust {}: {error:#}", judge.rust));
                return None;
            }
        };
        report.rustc = Some(compiled.rustc.clone());
        let file = judge.source_file();
        report.windows = compiled.windows.clone();
        for line in compiled.windows.iter().flat_map(|windows| &windows.cfg_code) {
            let line = bundle.annotate(line, file);
            let message = format!("bundle: {} runs on Windows: {line}", self.profile.judge_name);
            report.fail(Check::Compile, Some(Verdict::Ce), message);
        }
        let rejected = match compiled.binary {
            Ok(binary) => return Some(binary),
            Err(rejected) => rejected,
        };
        report.bundle = BundleCheck::CompileError;
        // Each `Main.rs:L:C` gets the crate source the line came from.
        let output = bundle.annotate(rejected.output.trim_end(), file);
        let harness = if self.profile.function.is_some() { " in its harness" } else { "" };
        let command = judge.command.join(" ");
        let message =
            format!("CE ({}): `{command}` rejects {shown}{harness}:\n{output}", rejected.by);
        report.fail(Check::Compile, Some(Verdict::Ce), message);
        None
    }

    /// The program a function judge makes of `bundle` ([`function::harness`]), calling each
    /// sample's arguments and each `generated` input's, and the bundle with its lines' origins
    /// moved to match; `None` when a sample is not the arguments (the failure in `report`). A
    /// generated input that is not is the generator's fault, reported and left out.
    fn harness(
        &self,
        bundle: &bundle::Bundle,
        function: &Function,
        generated: &mut Option<Vec<generated::Input>>,
        report: &mut ProblemReport,
    ) -> Result<Option<(String, bundle::Bundle)>> {
        let call = |text: &str| function.called.call(text).map_err(|error| format!("{error:#}"));
        let mut called = Vec::new();
        for inputs in generated.iter_mut() {
            inputs.retain(|input| match call(&String::from_utf8_lossy(&input.bytes)) {
                Ok(call) => {
                    called.push((format!("/{}", input.short()), call));
                    true
                }
                Err(why) => {
                    let message = format!("{} (`{}`) {why}", input.name(), self.command(input));
                    report.fail(Check::Generator, None, message);
                    false
                }
            });
        }
        let mut cases = Vec::new();
        for sample in &self.problem.samples {
            let shown = self.workspace.display(&sample.input);
            let text = std::fs::read_to_string(&sample.input)
                .with_context(|| format!("cannot read {shown}"))?;
            match call(&text) {
                Ok(call) => cases.push((sample.name.clone(), call)),
                Err(why) => {
                    report.fail(Check::Bundle, None, format!("{shown} {why}"));
                    return Ok(None);
                }
            }
        }
        cases.extend(called);
        let mut moved = bundle.clone();
        let before = function.called.prelude().lines().count();
        moved.origins.splice(0..0, std::iter::repeat_n(None, before));
        Ok(Some((function::harness(&function.called, &bundle.source, &cases), moved)))
    }

    /// Runs the problem's own samples through the bundle's program: each with its verdict, and
    /// where the binary was right, held to its exit status and answers as good.
    fn bundle_samples(
        &self,
        compiled: &Path,
        runs: &[Run],
        report: &mut ProblemReport,
    ) -> Result<()> {
        let mut verdicts = Vec::new();
        for run in runs.iter().filter(|run| run.own()) {
            let harness = self.profile.function.is_some();
            let judged = self.run_sample(compiled, &run.sample, harness)?;
            report.note_run(&judged.output, &run.sample.label());
            verdicts.push(judged.verdict);
            if let Some(why) = &judged.failure {
                let message = format!("bundle < {}:\n{why}", run.sample.label());
                report.fail(Check::BundleSamples, Some(judged.verdict), message);
            }
            // Held to the binary's answers where they were right (a checker rejects them else).
            let (a, b) = (&run.output, &judged.output);
            let same = self.same_output(&read(&run.sample.input)?, a, b)?;
            let both_ran = a.stopped.is_none() && b.stopped.is_none();
            if same.verdict != Verdict::Ac && run.verdict == Verdict::Ac && both_ran {
                let why = unlike(&run.sample.label(), a, b, &same.message);
                report.fail(Check::BundleSamples, Some(same.verdict), why);
            }
        }
        report.bundle = BundleCheck::Ran(verdicts);
        Ok(())
    }

    /// The one comparison of an answer `actual` to `input` with the jury's `expected`: by the
    /// problem's checker when it has one; else the same bytes, or for a method the same value
    /// however it is spaced (an output that is no such value is like no other).
    fn same(&self, input: &[u8], expected: &[u8], actual: &[u8]) -> Result<Judgement> {
        if let Some(checker) = &self.checker {
            return checker.judge(input, actual, expected);
        }
        let Some(function) = &self.profile.function else {
            return Ok(Judgement::right(expected == actual));
        };
        let read = |bytes| function.called.result(std::str::from_utf8(bytes).ok()?).ok();
        let written = |bytes| Some(ttt_core::printing::written(&read(bytes)?));
        Ok(Judgement::right(written(expected).is_some_and(|e| Some(e) == written(actual))))
    }

    /// Did the bundle's run `b` on `input` end as the binary's `a` did, with answers as good:
    /// two runs that exit 0 are judged by [`Job::same`], the binary's answers the jury's
    /// (stderr may differ: a panic names the bundle's lines, not the crate's).
    fn same_output(&self, input: &[u8], a: &Output, b: &Output) -> Result<Judgement> {
        if a.code != b.code || a.signal != b.signal || a.code != Some(0) {
            let same = a.code == b.code && a.signal == b.signal && a.stdout == b.stdout;
            return Ok(Judgement::right(same));
        }
        self.same(input, &a.stdout, &b.stdout)
    }
}

fn read(path: &Path) -> Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}

/// Why the bundle's run on `input` is unlike the binary's, with what the checker said.
fn unlike(input: &str, binary: &Output, bundle: &Output, checker: &str) -> String {
    let mut why = format!(
        "bundle < {input}: answers unlike the workspace binary ({} against {}):\n",
        bundle.status(),
        binary.status()
    );
    why.push_str(&expected_actual(&binary.stdout, &bundle.stdout));
    why + &samples::checker_block(checker)
}

/// The bundle `shown` of `source` against its judge's source size limit: over it (`true`, a
/// failure), or a warning when only its line breaks sent as CRLF would take it over (a web form
/// sends each LF as CRLF, and whether a judge counts before or after is not published), or over
/// the unstated-limit warning's size. `cargo xtask bundle` warns of all three alike.
pub fn size_check(source: &str, shown: &str, profile: &Profile) -> Option<(bool, String)> {
    let bytes = source.len() as u64;
    let lines = source.bytes().filter(|byte| *byte == b'\n').count() as u64;
    let judge = &profile.judge_name;
    let (over, message) = match profile.source_limit {
        Some(limit) if bytes > limit => {
            (true, format!("{shown} is {bytes} bytes, over {judge}'s {limit}-byte source limit"))
        }
        Some(limit) if bytes + lines > limit => (
            false,
            format!(
                "{shown} is {bytes} bytes, within {judge}'s {limit}-byte source limit, but {} \
                 with its {lines} line breaks as CRLF, as a web form sends them: submit the file, \
                 or make the bundle smaller",
                bytes + lines
            ),
        ),
        None if bytes > UNSTATED_SOURCE_WARNING => (
            false,
            format!(
                "{shown} is {bytes} bytes, over {UNSTATED_SOURCE_WARNING}: {judge} states no \
                 source limit that could be found, but few judges take more"
            ),
        ),
        _ => return None,
    };
    Some((over, message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::RustVersion;

    #[test]
    fn the_source_limit_fails_over_it_and_warns_when_crlf_would_pass_it() {
        let manifest = "[package]\nname = \"p\"\n[package.metadata.judge]\njudge = \"codeforces\"\nsource-limit = \"100 B\"\n";
        let profile = Profile::from_manifest(manifest, Path::new("/p")).unwrap();
        let check = |lines: usize| size_check(&"x\n".repeat(lines), "b.rs", &profile);
        assert_eq!(check(25), None);
        let crlf =
            "b.rs is 80 bytes, within Codeforces's 100-byte source limit, but 120 with its 40 \
                    line breaks as CRLF, as a web form sends them: submit the file, or make the \
                    bundle smaller";
        assert_eq!(check(40), Some((false, crlf.to_owned())));
        let over = "b.rs is 102 bytes, over Codeforces's 100-byte source limit";
        assert_eq!(check(51), Some((true, over.to_owned())));
    }

    /// A passing report of problem `p` on `judge`'s profile.
    fn report(judge: &str) -> ProblemReport {
        let manifest =
            format!("[package]\nname = \"p\"\n[package.metadata.judge]\njudge = \"{judge}\"\n");
        let profile = Profile::from_manifest(&manifest, Path::new("/p")).unwrap();
        let mut report = ProblemReport::new("p", &profile);
        report.rustc = Some(Rustc {
            program: PathBuf::from("rustc"),
            version: profile.language.as_ref().map_or(RustVersion::new(1, 73), |l| l.rust),
            found: "a test".to_owned(),
            toolchain: None,
            identity: String::new(),
            missing: None,
        });
        report.binary = vec![Verdict::Ac];
        report.bundle = BundleCheck::Ran(vec![Verdict::Ac]);
        report.bundle_bytes = Some(1024);
        report.generated = Some(Agreement { same: 200, inputs: 200, failed: None, largest: None });
        report
    }

    #[test]
    fn an_assumed_rust_release_is_marked_in_its_column() {
        assert_eq!(row(&report("baekjoon"))[8], "exact 1.73* ok");
        assert_eq!(row(&report("codeforces"))[8], "exact 1.89 ok");
        // A judge with no built-in profile, its facts the placeholders `new` wrote.
        let table = crate::profile::new_problem_table("spoj").unwrap();
        let profile = Profile::from_manifest(&table, Path::new("/p")).unwrap();
        let problems = vec![ProblemReport { profile, ..report("baekjoon") }];
        let (build_time, time) = (Duration::ZERO, Duration::ZERO);
        let placeholders = Report { build_time, time, problems, stale: vec![], measured: true };
        let cells = row(&placeholders.problems[0]);
        assert_eq!(cells[8..11], ["placeholder 1.73? ok", "0.000s / 1s?", "- / 256 MiB?"]);
        let notes = placeholders.notes().replace('\n', " ");
        let placeholder = "?: a placeholder `cargo xtask new` wrote for a judge with no built-in \
                           profile, not yet checked: p (compile, edition, max-cases, \
                           memory-limit, os, rust, time-limit); fill each in";
        assert!(notes.contains(placeholder) && !notes.contains("*: assumed"), "{notes}");
        let mut missing = report("codeforces");
        missing.rustc.as_mut().unwrap().missing = Some(Missing {
            why: "rustc 1.89 is not installed".to_owned(),
            fix: "rustup toolchain install 1.89 --profile minimal".to_owned(),
        });
        let row = row(&missing);
        assert_eq!(
            (row[2].as_str(), row[5].as_str(), row[8].as_str()),
            ("Rust 1.89.0 (2021)", "200/200 same", "not checked: rustup toolchain install 1.89")
        );
    }

    #[test]
    fn a_judge_without_rust_says_so_in_the_bundle_column_and_fails_nothing() {
        let mut none = report("programmers");
        none.bundle = BundleCheck::NoRust;
        none.rustc = None;
        none.generated = None;
        none.bundle_bytes = None;
        let row = row(&none);
        assert_eq!(
            (row[2].as_str(), row[4].as_str(), row[7].as_str(), row[8].as_str()),
            ("-", "no Rust on programmers", "-", "-")
        );
        assert!(none.passed());
        assert_eq!(none.verdicts(), [Verdict::Ac]);
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
    fn a_bundle_made_but_not_run_is_not_reported_unmade() {
        let mut made = report("baekjoon");
        made.bundle = BundleCheck::Made;
        assert_eq!((row(&made)[4].as_str(), made.verdicts()), ("not run", vec![Verdict::Ac]));
    }

    #[test]
    fn a_summary_counts_each_verdict() {
        use Verdict::*;
        assert_eq!(summary(&[Ac, Ac], "AC"), "2/2 AC");
        assert_eq!(summary(&[Ac, Wa, Tle, Wa], "AC"), "1/4 AC, 2 WA, 1 TLE");
        assert_eq!(summary(&[], "ok"), "0/0 ok");
    }
}
