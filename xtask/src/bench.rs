//! `cargo xtask bench`: measures the release binaries against baselines (`xtask/baselines/`,
//! compiled as Baekjoon's judge does at the start of each run) on inputs from fixed seeds, and
//! prints one table per measurement with the issue's targets marked PASS or MISS; what each
//! measures and why is in `docs/bench.md`. Every program's answers are compared with another's
//! before it is timed: a broken run fails the bench, a missed target only with `--strict`. The
//! workspace's tests hold the two instruction sections, [`run_instructions`], to their targets.

mod every;
mod inputs;
mod instructions;
mod measure;
mod report;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{bail, Context, Result};

use crate::judge_compile::{rustc, Judge, Missing, Rejected};
use crate::problems::{Problem, Workspace};
use crate::profile::RustVersion;
use measure::Program;
pub use report::{thousands, Measure, Report, Row, Section, Target, Verdict};
use tempfile::TempDir;

/// How `cargo xtask bench` runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Smaller inputs and fewer runs, the slow naive programs not counted and only the smallest
    /// bundle compiled: the whole bench in seconds, for tests.
    pub quick: bool,
    /// The valgrind to count instructions with; without it those rows are skipped, with a note.
    pub valgrind: OsString,
    /// A missed target fails the command.
    pub strict: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { quick: false, valgrind: "valgrind".into(), strict: false }
    }
}

/// The sizes of one run.
#[derive(Clone, Copy, Debug)]
struct Scale {
    /// Runs per program for every wall-clock measure.
    runs: usize,
    /// Random boards for boj7682's instructions: in a quick run still enough that start-up is a
    /// small part of the count, so its ratio hardly moves with the size.
    boards_7682: usize,
    /// Random boj17825 rolls to pick the hardest from, how many of the slowest callgrind
    /// counts, and how often a roll is repeated in the input that times it.
    rolls: usize,
    slowest_rolls: usize,
    roll_repeats: usize,
    /// How often the binaries repeat their throughput batches: boj16571's, prog-solo-ttt's, and
    /// boj17825's `dice_lines` random rolls.
    position_repeats: usize,
    board_repeats: usize,
    dice_lines: usize,
    dice_repeats: usize,
    /// How many cases a problem's generator writes for the `every problem` section.
    generated_cases: u64,
}

impl Scale {
    /// The full run's sizes, or `--quick`'s.
    fn new(quick: bool) -> Scale {
        let pick = |full: usize, small: usize| if quick { small } else { full };
        Scale {
            runs: pick(5, 3),
            boards_7682: pick(2_000_000, 200_000),
            rolls: pick(1_000, 20),
            slowest_rolls: pick(32, 1),
            roll_repeats: pick(1_000, 50),
            position_repeats: pick(100, 2),
            board_repeats: pick(20, 1),
            dice_lines: pick(200, 5),
            dice_repeats: pick(500, 400),
            generated_cases: pick(100_000, 200) as u64,
        }
    }
}

const BOARDS_SEED: u64 = 7682;
const ROLLS_SEED: u64 = 17825;

const BASELINES: [(&str, &str); 6] = [
    ("io_floor_7682", include_str!("../../crates/boj7682/examples/floor.rs")),
    ("naive_7682", include_str!("../baselines/naive_7682.rs")),
    ("read_and_print", include_str!("../baselines/read_and_print.rs")),
    ("naive_16571", include_str!("../baselines/naive_16571.rs")),
    ("naive_solo_ttt", include_str!("../baselines/naive_solo_ttt.rs")),
    ("naive_17825", include_str!("../baselines/naive_17825.rs")),
];

/// The problems the bench measures, and those with a naive program, by its name.
const PROBLEMS: [&str; 4] = ["boj7682", "boj16571", "prog-solo-ttt", "boj17825"];
const NAIVE: [(&str, &str); 3] =
    [("boj16571", "naive_16571"), ("prog-solo-ttt", "naive_solo_ttt"), ("boj17825", "naive_17825")];

