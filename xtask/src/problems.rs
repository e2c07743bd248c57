//! The workspace's layout: which crates are problems, where their sources and samples are.
//!
//! Every folder in `crates/` but [`CORE_CRATE`] is a problem: a library (`src/lib.rs`, the
//! solver) and a binary (`src/main.rs`, judge I/O). Its samples are `samples/<crate>/*.in`, each
//! with a `.out` of the same name.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

/// The folder name of the shared library every problem may use.
pub const CORE_CRATE: &str = "ttt-core";

/// A checkout of this workspace.
#[derive(Clone, Debug)]
pub struct Workspace {
    /// The folder holding the root `Cargo.toml`.
    pub root: PathBuf,
}

impl Workspace {
    /// The workspace this xtask was built from.
    pub fn current() -> Workspace {
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        Workspace::at(manifest_dir.parent().unwrap_or(manifest_dir))
    }

    /// The workspace rooted at `root`.
    pub fn at(root: impl Into<PathBuf>) -> Workspace {
        Workspace { root: root.into() }
    }

    /// The folder of the shared library.
    pub fn core_dir(&self) -> PathBuf {
        self.root.join("crates").join(CORE_CRATE)
    }

    /// Where the insta snapshots of the sample runs live.
    pub fn snapshot_dir(&self) -> PathBuf {
        self.root.join("tests").join("snapshots")
    }

    /// `path` relative to the workspace root when it is inside it, for messages.
    pub fn display(&self, path: &Path) -> String {
        path.strip_prefix(&self.root).unwrap_or(path).display().to_string()
    }

    /// Every problem, sorted by name.
    ///
    /// # Errors
    /// When `crates/` cannot be read or a problem's samples are incomplete.
    pub fn problems(&self) -> Result<Vec<Problem>> {
        let crates = self.root.join("crates");
        let mut names = Vec::new();
        for entry in std::fs::read_dir(&crates)
            .with_context(|| format!("cannot read {}", crates.display()))?
        {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if name != CORE_CRATE && entry.path().join("Cargo.toml").is_file() {
                names.push(name);
            }
        }
        names.sort();
        names.iter().map(|name| self.problem(name)).collect()
    }

    /// The problem in `crates/<name>`.
    ///
    /// # Errors
    /// When there is no such problem, or a sample has no expected output.
    pub fn problem(&self, name: &str) -> Result<Problem> {
        let dir = self.root.join("crates").join(name);
        if name == CORE_CRATE || !dir.join("Cargo.toml").is_file() {
            let known: Vec<String> = self
                .problems_names()
                .unwrap_or_default()
                .into_iter()
                .filter(|known| known != CORE_CRATE)
                .collect();
            bail!("no problem `{name}` in crates/; the problems are: {}", known.join(", "));
        }
        let manifest = dir.join("Cargo.toml");
        let text = std::fs::read_to_string(&manifest)
            .with_context(|| format!("cannot read {}", manifest.display()))?;
        let package = package_name(&text)
            .with_context(|| format!("{} has no `[package]` name", self.display(&manifest)))?;
        let samples = self.samples(name)?;
        Ok(Problem { name: name.to_owned(), package, dir, samples })
    }

    fn problems_names(&self) -> Result<Vec<String>> {
        let mut names: Vec<String> = std::fs::read_dir(self.root.join("crates"))?
            .filter_map(|entry| entry.ok())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        Ok(names)
    }

    fn samples(&self, problem: &str) -> Result<Vec<Sample>> {
        let dir = self.root.join("samples").join(problem);
        let mut samples = Vec::new();
        let Ok(entries) = std::fs::read_dir(&dir) else {
            // A problem without samples is allowed here; verify reports it as 0 of 0.
            return Ok(samples);
        };
        for entry in entries {
            let input = entry?.path();
            if input.extension().and_then(|e| e.to_str()) != Some("in") {
                continue;
            }
            let output = input.with_extension("out");
            if !output.is_file() {
                bail!("{} has no expected output {}", self.display(&input), self.display(&output));
            }
            let name = input.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            samples.push(Sample { problem: problem.to_owned(), name, input, output });
        }
        samples.sort_by_key(|sample| natural_key(&sample.name));
        Ok(samples)
    }
}

