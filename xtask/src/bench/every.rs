//! Section 6 of the bench, `every problem`: each problem of the workspace's model
//! (a new one too, with no edit here), timed on its samples and, where the problem has a
//! generator (`examples/generate.rs`, the example `<problem>-generate`), on a generated
//! input, against the `read_and_print` floor on the same bytes.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};

use super::measure::{self, Program};
use super::report::{Measure, Row, Section};
use super::Bench;
use crate::problems::Problem;

/// The seed every generator gets, so that every run times the same input.
const GENERATOR_SEED: &str = "5";

impl Bench<'_> {
    /// Times every problem's binary on its samples and generated input.
    pub(super) fn every_problem(&mut self) -> Result<Section> {
        let problems = self.workspace.problems()?;
        (self.progress)("building every problem's binary and generator");
        crate::cargo::build_release(self.workspace, &problems, false)?;
        let floor = self.baseline("read_and_print").clone();
        // Per problem: (binary, its samples' files, its generated input if any).
        let mut plans = Vec::new();
        for problem in &problems {
            let binary = Program {
                name: problem.name.clone(),
                path: crate::cargo::release_binary(&self.target_dir, problem),
            };
            let samples: Vec<PathBuf> = problem.samples.iter().map(|s| s.input.clone()).collect();
            let generated = self.generated_input(problem, &binary)?;
            plans.push((binary, samples, generated));
        }
        (self.progress)("timing every problem on its samples and generated input");
        let mut rows = vec![Row {
            program: floor.name.clone(),
            input: "each problem's inputs".into(),
            measure: Measure::Skipped("the ratio's floor, timed on each input".into()),
            ratio: None,
            target: None,
        }];
        for (binary, samples, generated) in &plans {
            let jobs: Vec<(&Program, &std::path::Path)> = samples
                .iter()
                .flat_map(|path| [(binary, path.as_path()), (&floor, path.as_path())])
                .collect();
            let times = measure::alternate(&jobs, self.scale.runs)?;
            let (mine, floors): (Vec<_>, Vec<_>) =
                times.chunks(2).map(|pair| (pair[0], pair[1])).unzip();
            let total =
                |times: &[std::time::Duration]| times.iter().map(|t| t.as_secs_f64()).sum::<f64>();
            let seconds = total(&mine);
            rows.push(Row {
                program: binary.name.clone(),
                input: format!(
                    "its {}, one run each",
                    super::counted_noun(samples.len(), "sample")
                ),
                measure: Measure::Seconds(seconds),
                ratio: Some(seconds / total(&floors).max(f64::MIN_POSITIVE)),
                target: None,
            });
            if let Some((path, cases)) = generated {
                let times = measure::alternate(&[(binary, path), (&floor, path)], self.scale.runs)?;
                rows.push(Row {
                    program: binary.name.clone(),
                    input: format!("generated, {} cases", super::thousands(*cases as u64)),
                    measure: Measure::Seconds(times[0].as_secs_f64()),
                    ratio: Some(
                        times[0].as_secs_f64() / times[1].as_secs_f64().max(f64::MIN_POSITIVE),
                    ),
                    target: None,
                });
            }
        }
        Ok(Section {
            name: "every problem",
            title: format!(
                "every problem in crates/: wall clock on its samples and on its generated \
                 input (examples/generate.rs), median of {} runs, taking turns with the floor",
                self.scale.runs
            ),
            ratio_means: "seconds / read_and_print's on the same input".into(),
            rows,
        })
    }

    /// The input `problem`'s generator writes (the example `<crate>-generate`, run with a fixed
    /// seed), in a file, with its number of cases; `None` when the problem has no generator.
    fn generated_input(
        &self,
        problem: &Problem,
        binary: &Program,
    ) -> Result<Option<(PathBuf, usize)>> {
        let generator = crate::cargo::generator(&self.target_dir, problem);
        let Some(generator) = generator.filter(|g| g.is_file()) else {
            return Ok(None);
        };
        let cases = self.scale.generated_cases.to_string();
        let output = std::process::Command::new(&generator)
            .args([GENERATOR_SEED, &cases])
            .output()
            .with_context(|| format!("cannot run {}", generator.display()))?;
        if !output.status.success() {
            bail!("{} failed: {}", generator.display(), String::from_utf8_lossy(&output.stderr));
        }
        let path = self.input_file(&format!("{}-generated.in", problem.name), &output.stdout)?;
        // The binary must answer the generated input, not reject it.
        measure::answers(binary, &output.stdout)
            .with_context(|| format!("{} on its generated input", problem.name))?;
        Ok(Some((path, self.scale.generated_cases)))
    }
}
