//! The bench's instruction counts, exact where wall clock is not (valgrind's callgrind):
//! `boj7682 instructions`, the solver on many seeded boards against its I/O floor, and
//! `instructions`, one judge run of boj16571, prog-solo-ttt and boj17825 on their hardest
//! input against `read_and_print`. The workspace's tests fail on a missed target here
//! (`tests/tests/instructions.rs`), which a wall-clock ratio on a shared machine could not do
//! without flaking.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::{Context, Result};

use super::measure;
use super::report::{Measure, Row, Section, Target};
use super::{counted_noun, inputs, row, thousands, Bench, Scale, BOARDS_SEED, RATIO_TARGET};

/// boj7682's target in instructions against its I/O floor. The floor's wall clock is mostly
/// the kernel reading and writing, which callgrind does not count, so the wall-clock target
/// (1.25) is worth more here: the solver of 2026-12-01, at 1.15 times the floor's wall clock,
/// counts 1.56 times its instructions. This leaves room for another rustc and still fails a
/// solver a third slower.
const BOARDS_TARGET: Target = Target::RatioAtMost(1.75);

/// The seed of the random boj17825 rolls.
const ROLLS_SEED: u64 = 17825;

/// How many of the random boj17825 rolls that time slowest are timed again.
const SHORTLIST: usize = 128;

