//! `cargo xtask bench`: measures the release binaries against baselines built in the same run
//! and prints one table per measurement, with the targets marked PASS or MISS.
//!
//! Inputs come from fixed seeds, so every run measures the same bytes. The baselines are
//! single-file Rust programs in `xtask/baselines/`, compiled with `rustc --edition 2021 -O`
//! into a temporary folder at the start of each run:
//!
//! - `io_floor_7682` reads all input and writes `invalid` once per line, deciding nothing: the
//!   fastest any boj7682 answer can be; `naive_7682` checks each line with string operations.
//! - `read_and_print` reads stdin and prints one line: the least a whole judge process costs.
//! - `naive_16571` (plain minimax, no memory), `naive_solo_ttt` (plays games out until the
//!   board appears) and `naive_17825` (all 4^10 piece choices) show what the design buys.
//!
//! The sections:
//!
//! 1. `boj7682 wall clock`: random boards from a file, answers to `/dev/null`, programs taking
//!    turns run by run; the median time against the I/O floor. Target: at most 1.25.
//! 2. `boj7682 instructions`: instructions retired by the whole process on seeded random
//!    boards, counted by callgrind, against the I/O floor. Target: at most 1.75 (see
//!    `instructions.rs` for why more than the wall clock's).
//! 3. `instructions`: instructions retired by the whole process for one judge input, counted
//!    by callgrind, against `read_and_print`. Target: at most 1.25 for the hardest input.
//! 4. `judge compile`: `rustc --edition 2021 -O` on each bundle. Target: under 2 seconds.
//! 5. `throughput`: cases per second on big batches, against the naive programs.
//! 6. `every problem`: every problem in `crates/`, found rather than listed, on its samples and
//!    on the input its generator (`examples/generate.rs`) writes, against `read_and_print`.
//!
//! Every program's answers are compared with another's before it is timed. The bench fails
//! only when a run is broken (a program fails or two programs disagree), or with `--strict`
//! on a missed target; otherwise a missed target is printed as MISS and counted in the
//! summary. The workspace's tests run the two instruction sections, [`run_instructions`],
//! and fail on a miss.

mod every;
pub mod inputs;
mod instructions;
mod measure;
mod report;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::problems::{Problem, Workspace};
use crate::profile::RustVersion;
use measure::Program;
pub use report::{thousands, Measure, Report, Row, Section, Target, Verdict};
use tempfile::TempDir;

/// How `cargo xtask bench` runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Smaller inputs and fewer runs: the whole bench in seconds, for tests.
    pub quick: bool,
    /// The valgrind to count instructions with; the bench skips those sections, with a note,
    /// when it does not run.
    pub valgrind: OsString,
    /// A missed target fails the command, for users who gate on it.
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
    /// Random boards for boj7682, timed and counted: in a quick run still enough that
    /// start-up is a small part of the count, so its ratio hardly moves with the size.
    boards_7682: usize,
    /// Random boj17825 rolls to pick the hardest from, and how many of the slowest of them
    /// callgrind counts.
    rolls: usize,
    slowest_rolls: usize,
    /// How often a roll is repeated in the input that times it.
    roll_repeats: usize,
    /// Count every sample besides the designated hardest inputs, or only boj17825's first.
    all_samples: bool,
    /// Count the naive programs of boj16571 and boj17825, which take seconds under callgrind.
    slow_naive_instructions: bool,
    /// How many bundles to compile; the quick run compiles only the smallest.
    compile_every_bundle: bool,
    /// How often the batches of boj16571 and prog-solo-ttt are repeated.
    position_repeats: usize,
    board_repeats: usize,
    dice_lines: usize,
    naive_dice_lines: usize,
    /// How many cases a problem's generator writes for the `every problem` section.
    generated_cases: usize,
}

const FULL: Scale = Scale {
    runs: 5,
    boards_7682: 2_000_000,
    rolls: 1_000,
    slowest_rolls: 32,
    roll_repeats: 1_000,
    all_samples: true,
    slow_naive_instructions: true,
    compile_every_bundle: true,
    position_repeats: 100,
    board_repeats: 20,
    dice_lines: 100_000,
    naive_dice_lines: 200,
    generated_cases: 100_000,
};

