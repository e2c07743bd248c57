//! Compiles a bundle as its judge does: alone in an empty folder, with the judge's command and
//! rustc release, no Cargo and no crates. [`compile`] is the one way, for verify, the bench and
//! the tests.
//!
//! The judge's rustc is, first found first ([`rustc`]): the profile's `compiler = "<path>"` (a
//! test's stand-in); `XTASK_RUSTC_<major>_<minor>` (`XTASK_RUSTC_1_73`); a rustup toolchain of
//! that release, installed first when [`Install::Missing`] says so. Each must answer `--version`
//! with the judge's release. Without any, this machine's rustc compiles the bundle only so that
//! it can run ([`Rustc::missing`]), and the caller is told how to get the judge's.
//!
//! For a judge on Windows, the bundle is also compiled for [`WINDOWS_TARGET`] (`--emit=metadata`:
//! no linker), the target added first where rustup can (else the caller is told why), and code
//! under a `cfg` Windows decides otherwise than this machine is pointed out ([`crate::system`]).

use std::collections::hash_map::DefaultHasher;
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

use anyhow::{ensure, Context as _, Result};

use crate::bundle::cfg::{option, Cfgs};
use crate::profile::{self, Profile, RustVersion};
use crate::system;

/// The Windows target a Windows judge's bundle is checked against: rustup offers it on every
/// host, and it has the MSVC target's `cfg(windows)` and std without needing Microsoft's linker.
pub const WINDOWS_TARGET: &str = "x86_64-pc-windows-gnu";

/// Set, and not to `0`, it keeps verify and `cargo xtask toolchains` from installing anything.
pub const NO_INSTALL_VARIABLE: &str = "XTASK_NO_INSTALL";

/// Whether a missing toolchain or target is installed with rustup (its progress on stderr).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Install {
    Missing,
    Never,
}

impl Install {
    /// [`Install::Missing`] unless `refused` or [`NO_INSTALL_VARIABLE`] is set.
    pub fn unless(refused: bool) -> Install {
        let set = std::env::var_os(NO_INSTALL_VARIABLE).is_some_and(|v| !v.is_empty() && v != "0");
        if refused || set {
            Install::Never
        } else {
            Install::Missing
        }
    }
}

/// What compiling as a judge needs: its command, release and system, and where its rustc is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judge {
    /// The command, `rustc` first: `rustc --edition 2021 -O -o Main Main.rs`.
    pub command: Vec<String>,
    pub rust: RustVersion,
    pub windows: bool,
    /// A rustc named to stand for the judge's (a profile's `compiler`).
    pub compiler: Option<PathBuf>,
    pub install: Install,
    /// Reuse a binary compiled before from the same source, command and rustc (not the bench).
    pub reuse: bool,
}

impl Judge {
    /// A judge on Linux compiling with `command` (split at spaces) and rustc `rust`, not installed.
    pub fn new(command: &str, rust: RustVersion) -> Judge {
        Judge {
            command: command.split_whitespace().map(str::to_owned).collect(),
            rust,
            windows: false,
            compiler: None,
            install: Install::Never,
            reuse: true,
        }
    }

    /// The judge of `profile`; `None` for a judge that offers no Rust.
    pub fn of(profile: &Profile, install: Install) -> Option<Judge> {
        let language = profile.language.as_ref()?;
        let (command, compiler) = (language.compile.clone(), profile.compiler.clone());
        let windows = profile.os == "windows";
        Some(Judge { command, windows, compiler, install, ..Judge::new("", language.rust) })
    }

    /// The file the command compiles: `Main.rs`.
    pub fn source_file(&self) -> &str {
        profile::source_file(&self.command)
    }
}

