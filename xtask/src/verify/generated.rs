//! The inputs a problem's generator writes, judged as the samples are: [`GENERATED_INPUTS`]
//! small ones (`<seed> 5`) and, when the problem's judge table gives `max-cases`, the largest
//! input its statement allows (`1 <max-cases>`). Each runs through the binary and the bundle
//! held to the problem's limits: TLE, MLE or RE on either fails the problem, as an answer of the
//! bundle unlike the binary's does; an input both reject with a clean error is the generator's
//! fault. The first failing input stops the check, and the input is kept under
//! `<target>/verify/<problem>/`.

use std::path::Path;
use std::process::Command;

use anyhow::{Context as _, Result};

use super::{Agreement, Check, Job, ProblemReport};
use crate::process::{self, Output};
use crate::profile::Function;
use crate::samples::{self, Verdict};
use crate::table::{block, visible};

/// How many inputs a problem's generator writes for verify: seeds 1 to this.
pub const GENERATED_INPUTS: u64 = 200;

/// How many cases each small generated input holds.
pub const GENERATED_CASES: u64 = 5;

/// The seed of the largest input.
const LARGEST_SEED: u64 = 1;

/// One input a generator wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Input {
    /// The generator's first argument.
    pub(super) seed: u64,
    /// Its second, the number of cases.
    pub(super) cases: u64,
    /// Is it the largest input, at the problem's `max-cases`.
    pub(super) largest: bool,
    /// What it wrote.
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

    /// How the time and memory columns name it: `generated 28`, `largest`.
    fn short(&self) -> String {
        match self.largest {
            true => "largest".to_owned(),
            false => format!("generated {}", self.seed),
        }
    }

    /// The name a function judge's harness calls it by, which no sample's file can have.
    pub(super) fn harness_name(&self) -> String {
        match self.largest {
            true => "/generated/largest".to_owned(),
            false => format!("/generated/{}", self.seed),
        }
    }
}

/// The inputs a generator wrote.
pub(super) type Generated = Vec<Input>;

/// How the binary's run and the bundle's on one generated input are judged.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Judged {
    /// Both exited 0 within the limits with the same answers.
    Same,
    /// Both ran clean, unlike each other.
    Unlike,
    /// Both rejected the input with a clean error: this one, the binary's.
    Rejected(String),
    /// One of them failed: the bundle's (else the binary's) run, and its verdict.
    Failed { bundle: bool, verdict: Verdict },
}

/// Judges the binary's run `binary` and the bundle's `bundle` on one input; `same` compares
/// two clean runs' answers.
fn judge(binary: &Output, bundle: &Output, same: bool) -> Judged {
    let failed = |output: &Output| match output.stopped {
        Some(_) => Some(samples::own_verdict(&[], output)),
        None if output.code == Some(0) || samples::clean_error(output) => None,
        None => Some(Verdict::Re),
    };
    if let Some(verdict) = failed(binary) {
        return Judged::Failed { bundle: false, verdict };
    }
    if let Some(verdict) = failed(bundle) {
        return Judged::Failed { bundle: true, verdict };
    }
    match (binary.code, bundle.code) {
        (Some(0), Some(0)) if same => Judged::Same,
        (Some(1), Some(1)) => {
            let error = String::from_utf8_lossy(&binary.stderr).trim_end().to_owned();
            Judged::Rejected(error)
        }
        _ => Judged::Unlike,
    }
}

