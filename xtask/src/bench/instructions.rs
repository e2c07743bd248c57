//! The bench's instruction counts (valgrind's callgrind), exact where wall clock is not, so the
//! workspace's tests can hold them to their targets: `boj7682 instructions`, the solver on many
//! seeded boards against its I/O floor, and `instructions`, one judge run of each other problem
//! on its hardest input.

use std::ffi::OsStr;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};

use super::measure::{self, Program};
use super::report::{Measure, Row, Section, Target};
use super::{counted_noun, inputs, row, thousands, Bench, Scale, BOARDS_SEED, NAIVE, RATIO_TARGET};

/// boj7682's target against its I/O floor, looser than the wall clock's 1.25: callgrind does
/// not count the kernel's reading and writing, most of the floor's wall clock (`docs/bench.md`).
/// It still fails a solver a third slower.
const BOARDS_TARGET: Target = Target::RatioAtMost(1.75);

/// One input callgrind may count, with the answer it must give.
#[derive(Debug)]
struct Candidate {
    label: String,
    input: Vec<u8>,
    expected: Vec<u8>,
}

impl Bench<'_> {
    /// `boj7682 instructions` and `instructions`; without valgrind, skipped rows and a note.
    pub(super) fn instruction_sections(&mut self) -> Result<[Section; 2]> {
        let valgrind = self.options.valgrind.clone();
        let version = std::process::Command::new(&valgrind).arg("--version").output();
        let found = version.is_ok_and(|output| output.status.success());
        if !found {
            self.notes.push(format!(
                "`{}` not found, so instructions were not counted; install valgrind \
                 (`sudo apt-get install valgrind`, `sudo dnf install valgrind`, \
                 `sudo pacman -S valgrind`) and run the bench again",
                valgrind.to_string_lossy()
            ));
        }
        let valgrind = found.then_some(valgrind.as_os_str());
        Ok([self.boards_instructions(valgrind)?, self.instructions(valgrind)?])
    }

    /// Section `boj7682 instructions`: the solver and its I/O floor on the same seeded boards.
    fn boards_instructions(&mut self, valgrind: Option<&OsStr>) -> Result<Section> {
        let count = self.scale.boards_7682;
        let label = format!("{} random boards", thousands(count as u64));
        let (floor, binary) = (&self.programs["io_floor_7682"], &self.programs["boj7682"]);
        let mut rows = vec![skipped(floor, &label), skipped(binary, &label)];
        rows[1].target = Some(BOARDS_TARGET);
        if let Some(valgrind) = valgrind {
            (self.progress)(&format!("counting instructions of boj7682 on {label}"));
            let input = inputs::random_boards(count, BOARDS_SEED);
            let expected = measure::answers(&self.programs["naive_7682"], &input)?;
            let boards = Candidate { label: "naive_7682".into(), input, expected };
            let jobs = [(floor, &boards, false), (binary, &boards, true)];
            let counts = counted(valgrind, self.temp.path(), &jobs)?;
            for (row, count) in rows.iter_mut().zip(&counts) {
                row.measure = Measure::Instructions(*count);
                row.ratio = Some(*count as f64 / counts[0] as f64);
            }
        }
        Ok(Section {
            name: "boj7682 instructions".into(),
            title: format!(
                "boj7682 instructions: {label} (seed {BOARDS_SEED}), whole process \
                 (valgrind --tool=callgrind)"
            ),
            ratio_means: format!("instructions / {}'s", floor.name),
            rows,
        })
    }

    /// Section `instructions`: one judge run, against `read_and_print`.
    fn instructions(&mut self, valgrind: Option<&OsStr>) -> Result<Section> {
        let mut rows = vec![skipped(&self.programs["read_and_print"], "")];
        for (problem, naive) in NAIVE {
            rows.push(Row { target: Some(RATIO_TARGET), ..skipped(&self.programs[problem], "") });
            rows.push(skipped(&self.programs[naive], ""));
        }
        if let Some(valgrind) = valgrind {
            self.count_hardest(valgrind, &mut rows)?;
        }
        Ok(Section {
            name: "instructions".into(),
            title: "instructions retired by the whole process for one judge input, the hardest \
                    (valgrind --tool=callgrind; one count each, it counts the same every run)"
                .to_owned(),
            ratio_means: "instructions / read_and_print's".to_owned(),
            rows,
        })
    }

    /// Counts `read_and_print` on the empty board and every problem of [`NAIVE`] on each of its
    /// candidates, checking each answer, into `rows`: the one shown for each problem and its naive
    /// program on the same input (the slow ones only in a full run). A note gives each range.
    fn count_hardest(&mut self, valgrind: &OsStr, rows: &mut [Row]) -> Result<()> {
        let candidates = self.hardest_candidates()?;
        let runs: usize = candidates.iter().map(|(_, list)| list.len()).sum();
        (self.progress)(&format!("counting instructions of {runs} judge runs and their floor"));
        let (programs, temp) = (&self.programs, self.temp.path());
        let count = |program: &str, list: &[&Candidate], check: bool| {
            let jobs: Vec<_> = list.iter().map(|c| (&programs[program], *c, check)).collect();
            counted(valgrind, temp, &jobs)
        };
        let empty_board = &candidates[0].1[0];
        let floor_count = count("read_and_print", &[empty_board], false)?[0];
        let ratio = |count: u64| count as f64 / floor_count as f64;
        let measured = |row: &mut Row, candidate: &Candidate, count: Option<u64>| {
            row.input = format!("{}: {}", candidate.label, describe(&candidate.input));
            row.measure = count.map_or(Measure::Skipped("--quick".into()), Measure::Instructions);
            row.ratio = count.map(ratio);
        };
        measured(&mut rows[0], empty_board, Some(floor_count));
        for (index, ((problem, naive), (what, list))) in NAIVE.iter().zip(&candidates).enumerate() {
            let counts = count(problem, &list.iter().collect::<Vec<_>>(), true)?;
            let costliest = (0..counts.len()).max_by_key(|&i| counts[i]).unwrap_or(0);
            let (least, most) = (counts.iter().min().copied().unwrap_or(0), counts[costliest]);
            // boj17825 is shown on its costliest candidate, the others on their designated input:
            // their solvers cost the same on any board, their naive programs most on that one.
            let shown = if *problem == "boj17825" { costliest } else { 0 };
            let chosen = &list[shown];
            measured(&mut rows[1 + 2 * index], chosen, Some(counts[shown]));
            let naive_count = match *naive == "naive_solo_ttt" || !self.options.quick {
                true => Some(count(naive, &[chosen], true)?[0]),
                false => None,
            };
            measured(&mut rows[2 + 2 * index], chosen, naive_count);
            self.notes.push(format!(
                "{problem} counted on {what}: {} to {} instructions ({:.2} to {:.2} of the floor)",
                thousands(least),
                thousands(most),
                ratio(least),
                ratio(most)
            ));
        }
        Ok(())
    }

    /// The inputs callgrind counts for each problem of [`NAIVE`], with a few words on them: the
    /// tic-tac-toe problems' hardest in principle (a search's longest), boj17825's slowest
    /// seeded rolls, and their samples (only the first in a quick run).
    fn hardest_candidates(&mut self) -> Result<Vec<(String, Vec<Candidate>)>> {
        let designated = |label: &str, input: &str, expected: &str| {
            let (input, expected) = (input.as_bytes().to_vec(), expected.as_bytes().to_vec());
            (label.to_owned(), vec![Candidate { label: label.to_owned(), input, expected }])
        };
        let Scale { rolls, slowest_rolls, .. } = self.scale;
        let found_rolls =
            format!("the {slowest_rolls} slowest of {} seeded rolls", thousands(rolls as u64));
        let hardest = [
            designated("the empty board", "0 0 0\n0 0 0\n0 0 0\n", "D\n"),
            designated("O's two lines", "[\"OOO\", \"OXX\", \"OXX\"]\n", "1\n"),
            (found_rolls, self.slowest_rolls()?),
        ];
        let read = |path: &Path| {
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
        };
        let mut candidates = Vec::new();
        for ((problem, _), (what, mut list)) in NAIVE.iter().zip(hardest) {
            // A quick run counts the first sample only.
            let samples = self.workspace.problem(problem)?.samples;
            let take = if self.options.quick { 1 } else { samples.len() };
            for sample in samples.iter().take(take) {
                let (input, expected) = (read(&sample.input)?, read(&sample.output)?);
                list.push(Candidate { label: format!("sample {}", sample.name), input, expected });
            }
            let what = format!("{what} and {}", counted_noun(take.min(samples.len()), "sample"));
            candidates.push((what, list));
        }
        Ok(candidates)
    }

    /// The random rolls of boj17825 whose runs take longest, with `naive_17825`'s answers.
    /// Timing a roll through the release binary, repeated to outweigh the process's start, is
    /// cheap but noisy, and noise only adds time: so each roll keeps its fastest of three runs,
    /// and callgrind counts a generous number of the slowest exactly.
    fn slowest_rolls(&mut self) -> Result<Vec<Candidate>> {
        let Scale { rolls, roll_repeats, slowest_rolls, .. } = self.scale;
        (self.progress)(&format!("timing {rolls} random boj17825 rolls to find the slowest"));
        let lines = inputs::random_rolls(rolls, super::ROLLS_SEED);
        let mut files = Vec::new();
        for (index, line) in lines.iter().enumerate() {
            let input = line.repeat(roll_repeats);
            files.push(self.input_file(&format!("roll-{index}.in"), input.as_bytes())?);
        }
        let binary = &self.programs["boj17825"];
        let mut fastest = vec![Duration::MAX; rolls];
        for _ in 0..3 {
            for (time, file) in fastest.iter_mut().zip(&files) {
                *time = (*time).min(measure::time_once(binary, file)?);
            }
        }
        let mut shortlist: Vec<usize> = (0..rolls).collect();
        shortlist.sort_by_key(|&index| std::cmp::Reverse(fastest[index]));
        shortlist.truncate(slowest_rolls);
        let batch: String = shortlist.iter().map(|&index| lines[index].as_str()).collect();
        let expected = measure::answers(&self.programs["naive_17825"], batch.as_bytes())?;
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

/// A row not measured (yet): callgrind is missing, or its count is still to come.
fn skipped(program: &Program, input: &str) -> Row {
    row(program, input, Measure::Skipped("no valgrind".into()), None)
}

/// The instructions of each job, counted at once, its answers checked against the candidate's
/// where it says so; each runs from a folder of `temp` ([`measure::instructions`]).
fn counted(
    valgrind: &OsStr,
    temp: &Path,
    jobs: &[(&Program, &Candidate, bool)],
) -> Result<Vec<u64>> {
    measure::in_parallel(jobs, |(program, candidate, check)| {
        let (count, answers) = measure::instructions(valgrind, program, &candidate.input, temp)?;
        if *check {
            measure::check_same(&answers, &program.name, &candidate.expected, &candidate.label)
                .with_context(|| format!("on {}", describe(&candidate.input)))?;
        }
        Ok(count)
    })
}

/// An input on one line: its whitespace runs made single spaces, line ends made ` / `.
fn describe(input: &[u8]) -> String {
    let text = String::from_utf8_lossy(input);
    let lines = text.lines().map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "));
    lines.filter(|line| !line.is_empty()).collect::<Vec<_>>().join(" / ")
}