/// The rustc a bundle is compiled with: the judge's release, else this machine's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rustc {
    pub program: PathBuf,
    /// The judge's release.
    pub version: RustVersion,
    /// Where it was found, for people: `rustup toolchain 1.73-x86_64-unknown-linux-gnu`.
    pub found: String,
    /// The rustup toolchain it belongs to, when it is one (targets are added to it).
    pub toolchain: Option<String>,
    /// Its `--version` and a hash of its program: what tells it from another compiler.
    pub identity: String,
    /// Why the judge's release is not here, when it is not.
    pub missing: Option<Missing>,
}

/// Why the judge's rustc is not here (`rustc 1.75 is not installed`), and what gets it
/// (`rustup toolchain install 1.75 --profile minimal`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missing {
    pub why: String,
    pub fix: String,
}

impl Rustc {
    /// Is it the judge's own release.
    pub fn is_exact(&self) -> bool {
        self.missing.is_none()
    }

    /// The rust column of verify's table: `exact 1.73`, or `not checked: <fix>`.
    pub fn label(&self) -> String {
        match &self.missing {
            None => format!("exact {}", self.version),
            Some(Missing { fix, .. }) => {
                format!("not checked: {}", fix.trim_end_matches(" --profile minimal"))
            }
        }
    }
}

/// `make()` once per process for each `key`, one at a time: no toolchain is installed twice.
fn once<K: Ord, V: Clone>(made: &Mutex<BTreeMap<K, V>>, key: K, make: impl FnOnce() -> V) -> V {
    let mut made = made.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    made.entry(key).or_insert_with(make).clone()
}

/// The judge's rustc for `judge`, installed first when `judge.install` says so and rustup can.
///
/// # Errors
/// When a rustc named by the profile or the environment cannot run or is another release.
pub fn rustc(judge: &Judge) -> Result<Rustc> {
    type Found =
        BTreeMap<(RustVersion, Option<PathBuf>, Install), std::result::Result<Rustc, String>>;
    static FOUND: Mutex<Found> = Mutex::new(BTreeMap::new());
    let key = (judge.rust, judge.compiler.clone(), judge.install);
    let found = once(&FOUND, key, || look_up(judge).map_err(|error| format!("{error:#}")));
    found.map_err(anyhow::Error::msg)
}
fn look_up(judge: &Judge) -> Result<Rustc> {
    let version = judge.rust;
    let variable = format!("XTASK_RUSTC_{}_{}", version.major, version.minor);
    // A rustc found for the judge, `from` where, which must be the judge's release.
    let exact = |program: PathBuf, from: String, toolchain: Option<String>| -> Result<Rustc> {
        let (found, identity) = version_of(&program);
        let found = found.with_context(|| format!("{from} cannot tell its version"))?;
        ensure!(found == version, "{from} is rustc {found}, not the judge's {version}");
        Ok(Rustc { program, version, found: from, toolchain, identity, missing: None })
    };
    if let Some(path) = &judge.compiler {
        return exact(path.clone(), "the profile's `compiler`".to_owned(), None);
    }
    if let Some(path) = std::env::var_os(&variable) {
        return exact(PathBuf::from(path), variable, None);
    }
    let mut why = format!("rustc {version} is not installed");
    if rustup_toolchain(version).is_none() && judge.install == Install::Missing && has_rustup() {
        let release = version.to_string();
        if let Err(error) = rustup(&["toolchain", "install", &release, "--profile", "minimal"]) {
            why = format!("installing rustc {version} failed: {error:#}");
        }
    }
    if let Some((name, dir)) = rustup_toolchain(version) {
        let program = dir.join("bin").join(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        return exact(program, format!("rustup toolchain {name}"), Some(name));
    }
    let fix = if has_rustup() {
        if judge.install == Install::Never && !why.starts_with("installing") {
            why.push_str(" (installing was turned off)");
        }
        format!("rustup toolchain install {version} --profile minimal")
    } else {
        why.push_str(" and rustup is not on this machine");
        format!("set {variable} to the path of a rustc {version}")
    };
    // This machine's rustc: `RUSTC`, else `rustc` on `PATH`.
    let program = std::env::var_os("RUSTC").map_or_else(|| PathBuf::from("rustc"), PathBuf::from);
    let identity = version_of(&program).1;
    let (found, missing) = ("this machine's rustc".to_owned(), Some(Missing { why, fix }));
    Ok(Rustc { program, version, found, toolchain: None, identity, missing })
}

/// The release a rustc says it is (`rustc 1.73.0 (cc66ad468 2023-10-03)`), and its
/// [`Rustc::identity`]: that line and a hash of its program's bytes.
fn version_of(program: &Path) -> (Result<RustVersion>, String) {
    let output = Command::new(program).arg("--version").output();
    let output = output.with_context(|| format!("cannot run {}", program.display()));
    let text = output.map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned());
    let mut hasher = DefaultHasher::new();
    std::fs::read(program).unwrap_or_default().hash(&mut hasher);
    let identity = format!("{} {:016x}", text.as_deref().unwrap_or_default(), hasher.finish());
    let version = text.and_then(|text| {
        let version = text.split_whitespace().nth(1).and_then(RustVersion::parse);
        version.with_context(|| format!("`--version` printed {text:?}, not `rustc <version> ...`"))
    });
    (version, identity)
}