impl Job<'_> {
    /// The command that writes `input` again.
    fn command(&self, input: &Input) -> String {
        let (package, problem) = (&self.problem.package, &self.problem.name);
        format!(
            "cargo run -p {package} --example {problem}-generate -- {} {}",
            input.seed, input.cases
        )
    }

    /// What the generator is asked for: each input's seed, cases and whether it is the largest.
    fn asked(&self) -> Vec<(u64, u64, bool)> {
        let mut asked: Vec<_> =
            (1..=self.options.generated).map(|seed| (seed, GENERATED_CASES, false)).collect();
        if let Some(cases) = self.profile.max_cases.filter(|_| self.options.generated > 0) {
            asked.push((LARGEST_SEED, cases, true));
        }
        asked
    }

    /// The inputs the problem's generator writes ([`Job::asked`]); `None` without a generator,
    /// or when it fails (a failure in `report`). A generator writes the same inputs again: they
    /// are kept, named by its bytes and what was asked, each after its length as 8 bytes.
    pub(super) fn generate(&self, report: &mut ProblemReport) -> Result<Option<Generated>> {
        let asked = self.asked();
        if asked.is_empty() || !self.generator.is_file() {
            return Ok(None);
        }
        let generator = std::fs::read(&self.generator)
            .with_context(|| format!("cannot read {}", self.generator.display()))?;
        let counts = format!("{asked:?}");
        let entry = crate::cache::Entry::new("generated", &[&generator, counts.as_bytes()]);
        let kept = entry.get("inputs").and_then(|path| std::fs::read(path).ok());
        let written = match kept.and_then(|kept| unframe(&kept, asked.len())) {
            Some(written) => written,
            None => {
                let Some(written) = self.run_generator(&asked, report)? else {
                    return Ok(None);
                };
                self.keep_inputs(&entry, &written)?;
                written
            }
        };
        let inputs = asked.into_iter().zip(written);
        let inputs =
            inputs.map(|((seed, cases, largest), bytes)| Input { seed, cases, largest, bytes });
        Ok(Some(inputs.collect()))
    }

    /// Runs the generator for each of `asked`; `None` at the first that fails, named in
    /// `report`.
    fn run_generator(
        &self,
        asked: &[(u64, u64, bool)],
        report: &mut ProblemReport,
    ) -> Result<Option<Vec<Vec<u8>>>> {
        let mut written = Vec::new();
        for (seed, cases, largest) in asked {
            let mut command = Command::new(&self.generator);
            command.args([seed.to_string(), cases.to_string()]);
            let input = process::run(&mut command, b"", self.timeout())?;
            if !input.success() {
                let name = Input { seed: *seed, cases: *cases, largest: *largest, bytes: vec![] };
                let message = format!(
                    "{}: `{} {seed} {cases}` failed ({}):\n{}",
                    name.name(),
                    self.workspace.display(&self.generator),
                    input.status(),
                    block(&visible(&input.stderr), "    ").trim_end()
                );
                report.fail(Check::Generator, None, message);
                return Ok(None);
            }
            written.push(input.stdout);
        }
        Ok(Some(written))
    }

    /// Keeps `written` in the cache `entry`: written under a name of this process's, so that
    /// another run never keeps half of it; a cache that cannot be written only costs the next
    /// run.
    fn keep_inputs(&self, entry: &crate::cache::Entry, written: &[Vec<u8>]) -> Result<()> {
        let mut kept = Vec::new();
        for input in written {
            kept.extend_from_slice(&(input.len() as u64).to_le_bytes());
            kept.extend_from_slice(input);
        }
        let path = self.work_dir.join(format!("generated-{}.inputs", std::process::id()));
        std::fs::create_dir_all(&self.work_dir)?;
        std::fs::write(&path, kept)?;
        let _ = entry.put(&[("inputs", path.as_path())]);
        let _ = std::fs::remove_file(&path);
        Ok(())
    }

    /// Keeps the generated inputs of a function problem that are the method's arguments. One
    /// that is not is the generator's fault, reported and left out, so the harness still
    /// compiles and calls the others.
    pub(super) fn keep_arguments(
        &self,
        function: &Function,
        generated: &mut Generated,
        report: &mut ProblemReport,
    ) {
        generated.retain(|input| {
            let Err(error) = function.signature.arguments(&String::from_utf8_lossy(&input.bytes))
            else {
                return true;
            };
            let message = format!(
                "{} (`{}`) is not the arguments of `{}`: {error}",
                input.name(),
                self.command(input),
                function.signature
            );
            report.fail(Check::Generator, None, message);
            false
        });
    }

    /// Runs the binary and the bundle's program `compiled` on `generated`, each held to the
    /// problem's limits, and judges each pair ([`judge`]) until the first that fails. A
    /// problem whose runs passed before on the same programs, generator and limits passes
    /// again: the result is kept, with its slowest run and its largest peak memory.
    pub(super) fn judge_generated(
        &self,
        compiled: &Path,
        generated: &Generated,
        report: &mut ProblemReport,
    ) -> Result<()> {
        let small = generated.iter().filter(|input| !input.largest).count() as u64;
        let read = |path: &Path| {
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
        };
        let (binary, bundle, generator) =
            (read(&self.binary)?, read(compiled)?, read(&self.generator)?);
        let asked = format!("{:?} {:?}", self.asked(), self.limits());
        let parts: [&[u8]; 4] = [&binary, &bundle, &generator, asked.as_bytes()];
        let entry = crate::cache::Entry::new("judged", &parts);
        let largest = generated.iter().any(|input| input.largest).then_some(Verdict::Ac);
        // Inputs left out (not a method's arguments) count as not the same.
        let inputs = self.options.generated;
        let passed = Agreement { same: small, inputs, failed: None, largest };
        if let Some(worst) = entry.get("worst").and_then(|path| std::fs::read_to_string(path).ok())
        {
            if report.note_worst(&worst) {
                report.generated = Some(passed);
                return Ok(());
            }
        }
        let mut agreement = Agreement { same: 0, inputs, failed: None, largest: None };
        for (index, input) in generated.iter().enumerate() {
            let (a, b) = self.run_both(compiled, input, report)?;
            let same = self.same_output(&a, &b);
            let verdict = match judge(&a, &b, same) {
                Judged::Same => {
                    agreement.same += u64::from(!input.largest);
                    agreement.largest = agreement.largest.or(input.largest.then_some(Verdict::Ac));
                    continue;
                }
                judged => self.generated_failure(input, &judged, &a, &b, report)?,
            };
            let unrun = generated.len() - index - 1;
            if unrun > 0 {
                report.failures.last_mut().expect("just failed").message.push_str(&format!(
                    "\n  {unrun} more generated input{} left unrun: the first failing one stops \
                     the check",
                    if unrun == 1 { "" } else { "s" }
                ));
            }
            match input.largest {
                true => agreement.largest = verdict,
                false => agreement.failed = verdict,
            }
            report.generated = Some(agreement);
            return Ok(());
        }
        report.generated = Some(agreement);
        // Kept as a small file: a cache that cannot be written only costs the next run.
        let worst = self.work_dir.join("worst");
        std::fs::create_dir_all(&self.work_dir)?;
        std::fs::write(&worst, report.worst_text())?;
        let _ = entry.put(&[("worst", worst.as_path())]);
        Ok(())
    }

    /// The binary's run and the bundle's on `input`, each noted in `report`'s worst.
    fn run_both(
        &self,
        compiled: &Path,
        input: &Input,
        report: &mut ProblemReport,
    ) -> Result<(Output, Output)> {
        let binary = self.runner.run(&self.binary, &input.bytes, self.limits())?;
        let stdin = match &self.profile.function {
            Some(_) => format!("{}\n", input.harness_name()).into_bytes(),
            None => input.bytes.clone(),
        };
        let bundle = self.runner.run(compiled, &stdin, self.limits())?;
        report.note_run(&binary, &input.short());
        report.note_run(&bundle, &input.short());
        Ok((binary, bundle))
    }

    /// Fails `report` for `input`, on which the runs `a` (the binary's) and `b` (the bundle's)
    /// were judged `judged`, keeping the input; the verdict it counts as (none for an input
    /// the generator should not have written).
    fn generated_failure(
        &self,
        input: &Input,
        judged: &Judged,
        a: &Output,
        b: &Output,
        report: &mut ProblemReport,
    ) -> Result<Option<Verdict>> {
        std::fs::create_dir_all(&self.work_dir)?;
        let file = match input.largest {
            true => "largest.in".to_owned(),
            false => format!("generated-{}.in", input.seed),
        };
        let kept = self.work_dir.join(file);
        std::fs::write(&kept, &input.bytes)?;
        let label = format!(
            "{} (`{}`, kept in {})",
            input.name(),
            self.command(input),
            self.workspace.display(&kept)
        );
        let check = if input.largest { Check::Largest } else { Check::Generated };
        let (verdict, message) = match judged {
            Judged::Same => unreachable!("a failure"),
            Judged::Unlike => (Some(Verdict::Wa), super::unlike(&label, a, b)),
            Judged::Rejected(error) => (
                None,
                format!(
                    "{label}: the binary and the bundle both reject it, so the generator wrote an \
                     input the problem's reader refuses:\n{}",
                    block(error, "    ").trim_end()
                ),
            ),
            Judged::Failed { bundle, verdict } => {
                let (who, output) =
                    if *bundle { ("bundle", b) } else { (self.problem.name.as_str(), a) };
                let mut why = format!("{who} < {label}:\n  {verdict}: {}", output.status());
                if !output.stderr.is_empty() {
                    why.push_str("\n    stderr:\n");
                    why.push_str(block(&visible(&output.stderr), "      ").trim_end());
                }
                (Some(*verdict), why)
            }
        };
        let check = if matches!(judged, Judged::Rejected(_)) { Check::Generator } else { check };
        report.fail(check, verdict, message);
        Ok(verdict)
    }
}

