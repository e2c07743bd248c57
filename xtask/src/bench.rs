//! `cargo xtask bench`: measures the release binaries against baselines built in the same run
//! and prints one table per measurement, with the targets marked PASS or MISS.
//!
//! Inputs come from fixed seeds, so every run measures the same bytes. The baselines are
//! single-file Rust programs in `bench/baselines/`, compiled with `rustc --edition 2021 -O`
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
//! 2. `instructions`: instructions retired by the whole process for one judge input, counted
//!    by callgrind, against `read_and_print`. Target: at most 1.25 for the hardest input.
//! 3. `judge compile`: `rustc --edition 2021 -O` on each bundle. Target: under 2 seconds.
//! 4. `throughput`: cases per second on big batches, against the naive programs.
//! 5. `every problem`: every problem in `crates/`, found rather than listed, on its samples and
//!    on the input its generator (`examples/generate.rs`) writes, against `read_and_print`.
//!
//! Every program's answers are compared with another's before it is timed. The bench fails
//! only when a run is broken (a program fails or two programs disagree); a missed target is
//! printed as MISS and counted in the summary, but is not an error.

mod every;
pub mod inputs;
mod measure;
mod report;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
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
    /// The valgrind to count instructions with; the bench skips that section, with a note,
    /// when it does not run.
    pub valgrind: OsString,
}

impl Default for Options {
    fn default() -> Options {
        Options { quick: false, valgrind: "valgrind".into() }
    }
}