/// Is rustup on this machine (asked once per process).
fn has_rustup() -> bool {
    static HAS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *HAS.get_or_init(|| {
        Command::new("rustup").arg("--version").stderr(Stdio::null()).output().is_ok()
    })
}

/// Runs rustup with `args`, its progress and report on stderr.
fn rustup(args: &[&str]) -> Result<()> {
    eprintln!("running `rustup {}`", args.join(" "));
    let status = Command::new("rustup").args(args).stdout(Stdio::from(std::io::stderr())).status();
    let status = status.context("cannot run rustup")?;
    ensure!(status.success(), "`rustup {}` failed ({status})", args.join(" "));
    Ok(())
}

/// An installed rustup toolchain of `version` and its folder: `1.73`, `1.73.0`,
/// `1.73.0-x86_64-unknown-linux-gnu`, ...
fn rustup_toolchain(version: RustVersion) -> Option<(String, PathBuf)> {
    let output = Command::new("rustup").args(["toolchain", "list", "--verbose"]).output();
    let output = output.ok().filter(|output| output.status.success())?;
    // `<name> [(active, default)] <path>`, one toolchain a line.
    String::from_utf8_lossy(&output.stdout).lines().find_map(|line| {
        let name = line.split_whitespace().next()?;
        let path = line.split_whitespace().last()?;
        toolchain_is(name, version).then(|| (name.to_owned(), PathBuf::from(path)))
    })
}

fn toolchain_is(name: &str, version: RustVersion) -> bool {
    let release = name.split('-').next().unwrap_or(name);
    RustVersion::parse(release) == Some(version)
}

/// Can `rustc` compile for the Windows target: its standard library for it is installed, or
/// rustup adds it when `install` says so; else why not. Asked once per process for each rustc.
pub fn windows_target(rustc: &Rustc, install: Install) -> std::result::Result<(), String> {
    type Added = BTreeMap<(PathBuf, Install), std::result::Result<(), String>>;
    static ADDED: Mutex<Added> = Mutex::new(BTreeMap::new());
    once(&ADDED, (rustc.program.clone(), install), || add_windows_target(rustc, install))
}