/// Sorts `2` before `10` and numbers before words.
fn natural_key(name: &str) -> (u8, u64, String) {
    match name.parse::<u64>() {
        Ok(number) => (0, number, String::new()),
        Err(_) => (1, 0, name.to_owned()),
    }
}

/// A problem crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Its folder name in `crates/`.
    pub name: String,
    /// Its package name, which is also the name of its binary.
    pub package: String,
    /// Its folder.
    pub dir: PathBuf,
    /// Its own samples, in order.
    pub samples: Vec<Sample>,
}

impl Problem {
    /// The name its library has in Rust paths: the package name with `-` made `_`.
    pub fn lib_name(&self) -> String {
        self.package.replace('-', "_")
    }
}

/// One sample: an input and the exact output it must produce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The problem it belongs to.
    pub problem: String,
    /// Its file name without extension.
    pub name: String,
    /// The `.in` file.
    pub input: PathBuf,
    /// The `.out` file.
    pub output: PathBuf,
}

impl Sample {
    /// `problem/name`, as messages and the table show it.
    pub fn label(&self) -> String {
        format!("{}/{}", self.problem, self.name)
    }
}

/// The `name` of the `[package]` table of a `Cargo.toml`, read without a TOML parser: the
/// workspace's manifests keep it on one line.
pub fn package_name(manifest: &str) -> Option<String> {
    let mut in_package = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if in_package {
            if let Some(value) = line.strip_prefix("name") {
                let value = value.trim_start().strip_prefix('=')?.trim();
                return Some(value.trim_matches('"').to_owned());
            }
        }
    }
    None
}

/// The dependencies a manifest gives its library and binaries (not its tests), each with the
/// 1-based line it is on. Build dependencies count too: a build script cannot reach a judge.
pub fn runtime_dependencies(manifest: &str) -> Vec<(String, usize)> {
    let mut found = Vec::new();
    let mut in_dependencies = false;
    for (index, line) in manifest.lines().enumerate() {
        let line = line.trim();
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_end_matches(']').trim();
            let is_runtime = |table: &str| table == "dependencies" || table == "build-dependencies";
            // `[dependencies]`, `[target.'cfg(..)'.dependencies]` and `[dependencies.name]`.
            let last = header.rsplit('.').next().unwrap_or(header);
            in_dependencies = is_runtime(header) || is_runtime(last);
            if let Some(name) = header
                .strip_prefix("dependencies.")
                .or_else(|| header.strip_prefix("build-dependencies."))
            {
                found.push((name.to_owned(), index + 1));
                in_dependencies = false;
            }
        } else if in_dependencies && !line.is_empty() && !line.starts_with('#') {
            if let Some((name, _)) = line.split_once('=') {
                found.push((name.trim().trim_matches('"').to_owned(), index + 1));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_package_name_and_dependencies() {
        let manifest = "[package]\nname = \"prog-solo-ttt\"\n\n[dependencies]\n# why\nttt-core = { path = \"../ttt-core\" }\n\n[dev-dependencies]\nrstest = \"1\"\n\n[dependencies.regex]\nversion = \"1\"\n";
        assert_eq!(package_name(manifest).as_deref(), Some("prog-solo-ttt"));
        assert_eq!(
            runtime_dependencies(manifest),
            [("ttt-core".to_owned(), 6), ("regex".to_owned(), 11)]
        );
    }

    #[test]
    fn numbered_samples_sort_by_number() {
        let mut names = ["10", "two-lines", "2", "1"];
        names.sort_by_key(|name| natural_key(name));
        assert_eq!(names, ["1", "2", "10", "two-lines"]);
    }
}
