//! The bench's section `every problem`: each problem of the workspace (a new one too, with no
//! edit here) timed on its samples and on its generator's input (the example
//! `<problem>-generate`) against `read_and_print` on the same bytes, and on its largest input
//! (at `max-cases`) against its own floor where it has one.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

use super::measure::{self, Program};
use super::report::{Measure, Section};
use super::{counted_noun, row, thousands, Bench, Row, RATIO_TARGET};
use crate::problems::Problem;

/// The seed every generator gets, so every run times the same input.
const GENERATOR_SEED: &str = "5";

impl Bench<'_> {
    pub(super) fn every_problem(&mut self) -> Result<Section> {
        let problems = self.workspace.problems()?;
        (self.progress)("building every problem's binary and generator");
        crate::cargo::build_release(self.workspace, &problems, false)?;
        (self.progress)("timing every problem on its samples and generated input");
        let floor = &self.programs["read_and_print"];
        let why = "the ratio's floor, timed on each input";
        let mut rows =
            vec![row(floor, "each problem's inputs", Measure::Skipped(why.into()), None)];
        for problem in &problems {
            let path = crate::cargo::release_binary(&self.target_dir, problem);
            let binary = &Program { name: problem.name.clone(), path };
            // No input holds more cases than the statement allows, as in verify.
            let max_cases = problem.profile()?.max_cases;
            let cases = max_cases.unwrap_or(u64::MAX).min(self.scale.generated_cases);
            // A game's inputs are its interactor's: its binary is timed on its `.interaction`
            // samples' judge sides alone.
            let game = problem.interactor.is_some();
            let generated =
                if game { None } else { self.generate(problem, GENERATOR_SEED, cases)? };
            let mut samples = Vec::new();
            for sample in problem.samples.iter().filter(|s| !game || s.output.is_file()) {
                samples.push(match game {
                    true => {
                        let judge = proof::samples::interaction(&std::fs::read(&sample.output)?).0;
                        self.input_file(&format!("{}-{}.in", problem.name, sample.name), &judge)?
                    }
                    false => sample.input.clone(),
                });
            }
            let label = format!("its {}, one run each", counted_noun(samples.len(), "sample"));
            rows.push(self.against([binary, floor], &samples, &label)?);
            if let Some(path) = generated {
                let label = format!("generated, {} cases", thousands(cases));
                rows.push(self.against([binary, floor], &[path], &label)?);
            }
            if let Some(floor) = &problem.floor {
                let largest = self.generate(problem, "0", max_cases.unwrap_or(1))?;
                let input = largest.context("a floor needs a generator")?;
                let path = crate::cargo::example(&self.target_dir, floor);
                let own = &Program { name: floor.clone(), path };
                let label = format!("largest input (seed 0, max-cases), against {floor}");
                let row = self.against([binary, own], &[input], &label)?;
                rows.push(Row { target: Some(RATIO_TARGET), ..row });
            }
        }
        Ok(Section {
            name: "every problem".into(),
            title: format!(
                "every problem in crates/: wall clock on its samples and on its generated \
                 input (examples/generate.rs), median of {} runs, taking turns with the floor",
                self.scale.runs
            ),
            ratio_means: "seconds / read_and_print's on the same input, or the floor named".into(),
            rows,
        })
    }

    /// The row of `binary` on `inputs`: the sum of its median times, and its ratio to `floor`'s,
    /// the two taking turns.
    fn against(
        &self,
        [binary, floor]: [&Program; 2],
        inputs: &[PathBuf],
        label: &str,
    ) -> Result<Row> {
        let jobs: Vec<(&Program, &Path)> =
            inputs.iter().flat_map(|path| [(binary, &**path), (floor, path)]).collect();
        let times = measure::alternate(&jobs, self.scale.runs)?;
        let total = |parity: usize| -> f64 {
            times.iter().skip(parity).step_by(2).map(|time| time.as_secs_f64()).sum()
        };
        let (seconds, floor_seconds) = (total(0), total(1));
        let ratio = seconds / floor_seconds.max(f64::MIN_POSITIVE);
        Ok(row(binary, label, Measure::Seconds(seconds), Some(ratio)))
    }

    /// A file of what `problem`'s generator writes for `<seed> <cases>`; `None` without one.
    /// The timed runs check that the binary answers it rather than rejecting it.
    fn generate(&self, problem: &Problem, seed: &str, cases: u64) -> Result<Option<PathBuf>> {
        let generator = crate::cargo::generator(&self.target_dir, problem);
        let Some(generator) = generator.filter(|g| g.is_file()) else {
            return Ok(None);
        };
        let output = std::process::Command::new(&generator)
            .args([seed, &cases.to_string()])
            .output()
            .with_context(|| format!("cannot run {}", generator.display()))?;
        if !output.status.success() {
            bail!("{} failed: {}", generator.display(), String::from_utf8_lossy(&output.stderr));
        }
        self.input_file(&format!("{}-{seed}-{cases}.in", problem.name), &output.stdout).map(Some)
    }
}
