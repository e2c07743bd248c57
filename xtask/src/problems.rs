//! The workspace as Cargo sees it, loaded once from `cargo metadata`: its packages, their
//! targets, dependencies and features, the target folder, and the problems.
//!
//! A problem is a binary target of a package with a judge table, `[package.metadata.judge]`
//! (`[package.metadata.judge.bin.<binary>]` gives one binary's own facts, which win), named as
//! the binary, unique in the workspace: a package per problem (`src/main.rs`, with a solver in
//! `src/lib.rs` or not) and a contest package (`src/bin/<problem>.rs`) read alike. Its samples
//! are `samples/<problem>/*.in`, each with a `.out`. Every other package is a library.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use anyhow::{bail, Context, Result};
use cargo_metadata::{DependencyKind, Metadata, MetadataCommand, Package, PackageId, TargetKind};

use crate::profile::Profile;

/// The package name of the shared library; a problem that depends on it reads its input with
/// its judge reader, so it promises a clean error on any input.
pub const CORE_CRATE: &str = "ttt-core";

/// A checkout of a workspace, and its model, loaded on first use and shared by its clones.
#[derive(Clone, Debug)]
pub struct Workspace {
    /// The folder holding the root `Cargo.toml`.
    pub root: PathBuf,
    model: Arc<OnceLock<Model>>,
}

impl Workspace {
    /// The workspace this xtask was built from, its model loaded once per process.
    pub fn current() -> Workspace {
        static CURRENT: OnceLock<Workspace> = OnceLock::new();
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        CURRENT.get_or_init(|| Workspace::at(manifest_dir.parent().unwrap_or(manifest_dir))).clone()
    }

    /// The workspace rooted at `root`.
    pub fn at(root: impl Into<PathBuf>) -> Workspace {
        Workspace { root: root.into(), model: Arc::default() }
    }

    /// Where the insta snapshots of the sample runs live.
    pub fn snapshot_dir(&self) -> PathBuf {
        self.root.join("tests").join("snapshots")
    }

    /// `path` relative to the workspace root when it is inside it, for messages.
    pub fn display(&self, path: &Path) -> String {
        path.strip_prefix(&self.root).unwrap_or(path).display().to_string()
    }

    /// The workspace's model, from `cargo metadata` ([`Model::load`]) the first time.
    pub fn model(&self) -> Result<&Model> {
        if let Some(model) = self.model.get() {
            return Ok(model);
        }
        let model = Model::load(&self.root)?;
        Ok(self.model.get_or_init(|| model))
    }

    /// Every problem, sorted by name.
    pub fn problems(&self) -> Result<Vec<Problem>> {
        Ok(self.model()?.problems.clone())
    }

    /// The problem named `name` ([`Model::problem`]).
    pub fn problem(&self, name: &str) -> Result<Problem> {
        self.model()?.problem(name).cloned()
    }
}

/// The workspace as `cargo metadata` describes it, with its problems.
#[derive(Debug)]
pub struct Model {
    /// Packages, targets, features and the resolved dependency graph, as Cargo gives them.
    pub metadata: Metadata,
    /// Every problem, sorted by name.
    pub problems: Vec<Problem>,
    /// Each package's `rust-version` as its manifest writes it (`1.73`, which `cargo_metadata`
    /// would make `1.73.0`), for `env!("CARGO_PKG_RUST_VERSION")`.
    rust_versions: BTreeMap<String, String>,
}