fn add_windows_target(rustc: &Rustc, install: Install) -> std::result::Result<(), String> {
    let Rustc { program, version, toolchain, .. } = rustc;
    if !rustc.is_exact() {
        return Err(format!("rustc {version} is not installed"));
    }
    let has_target = || {
        let output = Command::new(program).args(["--print", "sysroot"]).output().ok()?;
        let sysroot = PathBuf::from(String::from_utf8_lossy(&output.stdout).trim());
        Some(sysroot.join("lib").join("rustlib").join(WINDOWS_TARGET).join("lib").is_dir())
    };
    if has_target() == Some(true) {
        return Ok(());
    }
    let Some(toolchain) = toolchain else {
        return Err(format!(
            "the rustc {version} named for the judge has no standard library for {WINDOWS_TARGET}"
        ));
    };
    let fix = format!("rustup target add {WINDOWS_TARGET} --toolchain {toolchain}");
    if install == Install::Never {
        return Err(format!("{WINDOWS_TARGET} is not installed for rustc {version}: `{fix}`"));
    }
    match rustup(&["target", "add", WINDOWS_TARGET, "--toolchain", toolchain]) {
        Ok(()) if has_target() == Some(true) => Ok(()),
        Ok(()) => Err(format!("`{fix}` did not install {WINDOWS_TARGET}")),
        Err(error) => Err(format!("{error:#}")),
    }
}

/// What a Windows judge's system makes of a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Windows {
    /// Why [`WINDOWS_TARGET`] could not be had, so the compile for Windows was not checked.
    pub not_checked: Option<String>,
    /// Code under a `cfg` Windows decides otherwise than here (`cfg(unix)`): `Main.rs:L:C` lines.
    pub cfg_code: Vec<String>,
}

/// Why the judge would not compile a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    /// Who rejects it, for people: `rustc 1.73`, `rustc 1.75 for x86_64-pc-windows-gnu`.
    pub by: String,
    /// What it said, with places as `Main.rs:L:C`.
    pub output: String,
}

/// A bundle compiled as its judge does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    pub rustc: Rustc,
    /// For a judge on Windows, what its system makes of the bundle.
    pub windows: Option<Windows>,
    /// The program (in the folder [`compile`] was given), or why the judge rejects the bundle.
    pub binary: std::result::Result<PathBuf, Rejected>,
}

/// Compiles `source` as `judge` does (module doc), putting the program in `dir` (made when
/// missing) under the command's name; one compiled before from the same source, command and
/// rustc is reused unless `judge.reuse` is off.
///
/// # Errors
/// When a rustc named for the judge is broken or another release, a folder cannot be written,
/// or rustc cannot be started; a bundle the judge rejects is [`Compiled::binary`]'s `Err`.
pub fn compile(source: &str, judge: &Judge, dir: &Path) -> Result<Compiled> {
    let rustc = rustc(judge)?;
    let name = profile::binary_file(&judge.command);
    let compiled = run_rustc(source, judge, &judge.command[1..], &name)?;
    let windows = if judge.windows { Some(windows_check(source, judge, &rustc)?) } else { None };
    let binary = match (compiled, windows.as_ref().and_then(|w| w.1.clone())) {
        (Err(output), _) => {
            let version = rustc.version;
            let missing = format!("this machine's rustc (the judge's {version} is not here)");
            let by = if rustc.is_exact() { format!("rustc {version}") } else { missing };
            Err(Rejected { by, output })
        }
        (Ok(_), Some(rejected)) => Err(rejected),
        (Ok(binary), None) => {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
            let to = dir.join(&name);
            // A link writes nothing: a program this process just wrote could be busy for a
            // moment when it starts (still open in a process another thread is starting).
            let _ = std::fs::remove_file(&to);
            if std::fs::hard_link(&binary, &to).is_err() {
                std::fs::copy(&binary, &to)
                    .with_context(|| format!("cannot copy the program to {}", to.display()))?;
            }
            Ok(to)
        }
    };
    Ok(Compiled { rustc, windows: windows.map(|w| w.0), binary })
}

/// What `judge`'s rustc says of `source` compiled with its command, `flags` in place of its output:
/// its stderr (lints, with `--error-format=json`), or its stdout for `-Zprint-mono-items`
/// (`RUSTC_BOOTSTRAP` lets stable rustc take it); `Err` with its stderr when it fails.
///
/// # Errors
/// As [`compile`].
pub fn says(
    source: &str,
    judge: &Judge,
    flags: &[&str],
) -> Result<std::result::Result<String, String>> {
    let stream = if flags.iter().any(|flag| flag.starts_with("-Z")) { STDOUT } else { STDERR };
    Ok(match run_rustc(source, judge, &without_output(judge, flags), stream)? {
        Ok(kept) => Ok(std::fs::read_to_string(kept)?),
        Err(stderr) => Err(stderr),
    })
}

