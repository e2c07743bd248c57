//! Compiles a bundle as its judge does: alone in an empty folder, with the judge profile's
//! command, no Cargo and no crates, and with the judge's own rustc when this machine has it.
//!
//! Which rustc stands for the judge's, first found first:
//! 1. `compiler = "<path>"` in the problem's `[package.metadata.judge]` (tests use it for a
//!    stand-in);
//! 2. the environment variable `XTASK_RUSTC_<major>_<minor>`, e.g. `XTASK_RUSTC_1_73`, the path
//!    of a rustc of that release;
//! 3. a rustup toolchain of that release (`rustup toolchain install 1.73`), run with
//!    `rustup run <toolchain> rustc`.
//!
//! Each is asked `--version` and must answer the judge's release. With one of them the compile
//! is the exact check ([`Compiler::Exact`]); without, this machine's rustc compiles and
//! [`crate::msrv`]'s syntax walk and clippy stand in for the judge's release
//! ([`Compiler::Approx`]).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use anyhow::{bail, Context as _, Result};

use crate::profile::{Profile, RustVersion};
use crate::temp::TempDir;

/// The rustc that compiles a problem's bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Compiler {
    /// The judge's own release.
    Exact {
        /// The program and the words before rustc's own arguments.
        command: Vec<OsString>,
        /// Where it was found, for people: `rustup toolchain 1.73.0-x86_64-unknown-linux-gnu`.
        found: String,
    },
    /// This machine's rustc, newer than the judge's.
    Approx {
        /// The program and the words before rustc's own arguments.
        command: Vec<OsString>,
    },
}

impl Compiler {
    /// The judge's rustc for `profile`, else this machine's.
    ///
    /// # Errors
    /// When a rustc named by the profile or the environment cannot run or is another release.
    pub fn find(profile: &Profile) -> Result<Compiler> {
        let version = profile.rust;
        let variable = format!("XTASK_RUSTC_{}_{}", version.major, version.minor);
        let named = match (&profile.compiler, std::env::var_os(&variable)) {
            (Some(path), _) => Some((path.clone(), "the profile's `compiler`".to_owned())),
            (None, Some(path)) => Some((PathBuf::from(path), variable.clone())),
            (None, None) => None,
        };
        if let Some((path, from)) = named {
            let command = vec![path.into_os_string()];
            let found =
                version_of(&command).with_context(|| format!("{from} cannot tell its version"))?;
            if found != version {
                bail!("{from} is rustc {found}, not the judge's {version}");
            }
            return Ok(Compiler::Exact { command, found: from });
        }
        if let Some(toolchain) = rustup_toolchain(version) {
            let command = ["rustup", "run", &toolchain, "rustc"].map(OsString::from).to_vec();
            return Ok(Compiler::Exact { command, found: format!("rustup toolchain {toolchain}") });
        }
        let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        Ok(Compiler::Approx { command: vec![rustc] })
    }

    /// This machine's rustc, for callers that check no judge's release.
    pub fn local() -> Compiler {
        Compiler::Approx {
            command: vec![std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into())],
        }
    }

    /// Is it the judge's own release.
    pub fn is_exact(&self) -> bool {
        matches!(self, Compiler::Exact { .. })
    }

    /// `exact 1.73` or `approx 1.73`, as verify's table shows the check.
    pub fn label(&self, version: RustVersion) -> String {
        match self {
            Compiler::Exact { .. } => format!("exact {version}"),
            Compiler::Approx { .. } => format!("approx {version}"),
        }
    }

    fn command(&self) -> &[OsString] {
        match self {
            Compiler::Exact { command, .. } | Compiler::Approx { command } => command,
        }
    }
}

/// The release a rustc says it is, `rustc 1.73.0 (cc66ad468 2023-10-03)`.
fn version_of(command: &[OsString]) -> Result<RustVersion> {
    let (program, words) = command.split_first().context("no program")?;
    let output = Command::new(program)
        .args(words)
        .arg("--version")
        .output()
        .with_context(|| format!("cannot run {}", Path::new(program).display()))?;
    let text = String::from_utf8_lossy(&output.stdout);
    text.split_whitespace().nth(1).and_then(RustVersion::parse).with_context(|| {
        format!("`--version` printed {:?}, not `rustc <version> ...`", text.trim())
    })
}

/// An installed rustup toolchain of `version`, by name: `1.73`, `1.73.0`,
/// `1.73.0-x86_64-unknown-linux-gnu`, ...
fn rustup_toolchain(version: RustVersion) -> Option<String> {
    static LISTED: OnceLock<Vec<String>> = OnceLock::new();
    let listed = LISTED.get_or_init(|| {
        let output = Command::new("rustup").args(["toolchain", "list"]).output();
        match output {
            Ok(output) if output.status.success() => String::from_utf8_lossy(&output.stdout)
                .lines()
                .filter_map(|line| line.split_whitespace().next().map(str::to_owned))
                .collect(),
            // No rustup: no toolchains to offer, and the fallback says how to get one.
            _ => Vec::new(),
        }
    });
    listed.iter().find(|name| toolchain_is(name, version)).cloned()
}

/// Does a rustup toolchain name stand for `version`.
pub fn toolchain_is(name: &str, version: RustVersion) -> bool {
    let release = name.split('-').next().unwrap_or(name);
    RustVersion::parse(release) == Some(version)
}

