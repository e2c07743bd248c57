//! The inputs a problem's generator writes, judged as the samples are: [`GENERATED_INPUTS`]
//! small ones (`<seed> 5`, or `<seed> <max-cases>` when that is less) and, when the problem's
//! judge table gives `max-cases`, the largest input its statement allows (`0 <max-cases>`). Each
//! runs through the binary and the bundle held to the problem's limits: TLE, MLE or RE on either
//! fails the problem, as an answer of the bundle unlike the binary's does; an input both reject
//! with a clean error is the generator's fault. The first failing input stops the check, and the
//! input is kept under `<target>/verify/<problem>/`.

use std::path::Path;
use std::process::Command;

use anyhow::Result;

use super::{read, Agreement, Check, Job, ProblemReport};
use crate::checker::{Checker, Judgement};
use crate::process::{self, Output};
use crate::samples::{self, Verdict};
use crate::table::{block, visible};

/// How many inputs a problem's generator writes for verify: seeds 1 to this.
pub const GENERATED_INPUTS: u64 = 200;

/// How many cases each small generated input holds, unless `max-cases` allows fewer.
pub const GENERATED_CASES: u64 = 5;

/// The seed of the largest input, which no small input has: a generator told seed 0 writes
/// every case at the largest size the statement allows (`proof::largest_asked`).
const LARGEST_SEED: u64 = 0;

/// One input a generator wrote, `bytes`, for `<seed> <cases>`; the `largest` at `max-cases`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Input {
    pub(super) seed: u64,
    pub(super) cases: u64,
    pub(super) largest: bool,
    pub(super) bytes: Vec<u8>,
}

impl Input {
    /// How messages name it: `generated input 28`, `the largest input (100000 cases)`.
    pub(super) fn name(&self) -> String {
        match self.largest {
            true => format!("the largest input ({} cases)", self.cases),
            false => format!("generated input {}", self.seed),
        }
    }

    /// How the time and memory columns name it: `generated 28`, `largest`; its file under
    /// `<target>/verify/<problem>/` is `generated-28.in`, its name in a function judge's harness
    /// `/generated 28`, which no sample's file can have.
    pub(super) fn short(&self) -> String {
        match self.largest {
            true => "largest".to_owned(),
            false => format!("generated {}", self.seed),
        }
    }
}

/// How the binary's run and the bundle's on one generated input are judged.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Judged {
    /// Both exited 0 within the limits with the same answers.
    Same,
    /// Both ran clean, unlike each other, or an answer the checker rejects: its word.
    Unlike(Judgement),
    /// Both rejected the input with a clean error: this one, the binary's.
    Rejected(String),
    /// One of them failed: the bundle's (else the binary's) run, its verdict, and what the
    /// checker said of the binary's answers when it rejected them.
    Failed { bundle: bool, verdict: Verdict, checker: String },
}

/// Judges the binary's run `binary` and the bundle's `bundle` on one input; `own` is the
/// checker's word on the binary's answers (AC without a checker), `same` the word on two clean
/// runs' answers ([`Job::same_output`]); `games` are their verdicts in a game against the judge.
fn judge(
    binary: &Output,
    bundle: &Output,
    own: Judgement,
    same: Judgement,
    games: [Option<Verdict>; 2],
) -> Judged {
    let failed = |output, game: Option<Verdict>| {
        Some(game.unwrap_or_else(|| samples::foreign_verdict(output))).filter(|v| *v != Verdict::Ac)
    };
    if let Some(verdict) = failed(binary, games[0]) {
        return Judged::Failed { bundle: false, verdict, checker: String::new() };
    }
    if own.verdict != Verdict::Ac {
        return Judged::Failed { bundle: false, verdict: own.verdict, checker: own.message };
    }
    if let Some(verdict) = failed(bundle, games[1]) {
        return Judged::Failed { bundle: true, verdict, checker: String::new() };
    }
    match (binary.code, bundle.code) {
        (Some(0), Some(0)) if same.verdict == Verdict::Ac => Judged::Same,
        (Some(1), Some(1)) => {
            let error = String::from_utf8_lossy(&binary.stderr).trim_end().to_owned();
            Judged::Rejected(error)
        }
        _ => Judged::Unlike(same),
    }
}