impl Model {
    /// Asks Cargo for the workspace at `root` and finds its problems and their profiles; fails
    /// when `cargo metadata` does, two problems share a name, or a sample has no expected output
    /// (a judge table that does not read is the problem's [`Problem::profile`] error).
    pub fn load(root: &Path) -> Result<Model> {
        let output = MetadataCommand::new()
            .current_dir(root)
            .cargo_command()
            .output()
            .context("cannot run cargo metadata")?;
        if !output.status.success() {
            bail!("cargo metadata failed:\n{}", String::from_utf8_lossy(&output.stderr));
        }
        let json = String::from_utf8_lossy(&output.stdout);
        let metadata = MetadataCommand::parse(&*json).context("cannot read cargo metadata")?;
        let raw: serde_json::Value =
            serde_json::from_str(&json).context("cannot read cargo metadata")?;
        let packages = raw["packages"].as_array().into_iter().flatten();
        let rust_version = |p: &serde_json::Value| {
            Some((p["id"].as_str()?.to_owned(), p["rust_version"].as_str()?.into()))
        };
        let rust_versions = packages.filter_map(rust_version).collect();
        let mut problems: Vec<Problem> = Vec::new();
        for package in metadata.workspace_packages() {
            for problem in package_problems(root, package)? {
                if let Some(other) = problems.iter().find(|p| p.name == problem.name) {
                    bail!(
                        "two problems are named `{}`, binaries of packages `{}` and `{}`: a \
                         problem's name is its binary's, unique in the workspace",
                        problem.name,
                        other.package,
                        problem.package
                    );
                }
                problems.push(problem);
            }
        }
        problems.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Model { metadata, problems, rust_versions })
    }

    /// The problem named `name`; a package of that name is refused with its binaries listed,
    /// never one chosen, and a binary of a package with no judge table with the table to add.
    pub fn problem(&self, name: &str) -> Result<&Problem> {
        if let Some(problem) = self.problems.iter().find(|p| p.name == name) {
            return Ok(problem);
        }
        let of_package: Vec<&str> =
            self.problems.iter().filter(|p| p.package == name).map(|p| p.name.as_str()).collect();
        if !of_package.is_empty() {
            bail!(
                "`{name}` is a package whose binaries are problems: {}; name one of them",
                of_package.join(", ")
            );
        }
        let judged = |p: &&Package| p.name.as_str() == name && has_judge(p);
        if self.metadata.workspace_packages().iter().any(judged) {
            bail!("package {name} has no binary: add src/main.rs, the program the judge runs");
        }
        let unjudged = |p: &&Package| p.targets.iter().any(|t| t.is_bin() && t.name == name);
        if let Some(package) = self.metadata.workspace_packages().into_iter().find(unjudged) {
            bail!(
                "`{name}` is a binary of package `{}`, whose {} has no [package.metadata.judge] \
                 table, so it is no problem; add the table, naming the judge, e.g.\n\n\
                 [package.metadata.judge]\njudge = \"{}\"\n\n(a judge of {}, or another with its \
                 facts: docs/judges.md, \"Judge profiles\"), and its samples in samples/{name}/",
                package.name,
                package
                    .manifest_path
                    .strip_prefix(&self.metadata.workspace_root)
                    .unwrap_or(&package.manifest_path),
                crate::profile::DEFAULT_JUDGE,
                crate::profile::judges().join(", ")
            );
        }
        let known: Vec<&str> = self.problems.iter().map(|p| p.name.as_str()).collect();
        bail!("no problem `{name}` in the workspace; the problems are: {}", known.join(", "))
    }

    /// The package of `id`, which `cargo metadata` lists for any id it gave.
    pub fn package(&self, id: &PackageId) -> &Package {
        self.metadata.packages.iter().find(|p| p.id == *id).expect("cargo metadata lists it")
    }

    /// The workspace's packages that hold no problem: its libraries and tools.
    pub fn libraries(&self) -> Vec<&Package> {
        let is_problem =
            |p: &Package| self.problems.iter().any(|problem| problem.package_id == p.id);
        self.metadata.workspace_packages().into_iter().filter(|p| !is_problem(p)).collect()
    }

    /// The package's `rust-version` as its manifest writes it, or nothing.
    pub fn rust_version(&self, id: &PackageId) -> &str {
        self.rust_versions.get(&id.repr).map_or("", String::as_str)
    }

    /// The normal dependencies of `id` as the resolver chose them, by the name its code uses.
    pub fn normal_deps(&self, id: &PackageId) -> Vec<(String, &PackageId)> {
        let nodes = self.metadata.resolve.as_ref().map(|r| r.nodes.as_slice()).unwrap_or_default();
        let Some(node) = nodes.iter().find(|n| n.id == *id) else { return Vec::new() };
        node.deps
            .iter()
            .filter(|dep| dep.dep_kinds.iter().any(|k| k.kind == DependencyKind::Normal))
            .map(|dep| (dep.name.clone(), &dep.pkg))
            .collect()
    }
}

/// The problems of `package`: each binary, when it has a judge table.
fn package_problems(root: &Path, package: &Package) -> Result<Vec<Problem>> {
    if !has_judge(package) {
        return Ok(Vec::new());
    }
    let manifest = package.manifest_path.as_std_path();
    let dir = manifest.parent().unwrap_or(root).to_owned();
    let shown = manifest.strip_prefix(root).unwrap_or(manifest).display().to_string();
    let library = package
        .targets
        .iter()
        .find(|t| t.is_kind(TargetKind::Lib) || t.is_kind(TargetKind::RLib))
        .map(|t| t.name.replace('-', "_"));
    let clean_errors = package
        .dependencies
        .iter()
        .any(|d| d.name == CORE_CRATE && d.kind == DependencyKind::Normal);
    let mut problems = Vec::new();
    for binary in package.targets.iter().filter(|t| t.is_bin()) {
        let name = binary.name.clone();
        let [generator, floor, checker, interactor] =
            ["generate", "floor", "check", "interact"].map(|what| format!("{name}-{what}"));
        let example = |name: &str| package.targets.iter().any(|t| t.is_example() && t.name == name);
        let profile = Profile::for_binary(&package.metadata["judge"], &dir, &name)
            .with_context(|| shown.clone())
            .map_err(|error| format!("{error:#}"));
        let interactor = example(&interactor).then_some(interactor);
        let interactive =
            interactor.is_some() || profile.as_ref().is_ok_and(|p| p.interactor.is_some());
        problems.push(Problem {
            samples: samples(root, &name, interactive)?,
            interactor,
            package: package.name.to_string(),
            package_id: package.id.clone(),
            dir: dir.clone(),
            main: binary.src_path.clone().into_std_path_buf(),
            library: library.clone(),
            generator: example(&generator).then_some(generator),
            floor: example(&floor).then_some(floor),
            checker: example(&checker).then_some(checker),
            clean_errors,
            profile,
            name,
        });
    }
    Ok(problems)
}