/// A bundle's judge binary, in a temporary folder that goes away with it.
#[derive(Debug)]
pub struct Compiled {
    // Kept for its `Drop`: the binary lives in it (none for a binary kept from an earlier run).
    _dir: Option<TempDir>,
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

/// Compiles `source` as Baekjoon does, `rustc --edition 2021 -O -o Main Main.rs` with this
/// machine's rustc: `Ok(Err(rustc's output))` when it does not compile. For the bench.
///
/// # Errors
/// When the folder cannot be made or rustc cannot be started.
pub fn compile(source: &str) -> Result<std::result::Result<Compiled, String>> {
    let words = ["rustc", "--edition", "2021", "-O", "-o", "Main", "Main.rs"];
    let words: Vec<String> = words.map(str::to_owned).to_vec();
    run_compile(source, &words, "Main.rs", "Main", &Compiler::local())
}

/// Compiles `source` with `profile`'s command and `compiler`: `Ok(Err(rustc's output))` when
/// it does not compile.
///
/// # Errors
/// When the folder cannot be made or the compiler cannot be started.
pub fn compile_as(
    source: &str,
    profile: &Profile,
    compiler: &Compiler,
) -> Result<std::result::Result<Compiled, String>> {
    let binary = profile.binary_file();
    // This machine's rustc gives the same binary for the same bundle: keep it between runs. A
    // judge's rustc (or a stand-in for one) compiles every time.
    let Compiler::Approx { .. } = compiler else {
        return run_compile(source, &profile.compile, profile.source_file(), &binary, compiler);
    };
    let command = profile.compile.join(" ");
    // `clean-env`: compiled without Cargo's variables since this key was made.
    let entry =
        crate::cache::Entry::new("judge", &[source.as_bytes(), command.as_bytes(), b"clean-env"]);
    if let Some(kept) = entry.get(&binary) {
        return Ok(Ok(Compiled { _dir: None, binary: kept, warnings: 0 }));
    }
    let compiled = run_compile(source, &profile.compile, profile.source_file(), &binary, compiler)?;
    if let Ok(made) = &compiled {
        // A cache that cannot be written only costs the next run a compile.
        let _ = entry.put(&[(binary.as_str(), made.binary())]);
    }
    Ok(compiled)
}

/// Gives a compiler the environment a judge's has: none of the variables Cargo sets (so an
/// `env!("CARGO_PKG_NAME")` the bundle still holds fails as it would there), and no
/// `RUSTC_BOOTSTRAP` (which would let a stable rustc accept `#![feature]`).
pub fn as_on_a_judge(command: &mut Command) -> &mut Command {
    for (key, _) in std::env::vars_os() {
        let key_text = key.to_string_lossy();
        if key_text.starts_with("CARGO") || key_text == "RUSTC_BOOTSTRAP" {
            command.env_remove(&key);
        }
    }
    command
}

fn run_compile(
    source: &str,
    words: &[String],
    file: &str,
    binary: &str,
    compiler: &Compiler,
) -> Result<std::result::Result<Compiled, String>> {
    let dir = TempDir::new("judge")?;
    std::fs::write(dir.path().join(file), source)?;
    let (program, prefix) = compiler.command().split_first().context("no compiler")?;
    let output = as_on_a_judge(&mut Command::new(program))
        .current_dir(dir.path())
        .args(prefix)
        .args(&words[1..])
        .output()
        .with_context(|| format!("cannot run {}", Path::new(program).display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Ok(Err(stderr));
    }
    let warnings = stderr.lines().filter(|line| line.starts_with("warning")).count();
    let binary = dir.path().join(binary);
    Ok(Ok(Compiled { _dir: Some(dir), binary, warnings }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn the_environment_names_the_judges_rustc_and_it_must_say_its_release() {
        // Rust 1.1 stands for a release nobody has installed, so no other test meets the variable.
        let dir = TempDir::new("stand-in").unwrap();
        let stand_in = |name: &str, version: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, format!("#!/bin/sh\necho \"rustc {version} (stand-in)\"\n"))
                .unwrap();
            let mut permissions = std::fs::metadata(&path).unwrap().permissions();
            std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
            std::fs::set_permissions(&path, permissions).unwrap();
            path
        };
        let manifest = "[package]\nname = \"p\"\n[package.metadata.judge]\njudge = \"baekjoon\"\nrust = \"1.1\"\n";
        let profile = Profile::from_manifest(manifest, Path::new("/p")).unwrap();
        std::env::set_var("XTASK_RUSTC_1_1", stand_in("right", "1.1.0"));
        let compiler = Compiler::find(&profile).unwrap();
        assert!(compiler.is_exact(), "{compiler:?}");
        assert_eq!(compiler.label(profile.rust), "exact 1.1");
        std::env::set_var("XTASK_RUSTC_1_1", stand_in("wrong", "1.95.0"));
        let error = format!("{:#}", Compiler::find(&profile).unwrap_err());
        assert_eq!(error, "XTASK_RUSTC_1_1 is rustc 1.95, not the judge's 1.1");
        std::env::remove_var("XTASK_RUSTC_1_1");
        assert_eq!(Compiler::find(&profile).unwrap().label(profile.rust), "approx 1.1");
    }

    #[test]
    fn toolchains_of_a_release_are_recognised() {
        let v = RustVersion::new(1, 73);
        for name in
            ["1.73", "1.73.0", "1.73.0-x86_64-unknown-linux-gnu", "1.73-aarch64-apple-darwin"]
        {
            assert!(toolchain_is(name, v), "{name}");
        }
        for name in ["1.7", "1.730", "stable-x86_64-unknown-linux-gnu", "1.74.0", "nightly"] {
            assert!(!toolchain_is(name, v), "{name}");
        }
    }
}