/// The `count` inputs kept as [`Job::keep_inputs`] keeps them; `None` unless `kept` holds
/// exactly that many, whole.
pub(super) fn unframe(kept: &[u8], count: usize) -> Option<Vec<Vec<u8>>> {
    let mut written = Vec::new();
    let mut rest = kept;
    while let Some((length, after)) = rest.split_first_chunk::<8>() {
        let length = usize::try_from(u64::from_le_bytes(*length)).ok()?;
        let input = after.get(..length)?;
        written.push(input.to_vec());
        rest = &after[length..];
    }
    (rest.is_empty() && written.len() == count).then_some(written)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::process::Stop;

    use crate::process::Output;

    fn output(code: i32, stdout: &[u8], stderr: &[u8]) -> Output {
        Output::exited(code, stdout, stderr)
    }

    #[test]
    fn a_generated_input_is_judged_on_both_runs() {
        let answer = output(0, b"1\n", b"");
        assert_eq!(judge(&answer, &answer, true), Judged::Same);
        assert_eq!(judge(&answer, &output(0, b"2\n", b""), false), Judged::Unlike);
        let panic = output(101, b"", b"thread 'main' panicked at src/lib.rs:1:1:\noops\n");
        let failed = |bundle, verdict| Judged::Failed { bundle, verdict };
        assert_eq!(judge(&panic, &panic, true), failed(false, Verdict::Re));
        assert_eq!(judge(&answer, &panic, false), failed(true, Verdict::Re));
        let mut slow = answer.clone();
        slow.stopped = Some(Stop::Time(Duration::from_secs(1)));
        assert_eq!(judge(&answer, &slow, true), failed(true, Verdict::Tle));
        let mut hungry = answer.clone();
        hungry.stopped = Some(Stop::Memory(1 << 20));
        assert_eq!(judge(&hungry, &slow, true), failed(false, Verdict::Mle));
        let rejected = output(1, b"", b"error: line 1, column 1: found `x`\n");
        assert_eq!(
            judge(&rejected, &rejected, false),
            Judged::Rejected("error: line 1, column 1: found `x`".to_owned())
        );
        assert_eq!(judge(&rejected, &answer, false), Judged::Unlike);
    }

    #[test]
    fn kept_inputs_are_read_only_when_whole_and_as_many_as_asked() {
        let mut kept = Vec::new();
        for input in [&b"n = 1\n"[..], b"", b"n = 3\n"] {
            kept.extend_from_slice(&(input.len() as u64).to_le_bytes());
            kept.extend_from_slice(input);
        }
        let read = unframe(&kept, 3).unwrap();
        assert_eq!(read, [b"n = 1\n".to_vec(), Vec::new(), b"n = 3\n".to_vec()]);
        assert_eq!(unframe(&kept, 4), None);
        for cut in [1, 8, 13, kept.len() - 1] {
            assert_eq!(unframe(&kept[..cut], 3), None, "cut at {cut}");
        }
        let mut huge = kept.clone();
        huge[..8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(unframe(&huge, 3), None);
    }
}