/// The inputs asked of a generator, their bytes not yet written, for `generated` small ones and
/// a statement allowing `max_cases`: no input holds more cases than it allows.
fn asked(generated: u64, max_cases: Option<u64>) -> Vec<Input> {
    let input = |seed, cases, largest| Input { seed, cases, largest, bytes: Vec::new() };
    let cases = max_cases.map_or(GENERATED_CASES, |most| most.min(GENERATED_CASES));
    let small = (1..=generated).map(|seed| input(seed, cases, false));
    let largest = max_cases.filter(|_| generated > 0);
    small.chain(largest.map(|cases| input(LARGEST_SEED, cases, true))).collect()
}

impl Job<'_> {
    /// The command that writes `input` again.
    pub(super) fn command(&self, input: &Input) -> String {
        let (package, problem) = (&self.problem.package, &self.problem.name);
        format!(
            "cargo run -p {package} --example {problem}-generate -- {} {}",
            input.seed, input.cases
        )
    }

    /// The inputs the problem's generator writes ([`asked`]); `None` without a generator,
    /// or when it fails (a failure in `report`). A generator writes the same inputs again: they
    /// are kept, named by its bytes and what was asked, a file each.
    pub(super) fn generate(&self, report: &mut ProblemReport) -> Result<Option<Vec<Input>>> {
        let mut inputs = asked(self.options.generated, self.profile.max_cases);
        if inputs.is_empty() || !self.generator.is_file() {
            return Ok(None);
        }
        let generator = read(&self.generator)?;
        let asked = format!("{inputs:?}");
        let entry = crate::cache::Entry::new("generated", &[&generator, asked.as_bytes()]);
        let kept: Option<Vec<Vec<u8>>> = (0..inputs.len())
            .map(|index| std::fs::read(entry.get(&index.to_string())?).ok())
            .collect();
        match kept {
            Some(kept) => inputs.iter_mut().zip(kept).for_each(|(input, kept)| input.bytes = kept),
            None if self.run_generator(&mut inputs, report)? => {
                // A cache that cannot be written only costs the next run.
                let files = inputs.iter().enumerate();
                let files: Vec<_> =
                    files.map(|(i, input)| (i.to_string(), &input.bytes[..])).collect();
                let _ = entry.put(&files);
            }
            None => return Ok(None),
        }
        Ok(Some(inputs))
    }

    /// Runs the generator for each of `inputs`, its bytes; false at the first that fails (in
    /// `report`).
    fn run_generator(&self, inputs: &mut [Input], report: &mut ProblemReport) -> Result<bool> {
        for input in inputs {
            let (seed, cases) = (input.seed, input.cases);
            let mut command = Command::new(&self.generator);
            command.args([seed.to_string(), cases.to_string()]);
            let timeout = process::wall_clock(self.profile.time_limit);
            let output = process::run(&mut command, b"", timeout)?;
            if !output.success() {
                let message = format!(
                    "{}: `{} {seed} {cases}` failed ({}):\n{}",
                    input.name(),
                    self.workspace.display(&self.generator),
                    output.status(),
                    block(&visible(&output.stderr), "    ").trim_end()
                );
                report.fail(Check::Generator, None, message);
                return Ok(false);
            }
            input.bytes = output.stdout;
        }
        Ok(true)
    }

    /// Runs the binary and the bundle's program `compiled` on `generated`, each held to the
    /// problem's limits, and judges each pair ([`Job::judge_input`]) until the first that fails.
    /// A problem whose runs passed before on the same programs, generator and limits passes
    /// again: the result is kept, with its slowest run and its largest peak memory.
    pub(super) fn judge_generated(
        &self,
        compiled: &Path,
        generated: &[Input],
        report: &mut ProblemReport,
    ) -> Result<()> {
        let (binary, bundle, generator) =
            (read(&self.binary)?, read(compiled)?, read(&self.generator)?);
        // A game's interactor judges too: a new checker or interactor judges again.
        let [checker, interactor] = [&self.checker, &self.interactor]
            .map(|judge| judge.as_ref().map(Checker::identity).unwrap_or_default());
        let asked = (self.options.generated, self.profile.max_cases, self.limits());
        let asked = format!("{asked:?}");
        let parts: [&[u8]; 6] =
            [&binary, &bundle, &generator, &checker, &interactor, asked.as_bytes()];
        let entry = crate::cache::Entry::new("judged-worst", &parts);
        let kept = entry.get("worst").and_then(|path| std::fs::read_to_string(path).ok());
        let kept = kept.is_some_and(|worst| report.note_worst(&worst));
        // Inputs left out (not a method's arguments) count as not the same.
        let inputs = self.options.generated;
        let mut agreement = Agreement { same: 0, inputs, failed: None, largest: None };
        for (index, input) in generated.iter().enumerate() {
            let verdict = match kept {
                true => Some(Verdict::Ac),
                false => self.judge_input(compiled, input, report)?,
            };
            match (input.largest, verdict) {
                (true, verdict) => agreement.largest = verdict,
                (false, Some(Verdict::Ac)) => agreement.same += 1,
                (false, verdict) => agreement.failed = verdict,
            }
            let unrun = generated.len() - index - 1;
            if verdict == Some(Verdict::Ac) {
                continue;
            } else if unrun > 0 {
                report.failures.last_mut().expect("just failed").message.push_str(&format!(
                    "\n  {unrun} more generated input{} left unrun: the first failing one stops \
                     the check",
                    if unrun == 1 { "" } else { "s" }
                ));
            }
            report.generated = Some(agreement);
            return Ok(());
        }
        report.generated = Some(agreement);
        if !kept {
            let _ = entry.put(&[("worst", report.worst_text().as_bytes())]);
        }
        Ok(())
    }

    /// Runs the binary and the bundle's program `compiled` on `input`, noted in `report`, and
    /// judges the pair ([`judge`]): AC, or a failure in `report` (the input kept) and its
    /// verdict (none for an input the generator should not have written).
    fn judge_input(
        &self,
        compiled: &Path,
        input: &Input,
        report: &mut ProblemReport,
    ) -> Result<Option<Verdict>> {
        let stdin = match &self.profile.function {
            Some(_) => format!("/{}\n", input.short()).into_bytes(),
            None => input.bytes.clone(),
        };
        // Written for a game's interactor to read, and kept when it fails.
        std::fs::create_dir_all(&self.work_dir)?;
        let kept = self.work_dir.join(format!("{}.in", input.short().replace(' ', "-")));
        std::fs::write(&kept, &input.bytes)?;
        let (a, b, games) = match self.interactor {
            // A game: each program against the interactor on the input, the transcripts compared.
            Some(_) => {
                let (a, b) = (self.play(&self.binary, &kept)?, self.play(compiled, &kept)?);
                (a.output, b.output, [Some(a.verdict), Some(b.verdict)])
            }
            None => {
                let a = self.runner.run(&self.binary, &input.bytes, self.limits())?;
                (a, self.runner.run(compiled, &stdin, self.limits())?, [None; 2])
            }
        };
        report.note_run(&a, &input.short());
        report.note_run(&b, &input.short());
        // With a checker, the binary's answers are judged too, as their own jury's answers.
        let own = match (&self.checker, a.success()) {
            (Some(_), true) => self.same(&input.bytes, &a.stdout, &a.stdout)?,
            _ => Judgement::right(true),
        };
        let judged = judge(&a, &b, own, self.same_output(&input.bytes, &a, &b)?, games);
        if judged == Judged::Same {
            let _ = std::fs::remove_file(&kept);
            return Ok(Some(Verdict::Ac));
        }
        let label = format!(
            "{} (`{}`, kept in {})",
            input.name(),
            self.command(input),
            self.workspace.display(&kept)
        );
        let (verdict, message) = match &judged {
            Judged::Same => unreachable!("judged above"),
            Judged::Unlike(same) => {
                (Some(same.verdict), super::unlike(&label, &a, &b, &same.message))
            }
            Judged::Rejected(error) => (
                None,
                format!(
                    "{label}: the binary and the bundle both reject it, so the generator wrote an \
                     input the problem's reader refuses:\n{}",
                    block(error, "    ").trim_end()
                ),
            ),
            Judged::Failed { bundle, verdict, checker } => {
                let (who, output) =
                    if *bundle { ("bundle", &b) } else { (self.problem.name.as_str(), &a) };
                let status = output.status();
                let why = format!("{who} < {label}:\n  {verdict}: {status}\n");
                let why = why + &samples::stderr_block(output) + &samples::checker_block(checker);
                (Some(*verdict), why.trim_end().to_owned())
            }
        };
        let check = match (judged, input.largest) {
            (Judged::Rejected(_), _) => Check::Generator,
            (_, true) => Check::Largest,
            (_, false) => Check::Generated,
        };
        report.fail(check, verdict, message);
        Ok(verdict)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::process::Stop;

    #[test]
    fn no_generated_input_holds_more_cases_than_max_cases() {
        let cases = |generated, max_cases| {
            let inputs = asked(generated, max_cases);
            inputs.iter().map(|input| (input.cases, input.largest)).collect::<Vec<_>>()
        };
        assert_eq!(cases(2, Some(1)), [(1, false), (1, false), (1, true)]);
        assert_eq!(cases(1, Some(3)), [(3, false), (3, true)]);
        assert_eq!(cases(2, None), [(5, false), (5, false)]);
        assert_eq!(cases(1, Some(1000)), [(5, false), (1000, true)]);
        assert_eq!(cases(0, Some(1)), []);
    }

    #[test]
    fn a_generated_input_is_judged_on_both_runs() {
        let answer = Output::exited(0, b"1\n", b"");
        let panic = Output::exited(101, b"", b"thread 'main' panicked at src/lib.rs:1:1:\noops\n");
        let slow = Output { stopped: Some(Stop::Time(Duration::from_secs(1))), ..answer.clone() };
        let hungry = Output { stopped: Some(Stop::Memory(1 << 20)), ..answer.clone() };
        let rejected = Output::exited(1, b"", b"error: line 1, column 1: found `x`\n");
        let failed = |bundle, verdict| Judged::Failed { bundle, verdict, checker: String::new() };
        for (binary, bundle, same, judged) in [
            (&answer, &answer, true, Judged::Same),
            (
                &answer,
                &Output::exited(0, b"2\n", b""),
                false,
                Judged::Unlike(Judgement::right(false)),
            ),
            (&panic, &panic, true, failed(false, Verdict::Re)),
            (&answer, &panic, false, failed(true, Verdict::Re)),
            (&answer, &slow, true, failed(true, Verdict::Tle)),
            (&hungry, &slow, true, failed(false, Verdict::Mle)),
            (
                &rejected,
                &rejected,
                false,
                Judged::Rejected("error: line 1, column 1: found `x`".to_owned()),
            ),
            (&rejected, &answer, false, Judged::Unlike(Judgement::right(false))),
        ] {
            let own = Judgement::right(true);
            assert_eq!(
                judge(binary, bundle, own, Judgement::right(same), [None; 2]),
                judged,
                "{binary:?} {bundle:?}"
            );
        }
        // A checker that rejects the binary's own answers fails the binary, with its word.
        let rejected = Judgement { verdict: Verdict::Wa, message: "case 1: no".to_owned() };
        let checker = "case 1: no".to_owned();
        let judged = judge(&answer, &answer, rejected, Judgement::right(true), [None; 2]);
        assert_eq!(judged, Judged::Failed { bundle: false, verdict: Verdict::Wa, checker });
    }
}