/// A Windows judge's view of `source`: its `cfg` code, and its compile's rejection where it can.
fn windows_check(
    source: &str,
    judge: &Judge,
    rustc: &Rustc,
) -> Result<(Windows, Option<Rejected>)> {
    let (here, windows) = (cfgs(rustc, None)?, cfgs(rustc, Some(WINDOWS_TARGET))?);
    let file = judge.source_file();
    let findings = system::findings(source, &here, &windows)?.into_iter();
    let cfg_code = findings.map(|finding| format!("{file}:{finding}")).collect();
    if let Err(why) = windows_target(rustc, judge.install) {
        return Ok((Windows { not_checked: Some(why), cfg_code }, None));
    }
    let words = without_output(judge, &["--emit=metadata", "--target", WINDOWS_TARGET]);
    let by = format!("rustc {} for {WINDOWS_TARGET}", rustc.version);
    let said = run_rustc(source, judge, &words, STDERR)?;
    Ok((Windows { not_checked: None, cfg_code }, said.err().map(|output| Rejected { by, output })))
}

/// The options `rustc` sets compiling for `target` (this machine when `None`), as `--print cfg`
/// lists them (without the target's standard library); asked once per process.
fn cfgs(rustc: &Rustc, target: Option<&str>) -> Result<Cfgs> {
    type Listed = BTreeMap<(PathBuf, Option<String>), std::result::Result<Cfgs, String>>;
    static LISTED: Mutex<Listed> = Mutex::new(BTreeMap::new());
    let key = (rustc.program.clone(), target.map(str::to_owned));
    let list = || {
        let mut command = Command::new(&rustc.program);
        command.args(["--print", "cfg"]).args(target.iter().flat_map(|t| ["--target", t]));
        let output = command.output().map_err(|error| format!("cannot run rustc: {error}"))?;
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        if !output.status.success() {
            return Err(format!("`rustc --print cfg`: {}", text(&output.stderr)));
        }
        Ok(text(&output.stdout).lines().filter_map(option).collect())
    };
    once(&LISTED, key, list).map_err(anyhow::Error::msg)
}

/// The words of the judge's command after `rustc` without `-o <name>`, then `flags`.
fn without_output(judge: &Judge, flags: &[&str]) -> Vec<String> {
    let mut words = judge.command[1..].to_vec();
    if let Some(at) = words.iter().position(|word| word == "-o") {
        words.drain(at..words.len().min(at + 2));
    }
    words.extend(flags.iter().map(|flag| (*flag).to_owned()));
    words
}

/// The files [`run_rustc`] keeps rustc's output in.
const STDERR: &str = "stderr";
const STDOUT: &str = "stdout";