const QUICK: Scale = Scale {
    runs: 3,
    boards_7682: 200_000,
    rolls: 20,
    slowest_rolls: 1,
    roll_repeats: 50,
    all_samples: false,
    slow_naive_instructions: false,
    compile_every_bundle: false,
    position_repeats: 2,
    board_repeats: 1,
    dice_lines: 2_000,
    naive_dice_lines: 5,
    generated_cases: 200,
};

/// The seeds of the generated inputs.
const BOARDS_SEED: u64 = 7682;
const DICE_LINES_SEED: u64 = 17_825_000;

/// The baseline programs, by name, with their sources.
const BASELINES: [(&str, &str); 6] = [
    ("io_floor_7682", include_str!("../baselines/io_floor_7682.rs")),
    ("naive_7682", include_str!("../baselines/naive_7682.rs")),
    ("read_and_print", include_str!("../baselines/read_and_print.rs")),
    ("naive_16571", include_str!("../baselines/naive_16571.rs")),
    ("naive_solo_ttt", include_str!("../baselines/naive_solo_ttt.rs")),
    ("naive_17825", include_str!("../baselines/naive_17825.rs")),
];

/// The problems the bench measures, by crate name.
const PROBLEMS: [&str; 4] = ["boj7682", "boj16571", "prog-solo-ttt", "boj17825"];

/// `cargo xtask bench [--quick] [--strict]`: runs the bench on `workspace` and prints the
/// tables, progress going to stderr.
///
/// # Errors
/// On a broken run, and with `--strict` on a missed target.
pub fn main(workspace: &Workspace, options: &Options) -> Result<()> {
    let report = run(workspace, options, &mut |step| eprintln!("bench: {step}"))?;
    print!("{report}");
    let missed = report.missed();
    if options.strict && !missed.is_empty() {
        bail!("--strict: {} missed: {}", counted_noun(missed.len(), "target"), missed.join(", "));
    }
    Ok(())
}

/// Everything the bench needs at hand: the programs, the problems and a scratch folder.
struct Bench<'a> {
    workspace: &'a Workspace,
    options: &'a Options,
    scale: Scale,
    problems: BTreeMap<String, Problem>,
    binaries: BTreeMap<String, Program>,
    baselines: BTreeMap<String, Program>,
    target_dir: PathBuf,
    temp: TempDir,
    progress: &'a mut dyn FnMut(&str),
}

/// Builds the release binaries and the baselines, then measures every section.
///
/// # Errors
/// When a build fails, a program fails, or two programs that should agree do not.
pub fn run(
    workspace: &Workspace,
    options: &Options,
    progress: &mut dyn FnMut(&str),
) -> Result<Report> {
    let mut bench = Bench::new(workspace, options, progress)?;
    let mut report = Report::default();
    report.sections.push(bench.wall_clock_7682()?);
    bench.instruction_sections(&mut report)?;
    report.sections.push(bench.judge_compile(&mut report.notes)?);
    report.sections.push(bench.throughput()?);
    report.sections.push(bench.every_problem()?);
    if options.quick {
        report.notes.push(
            "--quick: small inputs and few runs, to check that the bench works; \
             its figures are not the published ones"
                .into(),
        );
    }
    Ok(report)
}

/// The two instruction sections alone, `boj7682 instructions` and `instructions`: what the
/// workspace's tests hold to the targets.
///
/// # Errors
/// As [`run`].
pub fn run_instructions(
    workspace: &Workspace,
    options: &Options,
    progress: &mut dyn FnMut(&str),
) -> Result<Report> {
    let mut report = Report::default();
    Bench::new(workspace, options, progress)?.instruction_sections(&mut report)?;
    Ok(report)
}

impl<'a> Bench<'a> {
    /// `boj7682 instructions` and `instructions`, appended to `report`.
    fn instruction_sections(&mut self, report: &mut Report) -> Result<()> {
        report.sections.push(self.boards_instructions()?);
        report.sections.push(self.instructions(&mut report.notes)?);
        Ok(())
    }