/// The issue's targets: the judge binaries against their floors, and compiling a bundle.
const RATIO_TARGET: Target = Target::RatioAtMost(1.25);
const COMPILE_TARGET: Target = Target::SecondsUnder(2.0);

/// Baekjoon's command, which the judge compile section times, and release (the baselines'
/// too).
const BAEKJOON_COMPILE: &str = "rustc --edition 2021 -O -o Main Main.rs";
const BAEKJOON_RUST: RustVersion = RustVersion::new(1, 73);

/// `cargo xtask bench [--quick] [--strict]`: prints the tables, progress going to stderr; fails
/// as [`run`] does, and with `--strict` on a missed target.
pub fn main(workspace: &Workspace, options: &Options) -> Result<()> {
    let report = run(workspace, options, &mut |step| eprintln!("bench: {step}"))?;
    print!("{report}");
    let missed = report.missed();
    if options.strict && !missed.is_empty() {
        bail!("--strict: {} missed: {}", counted_noun(missed.len(), "target"), missed.join(", "));
    }
    Ok(())
}

/// Builds the release binaries and the baselines, then measures every section; fails when a
/// build or a program fails, or two programs that should agree do not.
pub fn run(
    workspace: &Workspace,
    options: &Options,
    progress: &mut dyn FnMut(&str),
) -> Result<Report> {
    let mut bench = Bench::new(workspace, options, progress)?;
    let mut sections = Vec::from(bench.instruction_sections()?);
    sections.push(bench.judge_compile()?);
    sections.push(bench.throughput()?);
    sections.push(bench.every_problem()?);
    sections.extend(bench.bench_programs()?);
    let mut notes = bench.notes;
    if options.quick {
        notes.push(
            "--quick: small inputs and few runs, to check that the bench works; \
             its figures are not the published ones"
                .into(),
        );
    }
    Ok(Report { sections, notes })
}

/// The two instruction sections alone, which the workspace's tests hold to the targets.
pub fn run_instructions(
    workspace: &Workspace,
    options: &Options,
    progress: &mut dyn FnMut(&str),
) -> Result<Report> {
    let mut bench = Bench::new(workspace, options, progress)?;
    let sections = bench.instruction_sections()?.into();
    Ok(Report { sections, notes: bench.notes })
}

struct Bench<'a> {
    workspace: &'a Workspace,
    options: &'a Options,
    scale: Scale,
    /// The release binaries, by problem, and the baselines, by name.
    programs: BTreeMap<String, Program>,
    target_dir: PathBuf,
    temp: TempDir,
    progress: &'a mut dyn FnMut(&str),
    /// What a reader should know about this run, for the report.
    notes: Vec<String>,
}