/// The sizes of one run.
#[derive(Clone, Copy, Debug)]
struct Scale {
    /// Runs per program for every wall-clock measure.
    runs: usize,
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
    boards_7682: 20_000,
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
const ROLLS_SEED: u64 = 17825;
const DICE_LINES_SEED: u64 = 17_825_000;

/// The baseline programs, by name, with their sources.
const BASELINES: [(&str, &str); 6] = [
    ("io_floor_7682", include_str!("bench/baselines/io_floor_7682.rs")),
    ("naive_7682", include_str!("bench/baselines/naive_7682.rs")),
    ("read_and_print", include_str!("bench/baselines/read_and_print.rs")),
    ("naive_16571", include_str!("bench/baselines/naive_16571.rs")),
    ("naive_solo_ttt", include_str!("bench/baselines/naive_solo_ttt.rs")),
    ("naive_17825", include_str!("bench/baselines/naive_17825.rs")),
];

/// How many of the random boj17825 rolls that time slowest are timed again.
const SHORTLIST: usize = 128;

/// The problems the bench measures, by crate name.
const PROBLEMS: [&str; 4] = ["boj7682", "boj16571", "prog-solo-ttt", "boj17825"];

/// `cargo xtask bench [--quick]`: runs the bench on `workspace` and prints the tables,
/// progress going to stderr.
///
/// # Errors
/// On a broken run; a missed target is not an error.
pub fn main(workspace: &Workspace, options: &Options) -> Result<()> {
    let report = run(workspace, options, &mut |step| eprintln!("bench: {step}"))?;
    print!("{report}");
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
    let scale = if options.quick { QUICK } else { FULL };
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
    let mut bench = Bench {
        workspace,
        options,
        scale,
        problems,
        binaries,
        baselines,
        target_dir,
        temp,
        progress,
    };
    let mut report = Report::default();
    report.sections.push(bench.wall_clock_7682()?);
    report.sections.push(bench.instructions(&mut report.notes)?);
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

    /// The samples of `problem` that callgrind counts, as (label, input, expected output).
    fn samples(&self, problem: &str) -> Result<Vec<Candidate>> {
        let samples = &self.problems[problem].samples;
        let take = if self.scale.all_samples { samples.len() } else { 1 };
        samples
            .iter()
            .take(take)
            .map(|sample| {
                let input = std::fs::read(&sample.input)
                    .with_context(|| format!("cannot read {}", sample.input.display()))?;
                let expected = std::fs::read(&sample.output)
                    .with_context(|| format!("cannot read {}", sample.output.display()))?;
                Ok(Candidate { label: format!("sample {}", sample.name), input, expected })
            })
            .collect()
    }

    /// The random rolls of boj17825 whose runs take longest, with their answers from
    /// `naive_17825`. Timing a roll through the release binary, repeated so the search
    /// outweighs starting the process, is cheap but noisy, and noise only ever adds time: so
    /// each roll keeps its fastest of two runs, the slowest [`SHORTLIST`] of them their fastest
    /// of five more, and callgrind then counts a generous number of the slowest of those
    /// exactly; the costliest is the one reported.
    fn slowest_rolls(&mut self) -> Result<Vec<Candidate>> {
        let Scale { rolls, roll_repeats, slowest_rolls, .. } = self.scale;
        (self.progress)(&format!("timing {rolls} random boj17825 rolls to find the slowest"));
        let binary = self.binary("boj17825");
        let lines: Vec<String> = inputs::random_rolls(rolls, ROLLS_SEED)
            .iter()
            .map(|roll| format!("{}\n", inputs::roll_line(roll)))
            .collect();
        let mut files = Vec::new();
        for (index, line) in lines.iter().enumerate() {
            files.push(
                self.input_file(&format!("roll-{index}.in"), line.repeat(roll_repeats).as_bytes())?,
            );
        }
        let mut fastest = vec![Duration::MAX; rolls];
        let mut shortlist: Vec<usize> = (0..rolls).collect();
        for (passes, keep) in [(2, SHORTLIST), (5, slowest_rolls)] {
            for _ in 0..passes {
                for &index in &shortlist {
                    let time = measure::time_once(binary, &files[index])?;
                    fastest[index] = fastest[index].min(time);
                }
            }
            shortlist.sort_by_key(|&index| std::cmp::Reverse(fastest[index]));
            shortlist.truncate(keep);
        }
        let batch: String = shortlist.iter().map(|&index| lines[index].as_str()).collect();
        let expected = measure::answers(self.baseline("naive_17825"), batch.as_bytes())?;
        Ok(shortlist
            .into_iter()
            .zip(expected.split(|&b| b == b'\n'))
            .map(|(index, answer)| Candidate {
                label: format!("seeded roll {}", index + 1),
                input: lines[index].clone().into_bytes(),
                expected: [answer, b"\n"].concat(),
            })
            .collect())
    }

    /// Section 2: instructions retired by one judge run, against `read_and_print`.
    fn instructions(&mut self, notes: &mut Vec<String>) -> Result<Section> {
        let valgrind = self.options.valgrind.clone();
        let found = measure::valgrind_found(&valgrind);
        let title = "instructions retired by the whole process for one judge input, the hardest \
                     (valgrind --tool=callgrind; one count each, it counts the same every run)"
            .to_owned();
        let ratio_means = "instructions / read_and_print's".to_owned();
        let solo_naive = "naive_solo_ttt";
        let order = [
            ("boj16571", "naive_16571"),
            ("prog-solo-ttt", solo_naive),
            ("boj17825", "naive_17825"),
        ];
        if !found {
            notes.push(measure::valgrind_hint(&valgrind));
            let skipped = Measure::Skipped("no valgrind".into());
            let mut rows = vec![row(self.baseline("read_and_print"), "", skipped.clone(), None)];
            for (problem, naive) in order {
                let mut measured = row(self.binary(problem), "", skipped.clone(), None);
                measured.target = Some(RATIO_TARGET);
                rows.push(measured);
                rows.push(row(self.baseline(naive), "", skipped.clone(), None));
            }
            return Ok(Section { name: "instructions", title, ratio_means, rows });
        }

        // The tic-tac-toe problems are counted on the input hardest in principle, the one a
        // search would take longest on; boj17825 on the costliest of its candidates.
        let designated = |label: &str, input: &str, expected: &str| Candidate {
            label: label.to_owned(),
            input: input.as_bytes().to_vec(),
            expected: expected.as_bytes().to_vec(),
        };
        let mut candidates = BTreeMap::new();
        let mut positions = vec![designated("the empty board", "0 0 0\n0 0 0\n0 0 0\n", "D\n")];
        let mut boards = vec![designated("O's two lines", "[\"OOO\", \"OXX\", \"OXX\"]\n", "1\n")];
        if self.scale.all_samples {
            positions.extend(self.samples("boj16571")?);
            boards.extend(self.samples("prog-solo-ttt")?);
        }
        candidates.insert("boj16571", positions);
        candidates.insert("prog-solo-ttt", boards);
        let mut dice = self.samples("boj17825")?;
        dice.extend(self.slowest_rolls()?);
        candidates.insert("boj17825", dice);
        let jobs: Vec<(&str, &Candidate)> = candidates
            .iter()
            .flat_map(|(problem, list)| list.iter().map(move |candidate| (*problem, candidate)))
            .collect();
        (self.progress)(&format!("counting instructions of {} judge runs", jobs.len()));
        let binaries = &self.binaries;
        // Every program runs from a path of the same length, see `measure::instructions`, and
        // benches running at the same time (tests do) each have their own.
        static RUNS: AtomicUsize = AtomicUsize::new(0);
        let run = RUNS.fetch_add(1, Ordering::Relaxed);
        let slots =
            self.target_dir.join(format!("bench-callgrind-{:010}-{run:04}", std::process::id()));
        let _remove_slots = RemoveOnDrop(slots.clone());
        let counts = measure::in_parallel(&jobs, |index, (problem, candidate)| {
            let binary = &binaries[*problem];
            let slot = slots.join(format!("{index:03}"));
            let (count, answers) =
                measure::instructions(&valgrind, binary, &candidate.input, &slot)?;
            measure::check_same(&answers, &binary.name, &candidate.expected, &candidate.label)
                .with_context(|| format!("on {}", describe(&candidate.input)))?;
            Ok(count)
        })?;
        let mut counted: BTreeMap<&str, Vec<(u64, &Candidate)>> = BTreeMap::new();
        for ((problem, candidate), count) in jobs.iter().zip(&counts) {
            counted.entry(problem).or_default().push((*count, candidate));
        }
        let chosen: BTreeMap<&str, (u64, &Candidate)> = counted
            .iter()
            .map(|(problem, list)| {
                let most = list.iter().max_by_key(|(count, _)| *count).copied();
                let first = list[0];
                (*problem, if *problem == "boj17825" { most.unwrap_or(first) } else { first })
            })
            .collect();

        (self.progress)("counting instructions of the floor and the naive programs");
        let floor = self.baseline("read_and_print");
        let floor_input = &chosen["boj16571"].1.input;
        let mut naive_jobs = vec![(floor, floor_input, None)];
        for (problem, naive) in order {
            let (_, candidate) = chosen[problem];
            let slow = naive != solo_naive;
            if slow && !self.scale.slow_naive_instructions {
                continue;
            }
            naive_jobs.push((self.baseline(naive), &candidate.input, Some(&candidate.expected)));
        }
        let naive_counts =
            measure::in_parallel(&naive_jobs, |index, (program, input, expected)| {
                let slot = slots.join(format!("n{index:02}"));
                let (count, answers) = measure::instructions(&valgrind, program, input, &slot)?;
                if let Some(expected) = expected {
                    measure::check_same(&answers, &program.name, expected, "the release binary")?;
                }
                Ok((program.name.clone(), count))
            })?;
        let naive_counts: BTreeMap<String, u64> = naive_counts.into_iter().collect();
        let floor_count = naive_counts[&floor.name];

        let ratio = |count: u64| count as f64 / floor_count as f64;
        let floor_label = format!("{}: {}", chosen["boj16571"].1.label, describe(floor_input));
        let mut rows =
            vec![row(floor, &floor_label, Measure::Instructions(floor_count), Some(1.0))];
        for (problem, naive) in order {
            let (count, candidate) = chosen[problem];
            let list = &counted[problem];
            let least = list.iter().map(|(count, _)| *count).min().unwrap_or(count);
            let most = list.iter().map(|(count, _)| *count).max().unwrap_or(count);
            let tried = match problem {
                "boj17825" => format!(
                    "{} and the {} slowest of {} seeded rolls; the table shows the costliest",
                    counted_noun(list.len() - self.scale.slowest_rolls, "sample"),
                    self.scale.slowest_rolls,
                    thousands(self.scale.rolls as u64)
                ),
                _ if list.len() == 1 => format!("{} only", candidate.label),
                _ => format!("{} and {}", candidate.label, counted_noun(list.len() - 1, "sample")),
            };
            notes.push(format!(
                "{problem} counted on {tried}: {} to {} instructions ({:.2} to {:.2} of the floor)",
                thousands(least),
                thousands(most),
                ratio(least),
                ratio(most)
            ));
            let input = format!("{}: {}", candidate.label, describe(&candidate.input));
            let mut measured =
                row(self.binary(problem), &input, Measure::Instructions(count), Some(ratio(count)));
            measured.target = Some(RATIO_TARGET);
            rows.push(measured);
            rows.push(match naive_counts.get(naive) {
                Some(&count) => row(
                    self.baseline(naive),
                    &input,
                    Measure::Instructions(count),
                    Some(ratio(count)),
                ),
                None => row(self.baseline(naive), &input, Measure::Skipped("--quick".into()), None),
            });
        }
        Ok(Section { name: "instructions", title, ratio_means, rows })
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

/// Removes a folder of copies when dropped, however the section ends.
struct RemoveOnDrop(PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        // Only copies of programs are in it; a leftover is harmless in the target folder.
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// One input callgrind may count, with the answer it must give.
#[derive(Clone, Debug)]
struct Candidate {
    label: String,
    input: Vec<u8>,
    expected: Vec<u8>,
}

/// An input on one line: its whitespace runs made single spaces, line ends made ` / `.
fn describe(input: &[u8]) -> String {
    let text = String::from_utf8_lossy(input);
    let lines: Vec<String> = text
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .collect();
    lines.join(" / ")
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