/// Has `package` a judge table, `[package.metadata.judge]`.
pub fn has_judge(package: &Package) -> bool {
    package.metadata.get("judge").is_some_and(serde_json::Value::is_object)
}

/// The samples of `problem`, in order; for a game against the judge (`interactive`), each
/// `.in` for the interactor and each Kattis `.interaction`, `.in` its input and `.interaction`
/// its output, either or both there.
fn samples(root: &Path, problem: &str, interactive: bool) -> Result<Vec<Sample>> {
    let dir = root.join("samples").join(problem);
    let mut samples = Vec::new();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        // A problem without samples is allowed here; verify reports it as 0 of 0.
        return Ok(samples);
    };
    let display = |path: &Path| path.strip_prefix(root).unwrap_or(path).display().to_string();
    for entry in entries {
        let path = entry?.path();
        let (input, extension) = (path.with_extension("in"), path.extension());
        let extension = extension.and_then(|e| e.to_str()).unwrap_or_default();
        let output = input.with_extension(if interactive { "interaction" } else { "out" });
        // An interactive sample with both files is read once, from its `.in`.
        if extension != "in" && !(interactive && extension == "interaction" && !input.is_file()) {
            continue;
        }
        if !interactive && !output.is_file() {
            bail!("{} has no expected output {}", display(&input), display(&output));
        }
        let name = input.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        // An `.interaction` alone is the sample's input too: its judge's side.
        let input = if input.is_file() || !interactive { input } else { output.clone() };
        samples.push(Sample { problem: problem.to_owned(), name, input, output });
    }
    samples.sort_by(|a, b| natural_key(&a.name).cmp(&natural_key(&b.name)));
    Ok(samples)
}

/// Sorts `2` before `10` and numbers before words.
fn natural_key(name: &str) -> Result<u64, &str> {
    name.parse().map_err(|_| name)
}

/// A problem: a binary with a judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Its binary's name.
    pub name: String,
    pub package: String,
    pub package_id: PackageId,
    pub dir: PathBuf,
    /// Its binary's root file.
    pub main: PathBuf,
    /// Its package's library (the solver), by its name in Rust paths, when it has one: proofs
    /// and fuzzing need one; a binary alone is checked on its samples and generated inputs.
    pub library: Option<String>,
    /// The examples of its package it has, each named `<problem>-<what>`: its generator, its
    /// I/O floor (the bench times its largest input against it), its checker (verify judges its
    /// answers with it, [`crate::checker`]) and its interactor (a game against the judge).
    pub generator: Option<String>,
    pub floor: Option<String>,
    pub checker: Option<String>,
    pub interactor: Option<String>,
    /// Does it promise a clean error (one line on stderr, exit 1) on any input, through
    /// `ttt-core`'s judge reader: only then does a panic on another problem's sample fail it.
    pub clean_errors: bool,
    /// Its own samples, in order.
    pub samples: Vec<Sample>,
    /// Its judge profile, or why its judge table does not read.
    pub profile: std::result::Result<Profile, String>,
}

impl Problem {
    /// Its judge profile, or an error naming the manifest and the field that does not read.
    pub fn profile(&self) -> Result<&Profile> {
        self.profile.as_ref().map_err(|error| anyhow::anyhow!("{error}"))
    }
}

/// One sample: its file name without extension, the `.in` and the `.out` it must produce; for a
/// game against the judge, the interactor's `.in` (or the `.interaction` when there is none) and
/// the Kattis `.interaction` (which may be missing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    pub problem: String,
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

impl Sample {
    /// `problem/name`, as messages and the table show it.
    pub fn label(&self) -> String {
        format!("{}/{}", self.problem, self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_samples_sort_by_number() {
        let mut names = ["10", "two-lines", "2", "1"];
        names.sort_by(|a, b| natural_key(a).cmp(&natural_key(b)));
        assert_eq!(names, ["1", "2", "10", "two-lines"]);
    }
}