impl<'a> Bench<'a> {
    /// Builds the release binaries of the problems measured and compiles the baselines.
    fn new(
        workspace: &'a Workspace,
        options: &'a Options,
        progress: &'a mut dyn FnMut(&str),
    ) -> Result<Bench<'a>> {
        let problems: Vec<Problem> =
            PROBLEMS.iter().map(|name| workspace.problem(name)).collect::<Result<_>>()?;
        progress("building the release binaries");
        crate::cargo::build_release(workspace, &problems, false)?;
        let target_dir = crate::cargo::target_dir(workspace)?;
        progress("compiling the baselines with rustc -O");
        let temp = tempfile::Builder::new().prefix("xtask-bench-").tempdir()?;
        let mut programs: BTreeMap<String, Program> =
            measure::in_parallel(&BASELINES, |(name, source)| {
                let command = format!("rustc --edition 2021 -O -o {name} {name}.rs");
                let judge = Judge::new(&command, BAEKJOON_RUST);
                match crate::judge_compile::compile(source, &judge, temp.path())?.binary {
                    Ok(path) => Ok((name.to_string(), Program { name: name.to_string(), path })),
                    Err(Rejected { by, output }) => {
                        bail!("{by} does not compile {name}.rs:\n{output}")
                    }
                }
            })?
            .into_iter()
            .collect();
        for problem in &problems {
            let path = crate::cargo::release_binary(&target_dir, problem);
            programs.insert(problem.name.clone(), Program { name: problem.name.clone(), path });
        }
        let scale = Scale::new(options.quick);
        let notes = Vec::new();
        Ok(Bench { workspace, options, scale, programs, target_dir, temp, progress, notes })
    }

    /// A file of the scratch folder holding `bytes`, for programs to read as stdin.
    fn input_file(&self, name: &str, bytes: &[u8]) -> Result<PathBuf> {
        let path = self.temp.path().join(name);
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        Ok(path)
    }

    /// The sections the bench programs (the workspace's examples `*-bench`) print as JSON.
    fn bench_programs(&mut self) -> Result<Vec<Section>> {
        let mut sections = Vec::new();
        for package in self.workspace.model()?.metadata.workspace_packages() {
            let examples = package.targets.iter().filter(|t| t.is_example()).map(|t| &t.name);
            for name in examples.filter(|name| name.ends_with("-bench")) {
                (self.progress)(&format!("running the bench program {name}"));
                let mut command = crate::cargo::cargo(self.workspace);
                command.args(["run", "-q", "-r", "-p", &package.name, "--example", name, "--"]);
                let output = command.args(self.options.quick.then_some("--quick")).output()?;
                let printed = serde_json::from_slice::<Vec<Section>>(&output.stdout).ok();
                let stderr = String::from_utf8_lossy(&output.stderr);
                let why = || format!("{name} failed or printed no JSON sections: {stderr}");
                sections.extend(printed.filter(|_| output.status.success()).with_context(why)?);
            }
        }
        Ok(sections)
    }

    /// Section `judge compile`: the time Baekjoon's compile takes on each bundle.
    fn judge_compile(&mut self) -> Result<Section> {
        let runs = if self.options.quick { 1 } else { 3 };
        (self.progress)("bundling and compiling each bundle as the judge does");
        let submit = crate::bundle::submit_dir(&self.target_dir);
        let mut bundles = Vec::new();
        for name in PROBLEMS {
            let problem = self.workspace.problem(name)?;
            let bundle = crate::bundle::bundle(self.workspace, &problem);
            let bundle = bundle.and_then(|bundle| crate::bundle::write(bundle, &submit));
            if let Err(error) = &bundle {
                self.notes.push(format!("{name} was not bundled: {error:#}"));
            }
            bundles.push((name, bundle.ok().map(|(bundle, _)| bundle.source)));
        }
        // A quick run compiles only the smallest bundle: the others take seconds each.
        let sizes =
            bundles.iter().filter_map(|(name, source)| Some((source.as_ref()?.len(), *name)));
        let smallest = sizes.min().map(|(_, name)| name);
        // Baekjoon's command and release, compiled afresh every time: the compile is what is timed.
        let judge = Judge { reuse: false, ..Judge::new(BAEKJOON_COMPILE, BAEKJOON_RUST) };
        if let Some(Missing { why, .. }) = rustc(&judge)?.missing {
            self.notes.push(format!("judge compile: {why}, so this machine's rustc was timed"));
        }
        let out = tempfile::Builder::new().prefix("xtask-bench-compile-").tempdir()?;
        let mut rows = Vec::new();
        for (name, source) in bundles {
            let measure = match &source {
                None => Measure::Skipped("no bundle".into()),
                Some(_) if self.options.quick && Some(name) != smallest => {
                    Measure::Skipped("--quick".into())
                }
                Some(source) => {
                    let mut times = Vec::new();
                    for _ in 0..runs {
                        let start = Instant::now();
                        let compiled = crate::judge_compile::compile(source, &judge, out.path())?;
                        if let Err(Rejected { by, output }) = compiled.binary {
                            bail!("{by} does not compile the {name} bundle:\n{output}");
                        }
                        times.push(start.elapsed());
                    }
                    Measure::Seconds(measure::median(times).as_secs_f64())
                }
            };
            // A bundle's size is shown when it was made.
            let size = source.map(|source| format!("{} bytes", thousands(source.len() as u64)));
            let (program, input) = (format!("{name}.rs"), size.unwrap_or_default());
            rows.push(Row { program, input, measure, ratio: None, target: Some(COMPILE_TARGET) });
        }
        Ok(Section {
            name: "judge compile".into(),
            title: format!(
                "judge compile: {BAEKJOON_COMPILE} (rustc 1.73) on each bundle \
                 ({}/<crate>.rs) in an empty folder; median of {runs} runs",
                self.workspace.display(&submit)
            ),
            ratio_means: "none: the target is absolute".into(),
            rows,
        })
    }

    /// Section `throughput`: cases per second on big batches, the naive programs answering
    /// them once and the release binaries them repeated, after giving the same answers.
    fn throughput(&mut self) -> Result<Section> {
        (self.progress)("batch throughput");
        let scale = self.scale;
        let positions =
            inputs::unfinished_positions().iter().map(proof::tic_tac_toe::digit_rows).collect();
        let rolls = inputs::random_rolls(scale.dice_lines, ROLLS_SEED);
        // For each problem of NAIVE: what a case is, the cases, how often the binary repeats them.
        let batches: [(&str, Vec<String>, usize); 3] = [
            ("reachable unfinished positions", positions, scale.position_repeats),
            ("boards, all 3^9", inputs::all_letter_boards(), scale.board_repeats),
            ("lines of dice", rolls, scale.dice_repeats),
        ];
        let mut jobs = Vec::new();
        for ((problem, naive), (what, cases, repeats)) in NAIVE.iter().zip(&batches) {
            let (binary, naive) = (&self.programs[*problem], &self.programs[*naive]);
            let input = cases.concat();
            let expected = measure::answers(naive, input.as_bytes())?;
            let big = input.repeat(*repeats);
            // On the cases repeated, the binary gives the naive program's answers as often.
            let answers = measure::answers(binary, big.as_bytes())?;
            measure::check_same(&answers, &binary.name, &expected.repeat(*repeats), &naive.name)?;
            let path = self.input_file(&format!("{problem}.in"), big.as_bytes())?;
            let naive_path = self.input_file(&format!("{}.in", naive.name), input.as_bytes())?;
            let label = format!("{} {what}", thousands(cases.len() as u64));
            let repeated =
                if *repeats == 1 { label.clone() } else { format!("{label} x {repeats}") };
            jobs.push((binary, path, cases.len() * repeats, repeated));
            jobs.push((naive, naive_path, cases.len(), label));
        }
        let timed: Vec<(&Program, &Path)> =
            jobs.iter().map(|(program, path, ..)| (*program, path.as_path())).collect();
        let times = measure::alternate(&timed, scale.runs)?;
        let rates: Vec<f64> = (jobs.iter().zip(&times))
            .map(|((_, _, answered, _), time)| *answered as f64 / time.as_secs_f64())
            .collect();
        // Jobs come in pairs, binary then naive: the ratio is to the naive rate.
        let rows = (jobs.iter().zip(&rates).enumerate())
            .map(|(index, ((program, _, _, label), rate))| {
                row(program, label, Measure::CasesPerSecond(*rate), Some(rate / rates[index | 1]))
            })
            .collect();
        Ok(Section {
            name: "throughput".into(),
            title: format!(
                "throughput: cases per second on one batch input, whole process; \
                 median of {} runs, programs taking turns",
                scale.runs
            ),
            ratio_means: "cases per second / the naive program's".into(),
            rows,
        })
    }
}

/// A row without a target.
fn row(program: &Program, input: &str, measure: Measure, ratio: Option<f64>) -> Row {
    Row { program: program.name.clone(), input: input.to_owned(), measure, ratio, target: None }
}

/// `1 sample`, `6 samples`.
fn counted_noun(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}