/// Runs the judge's rustc with `words` on `source`, saved as the judge's file in an empty folder:
/// the file `name` it wrote there ([`STDERR`], [`STDOUT`] for what it said), cached by source,
/// words and rustc, reused unless `judge.reuse` is off; or its stderr when it fails.
///
/// The compiler gets a judge's environment: none of Cargo's variables (an `env!("CARGO_PKG_NAME")`
/// left in the bundle fails as it would there), and no `RUSTC_BOOTSTRAP` (which lets a stable rustc
/// accept `#![feature]`) but for a `-Z` flag, the workspace's own question.
fn run_rustc(
    source: &str,
    judge: &Judge,
    words: &[String],
    name: &str,
) -> Result<std::result::Result<PathBuf, String>> {
    let Rustc { program, identity, .. } = &rustc(judge)?;
    let joined = words.join(" ");
    let key: [&[u8]; 3] = [source.as_bytes(), joined.as_bytes(), identity.as_bytes()];
    // Programs and what rustc said are kept apart, each kind to the cache's size.
    let kind = match name {
        STDERR => "judge-lints",
        STDOUT => "judge-mono-items",
        _ => "judge",
    };
    let entry = crate::cache::Entry::new(kind, &key);
    if let Some(kept) = entry.get(name).filter(|_| judge.reuse) {
        return Ok(Ok(kept));
    }
    let dir = tempfile::Builder::new().prefix("xtask-judge-").tempdir()?;
    std::fs::write(dir.path().join(judge.source_file()), source)?;
    let mut command = Command::new(program);
    let keys = std::env::vars_os().map(|(key, _)| key);
    for key in keys.filter(|k| k.to_string_lossy().starts_with("CARGO") || k == "RUSTC_BOOTSTRAP") {
        command.env_remove(key);
    }
    if words.iter().any(|word| word.starts_with("-Z")) {
        command.env("RUSTC_BOOTSTRAP", "1");
    }
    let output = command.current_dir(dir.path()).args(words).output();
    let output = output.with_context(|| format!("cannot run {}", program.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Ok(Err(stderr));
    }
    std::fs::write(dir.path().join(STDERR), stderr)?;
    std::fs::write(dir.path().join(STDOUT), &output.stdout)?;
    entry.put(&[(name, &std::fs::read(dir.path().join(name))?[..])])?;
    Ok(Ok(entry.get(name).context("the cache keeps nothing")?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn the_environment_names_the_judges_rustc_and_it_must_say_its_release() {
        // Rust 1.1 stands for a release nobody has installed, so no other test meets the variable.
        let dir = tempfile::tempdir().unwrap();
        let stand_in = |name: &str, version: &str| {
            let path = dir.path().join(name);
            crate::process::tests::write_script(
                &path,
                &format!("echo \"rustc {version} (stand-in)\""),
            );
            path
        };
        let judge = Judge::new("rustc --edition 2021 -O -o Main Main.rs", RustVersion::new(1, 1));
        std::env::set_var("XTASK_RUSTC_1_1", stand_in("right", "1.1.0"));
        let found = look_up(&judge).unwrap();
        assert!(found.is_exact(), "{found:?}");
        assert_eq!(found.label(), "exact 1.1");
        std::env::set_var("XTASK_RUSTC_1_1", stand_in("wrong", "1.95.0"));
        let error = format!("{:#}", look_up(&judge).unwrap_err());
        assert_eq!(error, "XTASK_RUSTC_1_1 is rustc 1.95, not the judge's 1.1");
        std::env::remove_var("XTASK_RUSTC_1_1");
        let missing = look_up(&judge).unwrap();
        assert!(!missing.is_exact());
        if has_rustup() {
            assert_eq!(missing.label(), "not checked: rustup toolchain install 1.1");
        } else {
            assert_eq!(
                missing.label(),
                "not checked: set XTASK_RUSTC_1_1 to the path of a rustc 1.1"
            );
        }
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

    #[test]
    fn the_metadata_check_drops_the_output_name() {
        let judge = Judge::new("rustc --edition=2021 -O -o main main.rs", RustVersion::new(1, 73));
        let words = without_output(&judge, &["--emit=metadata"]);
        assert_eq!(words, ["--edition=2021", "-O", "main.rs", "--emit=metadata"]);
    }

    #[test]
    fn no_install_is_asked_by_option_or_variable() {
        // No other test of this crate reads the variable.
        std::env::remove_var(NO_INSTALL_VARIABLE);
        assert_eq!(
            (Install::unless(false), Install::unless(true)),
            (Install::Missing, Install::Never)
        );
        std::env::set_var(NO_INSTALL_VARIABLE, "1");
        assert_eq!(Install::unless(false), Install::Never);
        std::env::set_var(NO_INSTALL_VARIABLE, "0");
        assert_eq!(Install::unless(false), Install::Missing);
        std::env::remove_var(NO_INSTALL_VARIABLE);
    }
}
