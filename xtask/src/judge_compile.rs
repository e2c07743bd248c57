//! Compiles a bundle as the judge does: alone in an empty folder, `rustc --edition 2021 -O`,
//! no Cargo and no crates.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context as _, Result};

use crate::temp::TempDir;

/// A bundle's judge binary, in a temporary folder that goes away with it.
#[derive(Debug)]
pub struct Compiled {
    // Kept for its `Drop`: the binary lives in it.
    _dir: TempDir,
    binary: PathBuf,
    /// How many warnings rustc printed (the judge shows none, but they hint at dead code).
    pub warnings: usize,
}

impl Compiled {
    /// The judge binary.
    pub fn binary(&self) -> &Path {
        &self.binary
    }
}

/// Compiles `source` as `Main.rs`: `Ok(Err(rustc's output))` when it does not compile.
///
/// # Errors
/// When the folder cannot be made or rustc cannot be started.
pub fn compile(source: &str) -> Result<std::result::Result<Compiled, String>> {
    let dir = TempDir::new("judge")?;
    std::fs::write(dir.path().join("Main.rs"), source)?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .current_dir(dir.path())
        .args(["--edition", "2021", "-O", "-o", "Main", "Main.rs"])
        .output()
        .context("cannot run rustc")?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Ok(Err(stderr));
    }
    let warnings = stderr.lines().filter(|line| line.starts_with("warning")).count();
    let binary = dir.path().join(format!("Main{}", std::env::consts::EXE_SUFFIX));
    Ok(Ok(Compiled { _dir: dir, binary, warnings }))
}