    /// Builds the release binaries of the problems measured and compiles the baselines.
    fn new(
        workspace: &'a Workspace,
        options: &'a Options,
        progress: &'a mut dyn FnMut(&str),
    ) -> Result<Bench<'a>> {
        let mut problems = BTreeMap::new();
        for name in PROBLEMS {
            problems.insert(name.to_owned(), workspace.problem(name)?);
        }
        progress("building the release binaries");
        let all: Vec<Problem> = problems.values().cloned().collect();
        crate::cargo::build_release(workspace, &all, false)?;
        let target_dir = crate::cargo::target_dir(workspace)?;
        let binaries = problems
            .values()
            .map(|problem| {
                let path = crate::cargo::release_binary(&target_dir, problem);
                (problem.name.clone(), Program { name: problem.name.clone(), path })
            })
            .collect();
        progress("compiling the baselines with rustc -O");
        let temp = tempfile::Builder::new().prefix("xtask-bench-").tempdir()?;
        let baselines = measure::in_parallel(&BASELINES, |_, (name, source)| {
            measure::compile(name, source, temp.path()).map(|program| (name.to_string(), program))
        })?
        .into_iter()
        .collect();
        Ok(Bench {
            workspace,
            options,
            scale: if options.quick { QUICK } else { FULL },
            problems,
            binaries,
            baselines,
            target_dir,
            temp,
            progress,
        })
    }
}

/// A row without a target.
fn row(program: &Program, input: &str, measure: Measure, ratio: Option<f64>) -> Row {
    Row { program: program.name.clone(), input: input.to_owned(), measure, ratio, target: None }
}

/// The target for the judge binaries against their floors.
const RATIO_TARGET: Target = Target::RatioAtMost(1.25);

/// The target for compiling a bundle.
const COMPILE_TARGET: Target = Target::SecondsUnder(2.0);

/// The command the judge compile section times: Baekjoon's.
const BAEKJOON_COMPILE: &str = "rustc --edition 2021 -O -o Main Main.rs";

