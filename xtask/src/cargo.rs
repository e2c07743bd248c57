//! Cargo from the xtask: where the target folder is and building the release binaries.

use std::path::PathBuf;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::problems::{Problem, Workspace};

/// The cargo that runs this xtask (or `cargo` from `PATH`), in the workspace root.
pub fn cargo(workspace: &Workspace) -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(&workspace.root);
    command
}

/// The workspace's target folder, as cargo sees it (`CARGO_TARGET_DIR`, config, or `target`).
///
/// # Errors
/// When `cargo metadata` fails or says nothing about it.
pub fn target_dir(workspace: &Workspace) -> Result<PathBuf> {
    let output = cargo(workspace)
        .args(["metadata", "--no-deps", "--format-version", "1", "--offline"])
        .output()
        .context("cannot run cargo metadata")?;
    if !output.status.success() {
        bail!("cargo metadata failed:\n{}", String::from_utf8_lossy(&output.stderr));
    }
    let json = String::from_utf8_lossy(&output.stdout);
    json_string_field(&json, "target_directory")
        .map(PathBuf::from)
        .context("cargo metadata has no target_directory")
}

/// The value of the first string field `key` in a JSON text. Enough for cargo's metadata,
/// whose `target_directory` is a plain string; not a JSON parser.
fn json_string_field(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{key}\":\""))? + key.len() + 4;
    let mut value = String::new();
    let mut chars = json[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(value),
            '\\' => match chars.next()? {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                'u' => {
                    let code: String = chars.by_ref().take(4).collect();
                    value.push(char::from_u32(u32::from_str_radix(&code, 16).ok()?)?);
                }
                other => value.push(other),
            },
            c => value.push(c),
        }
    }
    None
}

/// Builds the release binaries of `problems` and their examples (among them each problem's
/// generator), cargo's progress on stderr when `show` (a first build takes a while), else
/// quietly.
///
/// # Errors
/// When cargo fails; the error carries its output.
pub fn build_release(workspace: &Workspace, problems: &[Problem], show: bool) -> Result<()> {
    let mut command = cargo(workspace);
    command.args(["build", "--release", "--bins", "--examples"]);
    for problem in problems {
        command.args(["--package", &problem.package]);
    }
    if show {
        let status = command.status().context("cannot run cargo build")?;
        if !status.success() {
            bail!("cargo build --release failed");
        }
        return Ok(());
    }
    let output = command.arg("--quiet").output().context("cannot run cargo build")?;
    if !output.status.success() {
        bail!("cargo build --release failed:\n{}", String::from_utf8_lossy(&output.stderr));
    }
    Ok(())
}

/// Where the release binary of `problem` is.
pub fn release_binary(target_dir: &std::path::Path, problem: &Problem) -> PathBuf {
    target_dir.join("release").join(format!("{}{}", problem.package, std::env::consts::EXE_SUFFIX))
}

/// Where the release build of `problem`'s generator (`examples/generate.rs`, the example
/// `<crate>-generate`) is, when it has one.
pub fn generator(target_dir: &std::path::Path, problem: &Problem) -> PathBuf {
    let name = format!("{}-generate{}", problem.package, std::env::consts::EXE_SUFFIX);
    target_dir.join("release").join("examples").join(name)
}

#[cfg(test)]
mod tests {
    use super::json_string_field;

    #[test]
    fn reads_an_escaped_string_field() {
        let json = r#"{"packages":[],"target_directory":"/a \"b\"\\c","version":1}"#;
        assert_eq!(json_string_field(json, "target_directory").as_deref(), Some("/a \"b\"\\c"));
        assert_eq!(json_string_field(json, "missing"), None);
    }
}