/// Per problem, the inputs callgrind counts, each with its count once counted.
type Counted<'a> = BTreeMap<&'static str, Vec<(u64, &'a Candidate)>>;

impl Bench<'_> {
    /// Section `boj7682 instructions`: the solver and its I/O floor on the same seeded boards.
    pub(super) fn boards_instructions(&mut self) -> Result<Section> {
        let count = self.scale.boards_7682;
        let label = format!("{} random boards", thousands(count as u64));
        let valgrind = self.options.valgrind.clone();
        let found = measure::valgrind_found(&valgrind);
        if found {
            (self.progress)(&format!("counting instructions of boj7682 on {label}"));
        }
        let (floor, binary) = (self.baseline("io_floor_7682"), self.binary("boj7682"));
        let skipped = Measure::Skipped("no valgrind".into());
        let mut rows = vec![row(floor, &label, skipped.clone(), None)];
        rows.push(Row { target: Some(BOARDS_TARGET), ..row(binary, &label, skipped, None) });
        if found {
            let input = inputs::random_boards(count, BOARDS_SEED);
            let expected = measure::answers(self.baseline("naive_7682"), &input)?;
            let slots = CallgrindSlots::new(&self.target_dir);
            let counts = measure::in_parallel(&[floor, binary], |index, program| {
                let (count, answers) =
                    measure::instructions(&valgrind, program, &input, &slots.slot(index))?;
                if index == 1 {
                    measure::check_same(&answers, &program.name, &expected, "naive_7682")?;
                }
                Ok(count)
            })?;
            for (row, count) in rows.iter_mut().zip(&counts) {
                row.measure = Measure::Instructions(*count);
                row.ratio = Some(*count as f64 / counts[0] as f64);
            }
        }
        Ok(Section {
            name: "boj7682 instructions",
            title: format!(
                "boj7682 instructions: {label} (seed {BOARDS_SEED}), whole process \
                 (valgrind --tool=callgrind)"
            ),
            ratio_means: format!("instructions / {}'s", floor.name),
            rows,
        })
    }

    /// Section `instructions`: instructions retired by one judge run, against `read_and_print`.
    pub(super) fn instructions(&mut self, notes: &mut Vec<String>) -> Result<Section> {
        let valgrind = self.options.valgrind.clone();
        let mut section = Section {
            name: "instructions",
            title: "instructions retired by the whole process for one judge input, the hardest \
                    (valgrind --tool=callgrind; one count each, it counts the same every run)"
                .to_owned(),
            ratio_means: "instructions / read_and_print's".to_owned(),
            rows: Vec::new(),
        };
        if !measure::valgrind_found(&valgrind) {
            notes.push(measure::valgrind_hint(&valgrind));
            let skipped = Measure::Skipped("no valgrind".into());
            section.rows.push(row(self.baseline("read_and_print"), "", skipped.clone(), None));
            for (problem, naive) in NAIVE {
                let measured = row(self.binary(problem), "", skipped.clone(), None);
                section.rows.push(Row { target: Some(RATIO_TARGET), ..measured });
                section.rows.push(row(self.baseline(naive), "", skipped.clone(), None));
            }
            return Ok(section);
        }
        let candidates = self.hardest_candidates()?;
        let slots = CallgrindSlots::new(&self.target_dir);
        let counted = self.count_candidates(&valgrind, &candidates, &slots)?;
        // boj17825 is shown on its costliest candidate, the others on their designated input.
        let chosen: BTreeMap<&str, (u64, &Candidate)> = counted
            .iter()
            .map(|(problem, list)| {
                let most = list.iter().max_by_key(|(count, _)| *count).copied();
                (*problem, if *problem == "boj17825" { most.unwrap_or(list[0]) } else { list[0] })
            })
            .collect();
        let baselines = self.count_baselines(&valgrind, &chosen, &slots)?;
        section.rows = self.instruction_rows(&counted, &chosen, &baselines, notes);
        Ok(section)
    }

    /// The inputs callgrind counts for each problem: the tic-tac-toe problems' hardest in
    /// principle, the one a search would take longest on, with their samples; boj17825's
    /// samples and its slowest seeded rolls.
    fn hardest_candidates(&mut self) -> Result<BTreeMap<&'static str, Vec<Candidate>>> {
        let designated = |label: &str, input: &str, expected: &str| Candidate {
            label: label.to_owned(),
            input: input.as_bytes().to_vec(),
            expected: expected.as_bytes().to_vec(),
        };
        let mut positions = vec![designated("the empty board", "0 0 0\n0 0 0\n0 0 0\n", "D\n")];
        let mut boards = vec![designated("O's two lines", "[\"OOO\", \"OXX\", \"OXX\"]\n", "1\n")];
        if self.scale.all_samples {
            positions.extend(self.samples("boj16571")?);
            boards.extend(self.samples("prog-solo-ttt")?);
        }
        let mut dice = self.samples("boj17825")?;
        dice.extend(self.slowest_rolls()?);
        Ok(BTreeMap::from([("boj16571", positions), ("prog-solo-ttt", boards), ("boj17825", dice)]))
    }

    /// Counts every candidate with its problem's binary, checking each answer.
    fn count_candidates<'c>(
        &mut self,
        valgrind: &OsString,
        candidates: &'c BTreeMap<&'static str, Vec<Candidate>>,
        slots: &CallgrindSlots,
    ) -> Result<Counted<'c>> {
        let jobs: Vec<(&'static str, &Candidate)> = candidates
            .iter()
            .flat_map(|(problem, list)| list.iter().map(move |candidate| (*problem, candidate)))
            .collect();
        (self.progress)(&format!("counting instructions of {} judge runs", jobs.len()));
        let binaries = &self.binaries;
        let counts = measure::in_parallel(&jobs, |index, (problem, candidate)| {
            let binary = &binaries[*problem];
            let (count, answers) =
                measure::instructions(valgrind, binary, &candidate.input, &slots.slot(index))?;
            measure::check_same(&answers, &binary.name, &candidate.expected, &candidate.label)
                .with_context(|| format!("on {}", describe(&candidate.input)))?;
            Ok(count)
        })?;
        let mut counted = Counted::new();
        for ((problem, candidate), count) in jobs.into_iter().zip(counts) {
            counted.entry(problem).or_default().push((count, candidate));
        }
        Ok(counted)
    }

    /// Counts `read_and_print` on boj16571's chosen input, and each naive program on its
    /// problem's (the slow ones only in a full run), by program name.
    fn count_baselines(
        &mut self,
        valgrind: &OsString,
        chosen: &BTreeMap<&str, (u64, &Candidate)>,
        slots: &CallgrindSlots,
    ) -> Result<BTreeMap<String, u64>> {
        (self.progress)("counting instructions of the floor and the naive programs");
        let floor_input = &chosen["boj16571"].1.input;
        let mut jobs = vec![(self.baseline("read_and_print"), floor_input, None)];
        for (problem, naive) in NAIVE {
            let candidate = chosen[problem].1;
            if naive == "naive_solo_ttt" || self.scale.slow_naive_instructions {
                jobs.push((self.baseline(naive), &candidate.input, Some(&candidate.expected)));
            }
        }
        let counts = measure::in_parallel(&jobs, |index, (program, input, expected)| {
            let slot = slots.slot(100 + index);
            let (count, answers) = measure::instructions(valgrind, program, input, &slot)?;
            if let Some(expected) = expected {
                measure::check_same(&answers, &program.name, expected, "the release binary")?;
            }
            Ok((program.name.clone(), count))
        })?;
        Ok(counts.into_iter().collect())
    }

    /// The rows of the `instructions` section, and a note per problem on the range counted.
    fn instruction_rows(
        &self,
        counted: &Counted<'_>,
        chosen: &BTreeMap<&str, (u64, &Candidate)>,
        baselines: &BTreeMap<String, u64>,
        notes: &mut Vec<String>,
    ) -> Vec<Row> {
        let floor = self.baseline("read_and_print");
        let floor_count = baselines[&floor.name];
        let ratio = |count: u64| count as f64 / floor_count as f64;
        let (_, floor_candidate) = chosen["boj16571"];
        let floor_label =
            format!("{}: {}", floor_candidate.label, describe(&floor_candidate.input));
        let mut rows =
            vec![row(floor, &floor_label, Measure::Instructions(floor_count), Some(1.0))];
        for (problem, naive) in NAIVE {
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
            let measured =
                row(self.binary(problem), &input, Measure::Instructions(count), Some(ratio(count)));
            rows.push(Row { target: Some(RATIO_TARGET), ..measured });
            let naive_measure = match baselines.get(naive) {
                Some(&count) => (Measure::Instructions(count), Some(ratio(count))),
                None => (Measure::Skipped("--quick".into()), None),
            };
            rows.push(row(self.baseline(naive), &input, naive_measure.0, naive_measure.1));
        }
        rows
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
}

/// The problems counted on their hardest input, each with its naive program.
const NAIVE: [(&str, &str); 3] =
    [("boj16571", "naive_16571"), ("prog-solo-ttt", "naive_solo_ttt"), ("boj17825", "naive_17825")];

/// A folder of numbered slots, each a path of the same length for one program's copy (see
/// [`measure::instructions`]), removed when dropped however the section ends. Benches running
/// at the same time (tests do) each have their own.
struct CallgrindSlots(PathBuf);

impl CallgrindSlots {
    fn new(target_dir: &std::path::Path) -> CallgrindSlots {
        static RUNS: AtomicUsize = AtomicUsize::new(0);
        let run = RUNS.fetch_add(1, Ordering::Relaxed);
        let name = format!("bench-callgrind-{:010}-{run:04}", std::process::id());
        CallgrindSlots(target_dir.join(name))
    }

    fn slot(&self, index: usize) -> PathBuf {
        self.0.join(format!("{index:03}"))
    }
}

impl Drop for CallgrindSlots {
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