impl Bench<'_> {
    fn binary(&self, problem: &str) -> &Program {
        &self.binaries[problem]
    }

    fn baseline(&self, name: &str) -> &Program {
        &self.baselines[name]
    }

    /// Writes `bytes` to a file of the scratch folder for programs to read as stdin.
    fn input_file(&self, name: &str, bytes: &[u8]) -> Result<PathBuf> {
        let path = self.temp.path().join(name);
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        Ok(path)
    }

    /// Section 1: boj7682 on many random boards, against the I/O floor and the naive checker.
    fn wall_clock_7682(&mut self) -> Result<Section> {
        let count = self.scale.boards_7682;
        (self.progress)(&format!("boj7682 wall clock on {} boards", thousands(count as u64)));
        let input = inputs::random_boards(count, BOARDS_SEED);
        let path = self.input_file("boards_7682.in", &input)?;
        let (binary, floor, naive) =
            (self.binary("boj7682"), self.baseline("io_floor_7682"), self.baseline("naive_7682"));
        // These runs also bring the input into the page cache before the timed ones.
        let expected = measure::answers(naive, &input)?;
        measure::check_same(
            &measure::answers(binary, &input)?,
            &binary.name,
            &expected,
            &naive.name,
        )?;
        let floor_lines = measure::answers(floor, &input)?.split(|&b| b == b'\n').count() - 1;
        if floor_lines != count + 1 {
            bail!("{} wrote {floor_lines} lines for {} input lines", floor.name, count + 1);
        }
        let times = measure::alternate(
            &[(floor, &path), (binary, &path), (naive, &path)],
            self.scale.runs,
        )?;
        let ratio = |time: Duration| time.as_secs_f64() / times[0].as_secs_f64();
        let label = format!("{} boards", thousands(count as u64));
        let mut rows = Vec::new();
        for (program, time) in [floor, binary, naive].into_iter().zip(&times) {
            rows.push(row(
                program,
                &label,
                Measure::Seconds(time.as_secs_f64()),
                Some(ratio(*time)),
            ));
        }
        rows[1].target = Some(RATIO_TARGET);
        Ok(Section {
            name: "boj7682 wall clock",
            title: format!(
                "boj7682 wall clock: {} random boards ({:.1} MB) from a file, answers to /dev/null; \
                 median of {} runs, programs taking turns",
                thousands(count as u64),
                input.len() as f64 / 1e6,
                self.scale.runs
            ),
            ratio_means: format!("median time / {}'s", floor.name),
            rows,
        })
    }

    /// Section 3: the time the judge's `rustc --edition 2021 -O` takes on each bundle.
    fn judge_compile(&mut self, notes: &mut Vec<String>) -> Result<Section> {
        let runs = if self.options.quick { 1 } else { 3 };
        (self.progress)("bundling and compiling each bundle as the judge does");
        let submit = crate::bundle::submit_dir(&self.target_dir);
        let mut bundles = Vec::new();
        let mut rows = Vec::new();
        for name in PROBLEMS {
            let problem = &self.problems[name];
            match crate::bundle::write(self.workspace, problem, &submit) {
                Ok((bundle, _)) => bundles.push((name, bundle.len(), bundle.source)),
                Err(error) => {
                    notes.push(format!("{name} was not bundled: {error:#}"));
                    rows.push((name, Measure::Skipped("no bundle".into()), String::new()));
                }
            }
        }
        if !self.scale.compile_every_bundle {
            // The quick run compiles only the smallest bundle: the others take seconds each.
            bundles.sort_by_key(|(_, size, _)| *size);
            for (name, size, _) in bundles.drain(1..) {
                rows.push((name, Measure::Skipped("--quick".into()), bundle_label(size)));
            }
        }
        let mut times = vec![Vec::new(); bundles.len()];
        // Baekjoon's command and release, compiled afresh every time: the compile is what is timed.
        let judge = crate::judge_compile::Judge {
            reuse: false,
            ..crate::judge_compile::Judge::new(BAEKJOON_COMPILE, RustVersion::new(1, 73))
        };
        let out = tempfile::Builder::new().prefix("xtask-bench-compile-").tempdir()?;
        let mut used = None;
        for _ in 0..runs {
            for ((name, _, source), times) in bundles.iter().zip(&mut times) {
                let start = Instant::now();
                let compiled = crate::judge_compile::compile(source, &judge, out.path())?;
                if let Err(rejected) = compiled.binary {
                    bail!(
                        "{} does not compile the {name} bundle:\n{}",
                        rejected.by,
                        rejected.output
                    );
                }
                times.push(start.elapsed());
                used = Some(compiled.rustc);
            }
        }
        if let Some(crate::judge_compile::Rustc::Missing { why, .. }) = used {
            notes.push(format!("judge compile: {why}, so this machine's rustc was timed"));
        }
        for ((name, size, _), times) in bundles.iter().zip(times) {
            let seconds = measure::median(times).as_secs_f64();
            rows.push((name, Measure::Seconds(seconds), bundle_label(*size)));
        }
        rows.sort_by_key(|(name, ..)| PROBLEMS.iter().position(|p| p == name));
        Ok(Section {
            name: "judge compile",
            title: format!(
                "judge compile: {BAEKJOON_COMPILE} (rustc 1.73) on each bundle \
                 ({}/<crate>.rs) in an empty folder; median of {runs} runs",
                self.workspace.display(&submit)
            ),
            ratio_means: "none: the target is absolute".into(),
            rows: rows
                .into_iter()
                .map(|(name, measure, input)| Row {
                    program: format!("{name}.rs"),
                    input,
                    measure,
                    ratio: None,
                    target: Some(COMPILE_TARGET),
                })
                .collect(),
        })
    }

    /// Section 4: cases per second on big batches, release binaries against the naive ones.
    fn throughput(&mut self) -> Result<Section> {
        (self.progress)("batch throughput");
        let scale = self.scale;
        let unfinished = inputs::unfinished_positions();
        let positions: String = unfinished.iter().map(inputs::digit_rows).collect();
        let boards = inputs::all_letter_boards();
        let rolls: String = inputs::random_rolls(scale.dice_lines, DICE_LINES_SEED)
            .iter()
            .map(|roll| format!("{}\n", inputs::roll_line(roll)))
            .collect();
        let naive_rolls: String =
            rolls.lines().take(scale.naive_dice_lines).map(|l| l.to_owned() + "\n").collect();
        let batches = [
            Batch {
                problem: "boj16571",
                naive: "naive_16571",
                what: "reachable unfinished positions",
                cases: positions.as_bytes(),
                case_count: unfinished.len(),
                repeats: scale.position_repeats,
                naive_cases: positions.as_bytes(),
                naive_case_count: unfinished.len(),
            },
            Batch {
                problem: "prog-solo-ttt",
                naive: "naive_solo_ttt",
                what: "boards, all 3^9",
                cases: &boards,
                case_count: inputs::BOARD_COUNT,
                repeats: scale.board_repeats,
                naive_cases: &boards,
                naive_case_count: inputs::BOARD_COUNT,
            },
            Batch {
                problem: "boj17825",
                naive: "naive_17825",
                what: "lines of dice",
                cases: rolls.as_bytes(),
                case_count: scale.dice_lines,
                repeats: 1,
                naive_cases: naive_rolls.as_bytes(),
                naive_case_count: scale.naive_dice_lines,
            },
        ];
        let mut jobs = Vec::new();
        let mut labels = Vec::new();
        for batch in &batches {
            let binary = self.binary(batch.problem);
            let naive = self.baseline(batch.naive);
            // The naive program answers its batch, a prefix of the binary's, as the binary does.
            let expected = measure::answers(naive, batch.naive_cases)?;
            let answers = measure::answers(binary, batch.naive_cases)?;
            measure::check_same(&answers, &binary.name, &expected, &naive.name)?;
            let big = batch.cases.repeat(batch.repeats);
            let answers = measure::answers(binary, &big)?;
            let lines = answers.iter().filter(|&&b| b == b'\n').count();
            if lines != batch.case_count * batch.repeats {
                bail!(
                    "{} answered {lines} of {} cases",
                    binary.name,
                    batch.case_count * batch.repeats
                );
            }
            let path = self.input_file(&format!("{}.in", batch.problem), &big)?;
            let naive_path = self.input_file(&format!("{}.in", batch.naive), batch.naive_cases)?;
            jobs.push((binary, path, batch.case_count * batch.repeats));
            jobs.push((naive, naive_path, batch.naive_case_count));
            labels.push(batch.label(batch.case_count, batch.repeats));
            labels.push(batch.label(batch.naive_case_count, 1));
        }
        let timed: Vec<(&Program, &Path)> =
            jobs.iter().map(|(program, path, _)| (*program, path.as_path())).collect();
        let times = measure::alternate(&timed, scale.runs)?;
        let rates: Vec<f64> = jobs
            .iter()
            .zip(&times)
            .map(|((_, _, cases), time)| *cases as f64 / time.as_secs_f64())
            .collect();
        let mut rows = Vec::new();
        for (index, (program, ..)) in jobs.iter().enumerate() {
            // Jobs come in pairs, binary then naive: the ratio is to the naive rate.
            let naive_rate = rates[index | 1];
            rows.push(row(
                program,
                &labels[index],
                Measure::CasesPerSecond(rates[index]),
                Some(rates[index] / naive_rate),
            ));
        }
        Ok(Section {
            name: "throughput",
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

/// One batch of the throughput section: the binary's input is `cases` repeated, the naive
/// program's is `naive_cases`, a prefix of it.
#[derive(Debug)]
struct Batch<'a> {
    problem: &'static str,
    naive: &'static str,
    what: &'static str,
    cases: &'a [u8],
    case_count: usize,
    repeats: usize,
    naive_cases: &'a [u8],
    naive_case_count: usize,
}

impl Batch<'_> {
    fn label(&self, count: usize, repeats: usize) -> String {
        let count = thousands(count as u64);
        match repeats {
            1 => format!("{count} {}", self.what),
            _ => format!("{count} {} x {repeats}", self.what),
        }
    }
}

/// `1 sample`, `6 samples`.
fn counted_noun(count: usize, noun: &str) -> String {
    match count {
        1 => format!("{count} {noun}"),
        _ => format!("{count} {noun}s"),
    }
}

fn bundle_label(size: usize) -> String {
    format!("{} bytes", thousands(size as u64))
}
