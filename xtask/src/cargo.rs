//! Cargo from the xtask: where the target folder is and building the problems' release
//! binaries.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::problems::{Problem, Workspace};

/// The cargo that runs this xtask (or `cargo` from `PATH`), in the workspace root, building in
/// the target folder of the workspace's model (where the xtask looks for what it built).
pub fn cargo(workspace: &Workspace) -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(&workspace.root);
    if let Ok(model) = workspace.model() {
        command.env("CARGO_TARGET_DIR", &model.metadata.target_directory);
    }
    command
}

/// The workspace's target folder, as cargo sees it (`CARGO_TARGET_DIR`, config, or `target`).
pub fn target_dir(workspace: &Workspace) -> Result<PathBuf> {
    Ok(workspace.model()?.metadata.target_directory.clone().into())
}

/// Builds each of `problems`' release binary, generator, floor and checker, each as the judge gets
/// it: alone, with its own features (one build of them all would unify the features of every
/// library they share). The builds share the target folder, so a warm one is quick. Cargo's
/// progress is on stderr when `show` (a first build takes a while), else quiet, and a failed
/// build's error carries it.
pub fn build_release(workspace: &Workspace, problems: &[Problem], show: bool) -> Result<()> {
    for problem in problems {
        let mut command = cargo(workspace);
        command.args(["build", "--release", "-p", &problem.package, "--bin", &problem.name]);
        let examples = [&problem.generator, &problem.floor, &problem.checker, &problem.interactor];
        for example in examples.into_iter().flatten() {
            command.args(["--example", example]);
        }
        let failed =
            format!("cargo build --release -p {} --bin {} failed", problem.package, problem.name);
        if show {
            if !command.status().context("cannot run cargo build")?.success() {
                bail!("{failed}");
            }
            continue;
        }
        let output = command.arg("--quiet").output().context("cannot run cargo build")?;
        if !output.status.success() {
            bail!("{failed}:\n{}", String::from_utf8_lossy(&output.stderr));
        }
    }
    Ok(())
}

/// Where the release binary of `problem` is.
pub fn release_binary(target_dir: &Path, problem: &Problem) -> PathBuf {
    target_dir.join("release").join(format!("{}{}", problem.name, std::env::consts::EXE_SUFFIX))
}

/// Where the release build of `problem`'s generator is, when it has one.
pub fn generator(target_dir: &Path, problem: &Problem) -> Option<PathBuf> {
    Some(example(target_dir, problem.generator.as_ref()?))
}

/// Where the release build of the example `name` is.
pub fn example(target_dir: &Path, name: &str) -> PathBuf {
    target_dir.join("release/examples").join(name).with_extension(std::env::consts::EXE_EXTENSION)
}
