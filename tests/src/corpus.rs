//! The bundler's corpus (`tests/corpus/`): problem crates written apart from the bundler, in
//! topic folders, and what the corpus test and the cargo-equip comparison share about them:
//! listing them, building them in a copy of the workspace, their inputs with seeded mutations,
//! running a program as a judge does, and compiling a bundle alone as a judge does.
//!
//! The source tree:
//!
//! ```text
//! tests/corpus/<topic>/<crate>/Cargo.toml    a crate, its `inputs/*.in`, maybe `refused.txt`
//! tests/corpus/<topic>/outside/<lib>/        a library outside the workspace
//! ```
//!
//! The copy, under `<target>/corpus` and updated file by file so cargo stays warm:
//!
//! ```text
//! ws/Cargo.toml, ws/Cargo.lock               the workspace's manifest, members `crates/*`
//! ws/crates/ttt-core, ws/crates/<crate>      every crate side by side, whatever its topic
//! outside/<lib>                              reached from a crate as `../../../outside/<lib>`
//! target/                                    the copy's target folder
//! judge/                                     bundles compiled alone, by their bytes' hash
//! ```

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use xtask::judge_compile::{self, Judge};
use xtask::problems::Workspace;
use xtask::profile::RustVersion;

use crate::copy::{self, sync_dir_with, sync_file, this_workspace};
use crate::SplitMix64;

/// Generated inputs per crate, on top of its own.
pub const MUTATIONS: usize = 8;

/// The folder of a topic's libraries that live outside the workspace.
const OUTSIDE: &str = "outside";

/// `tests/corpus`.
pub fn corpus_dir() -> PathBuf {
    this_workspace().join("tests/corpus")
}

/// `<target>/corpus`, an absolute path: the copy, its target folder and the judge builds.
pub fn scratch() -> PathBuf {
    copy::scratch("corpus")
}

/// A corpus crate, in its source folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crate {
    /// The folder name, which is also its folder in the copy (`crates/<name>`).
    pub name: String,
    /// The topic folder it sits in.
    pub topic: String,
    /// `tests/corpus/<topic>/<name>`.
    pub dir: PathBuf,
}

impl Crate {
    /// The crate whose manifest is `manifest` (`tests/corpus/<topic>/<name>/Cargo.toml`).
    pub fn at(manifest: &Path) -> Crate {
        let dir = manifest.parent().expect("a manifest is in a folder").to_owned();
        let name_of = |path: &Path| path.file_name().unwrap().to_string_lossy().into_owned();
        let topic = name_of(dir.parent().expect("a crate is in a topic folder"));
        Crate { name: name_of(&dir), topic, dir }
    }

    /// What `refused.txt` says the bundler's refusal must name, one part a line, when the
    /// crate holds what cannot be carried faithfully.
    pub fn refusal(&self) -> Option<Vec<String>> {
        self.lines_of("refused.txt")
    }

    /// What the judge's compiler says of a crate whose bundle it rejects, as the judge would
    /// (`judge-rejects.txt`: a crate of another edition using what the judge's lacks).
    pub fn judge_rejects(&self) -> Option<Vec<String>> {
        self.lines_of("judge-rejects.txt")
    }

    /// What the bundler must warn of a crate that prints places of its source, or its source
    /// text, where the bundle must differ (`warnings.txt`): its stdout is then not compared,
    /// its exit status is.
    pub fn warnings(&self) -> Option<Vec<String>> {
        self.lines_of("warnings.txt")
    }

    /// Does its own manifest name its judge (`[package.metadata.judge]`): its bundle is then
    /// made and compiled as that judge's, else as Baekjoon's Rust 2021 and compiled by this
    /// machine's rustc.
    pub fn names_judge(&self) -> bool {
        let manifest = std::fs::read_to_string(self.dir.join("Cargo.toml")).unwrap_or_default();
        manifest.contains("[package.metadata.judge]")
    }

    fn lines_of(&self, file: &str) -> Option<Vec<String>> {
        let text = std::fs::read_to_string(self.dir.join(file)).ok()?;
        Some(text.lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned).collect())
    }

    /// The crate's own inputs (`inputs/*.in`), sorted by file name.
    pub fn own_inputs(&self) -> Vec<Input> {
        read_inputs(&self.dir.join("inputs"))
    }

    /// The crate's own inputs, the empty input and [`MUTATIONS`] seeded mutations of them.
    ///
    /// # Panics
    /// When the crate has no inputs of its own.
    pub fn inputs(&self) -> Vec<Input> {
        with_mutations(&self.name, self.own_inputs())
    }
}

/// One input a program is run on.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Input {
    /// Its file name, or what made it: `empty`, `mutation 3 of 2-full.in`.
    pub label: String,
    /// The bytes given on stdin.
    pub bytes: Vec<u8>,
}

/// The `*.in` files of `dir`, sorted by name; none when there is no such folder.
pub fn read_inputs(dir: &Path) -> Vec<Input> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut inputs: Vec<Input> = entries
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|path| Input {
            label: path.file_name().unwrap().to_string_lossy().into_owned(),
            bytes: std::fs::read(&path).unwrap(),
        })
        .collect();
    inputs.sort();
    inputs
}

/// `own`, the empty input, and [`MUTATIONS`] mutations of `own` seeded by `name`, so a run
/// replays the same inputs: bytes cut, changed or inserted, or another input appended.
///
/// # Panics
/// When `own` is empty.
pub fn with_mutations(name: &str, own: Vec<Input>) -> Vec<Input> {
    assert!(!own.is_empty(), "{name} has no inputs");
    let mut random = SplitMix64::new(
        name.bytes().fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b))),
    );
    let mut all = own.clone();
    all.push(Input { label: "empty".to_owned(), bytes: Vec::new() });
    for index in 0..MUTATIONS {
        let base = &own[random.below(own.len() as u64) as usize];
        let mut bytes = base.bytes.clone();
        for _ in 0..=random.below(2) {
            let at = random.below(bytes.len() as u64 + 1) as usize;
            match random.below(4) {
                0 => bytes.truncate(at),
                1 if at < bytes.len() => bytes[at] = b"0129XO.x \n-"[random.below(11) as usize],
                2 => bytes.insert(at, b"0129XO. \n"[random.below(9) as usize]),
                _ => bytes.extend_from_slice(&own[random.below(own.len() as u64) as usize].bytes),
            }
        }
        all.push(Input { label: format!("mutation {index} of {}", base.label), bytes });
    }
    all
}

/// The folders of `dir`, sorted by name.
fn folders(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut found: Vec<PathBuf> =
        entries.map(|entry| entry.unwrap().path()).filter(|path| path.is_dir()).collect();
    found.sort();
    found
}

/// Every corpus crate (`tests/corpus/<topic>/<crate>/Cargo.toml`), sorted by name.
///
/// # Panics
/// When two topics hold crates of the same name: they would meet in the copy's `crates/`.
pub fn crates() -> Vec<Crate> {
    let mut found: Vec<Crate> = folders(&corpus_dir())
        .iter()
        .flat_map(|topic| folders(topic))
        .filter(|dir| dir.join("Cargo.toml").is_file())
        .map(|dir| Crate::at(&dir.join("Cargo.toml")))
        .collect();
    found.sort_by(|a, b| a.name.cmp(&b.name));
    for pair in found.windows(2) {
        assert_ne!(pair[0].name, pair[1].name, "two corpus crates named {}", pair[0].name);
    }
    found
}

/// Every library outside the workspace (`tests/corpus/<topic>/outside/<lib>`): its name and
/// folder, sorted by name.
///
/// # Panics
/// When two topics hold outside libraries of the same name.
pub fn outside_libraries() -> Vec<(String, PathBuf)> {
    let mut found: Vec<(String, PathBuf)> = folders(&corpus_dir())
        .iter()
        .flat_map(|topic| folders(&topic.join(OUTSIDE)))
        .map(|dir| (dir.file_name().unwrap().to_string_lossy().into_owned(), dir))
        .collect();
    found.sort();
    for pair in found.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "two outside libraries named {}", pair[0].0);
    }
    found
}

/// Makes `to` hold a copy of each of `wanted` (name and source folder) and nothing else.
fn sync_folders(to: &Path, wanted: &[(String, PathBuf)]) {
    std::fs::create_dir_all(to).unwrap();
    for (name, from) in wanted {
        let package = to.join(name).join("Cargo.toml");
        sync_dir_with(from, &to.join(name), &|path, bytes| with_judge(path == package, bytes));
    }
    for entry in std::fs::read_dir(to).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if !wanted.iter().any(|(wanted, _)| *wanted == name) {
            std::fs::remove_dir_all(entry.path()).unwrap();
        }
    }
}

/// A corpus crate's manifest (`manifest`) given a judge table when it has none, so that its
/// binary is a problem of the copy; any other file as it is.
fn with_judge(manifest: bool, mut bytes: Vec<u8>) -> Vec<u8> {
    let table = b"[package.metadata.judge]";
    if manifest && !bytes.windows(table.len()).any(|window| window == table) {
        bytes.extend_from_slice(b"\n[package.metadata.judge]\njudge = \"baekjoon\"\n");
    }
    bytes
}

/// The copy of the workspace with `ttt-core` and every corpus crate under `crates/` and the
/// outside libraries beside it, built in release as the workspace builds its judge binaries;
/// built once per process, and its failure, cargo's complaint, given to every caller.
///
/// Crates may depend on crates.io packages: the build is not `--offline`, and the copy's
/// `Cargo.lock` (this workspace's, when the copy has none yet) may gain entries. It stays the
/// copy's, so the workspace's own lock never hears of them.
pub fn built_copy() -> Result<&'static Workspace, String> {
    static COPY: OnceLock<Result<Workspace, String>> = OnceLock::new();
    COPY.get_or_init(build_copy).as_ref().map_err(Clone::clone)
}

fn build_copy() -> Result<Workspace, String> {
    let root = scratch().join("ws");
    // The copy's members are its crates only: the xtask and the tests stay here.
    let manifest = copy::manifest_with_members("[\"crates/*\"]");
    sync_file(&root.join("Cargo.toml"), manifest.as_bytes());
    if !root.join("Cargo.lock").is_file() {
        let lock = std::fs::read(this_workspace().join("Cargo.lock")).unwrap();
        sync_file(&root.join("Cargo.lock"), &lock);
    }
    let mut wanted = vec![("ttt-core".to_owned(), this_workspace().join("crates/ttt-core"))];
    wanted.extend(crates().into_iter().map(|krate| (krate.name, krate.dir)));
    sync_folders(&root.join("crates"), &wanted);
    sync_folders(&scratch().join(OUTSIDE), &outside_libraries());
    let output = Command::new(env!("CARGO"))
        .args(["build", "--release", "--workspace", "--quiet"])
        .current_dir(&root)
        .env("CARGO_TARGET_DIR", scratch().join("target"))
        .output()
        .map_err(|error| format!("cannot run cargo: {error}"))?;
    if !output.status.success() {
        // The corpus keeps some warnings on purpose; the errors are what stopped the build.
        let stderr = String::from_utf8_lossy(&output.stderr);
        let errors = stderr.find("error").map_or(&*stderr, |at| &stderr[at..]);
        return Err(format!("the corpus does not build:\n{errors}"));
    }
    Ok(Workspace::at(root))
}

/// The release binary of package `package` of the built copy.
pub fn copy_binary(package: &str) -> PathBuf {
    scratch().join("target/release").join(package)
}

/// What a judge sees of a run: its exit status and stdout. Stderr is left out: a judge does not
/// read it, and a bundle may name other places in it (panic locations, `line!()`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    /// `exit 0`, `killed by signal 6`, `stopped past the 10 s time limit`.
    pub status: String,
    /// Everything written to stdout.
    pub stdout: String,
}

/// Runs `program` on `input` as a judge does, without backtraces, for at most 10 s.
pub fn run(program: &Path, input: &[u8]) -> Seen {
    let mut command = Command::new(program);
    command.env_remove("RUST_BACKTRACE").env_remove("RUST_LIB_BACKTRACE");
    let output = xtask::process::run(&mut command, input, Duration::from_secs(10))
        .unwrap_or_else(|error| panic!("{}: {error:#}", program.display()));
    Seen { status: output.status(), stdout: String::from_utf8_lossy(&output.stdout).into_owned() }
}

/// The rustc a bundle is compiled with as on a judge: the program and the words before
/// rustc's own arguments (`rustc`, or `rustc +1.73` for a rustup toolchain).
#[derive(Debug)]
pub struct Rustc {
    words: Vec<String>,
    version: OnceLock<String>,
    judge: OnceLock<Judge>,
}

impl Rustc {
    /// This machine's default rustc.
    pub fn local() -> Rustc {
        Rustc { words: vec!["rustc".to_owned()], version: OnceLock::new(), judge: OnceLock::new() }
    }

    /// The rustup toolchain `toolchain` (`rustc +<toolchain>`) when it is installed.
    pub fn toolchain(toolchain: &str) -> Option<Rustc> {
        let rustc = Rustc {
            words: vec!["rustc".to_owned(), format!("+{toolchain}")],
            version: OnceLock::new(),
            judge: OnceLock::new(),
        };
        let answers = rustc.command().arg("--version").output();
        answers.is_ok_and(|output| output.status.success()).then_some(rustc)
    }

    /// The command line that starts it, for people: `rustc +1.73`.
    pub fn label(&self) -> String {
        self.words.join(" ")
    }

    /// What `rustc -vV` says, which keys the judge builds.
    pub fn version(&self) -> &str {
        self.version.get_or_init(|| {
            let output = self.command().arg("-vV").output().unwrap();
            String::from_utf8_lossy(&output.stdout).into_owned()
        })
    }

    fn command(&self) -> Command {
        let mut command = Command::new(&self.words[0]);
        command.args(&self.words[1..]);
        command
    }

    /// Compiles `source` as the judge does, `rustc --edition 2021 -O -o Main Main.rs` alone in
    /// a folder without Cargo's variables, or finds the binary a previous run made from the
    /// same bytes with the same compiler: its path, or rustc's complaint.
    ///
    /// # Errors
    /// Rustc's output when the source does not compile.
    pub fn judge_build(&self, source: &str) -> Result<PathBuf, String> {
        build_as(source, self.judge())
    }

    /// This rustc as the judge the xtask compiles for: the workspace's one "compile as the judge"
    /// (`judge_compile::compile`), which keeps what it compiled.
    fn judge(&self) -> &Judge {
        self.judge.get_or_init(|| {
            let sysroot = self.command().args(["--print", "sysroot"]).output().unwrap();
            let sysroot = String::from_utf8_lossy(&sysroot.stdout).trim().to_owned();
            let program = Path::new(&sysroot).join("bin").join("rustc");
            let release = self.version().lines().find_map(|l| l.strip_prefix("release: ")).unwrap();
            let mut parts = release.split(['.', '-']).map(|p| p.parse::<u32>().unwrap_or(0));
            let rust = RustVersion::new(parts.next().unwrap_or(1), parts.next().unwrap_or(0));
            let mut judge = Judge::new("rustc --edition 2021 -O -o Main Main.rs", rust);
            judge.compiler = Some(program);
            judge
        })
    }
}

/// Compiles `source` as `judge` does (`judge_compile::compile`, which keeps what it compiled),
/// or finds the binary a previous run made from the same bytes: its path, or rustc's complaint.
///
/// # Errors
/// Rustc's output when the source does not compile.
pub fn build_as(source: &str, judge: &Judge) -> Result<PathBuf, String> {
    let mut hasher = DefaultHasher::new();
    (source, format!("{judge:?}")).hash(&mut hasher);
    let dir = scratch().join("judge").join(format!("{:016x}", hasher.finish()));
    let compiled = judge_compile::compile(source, judge, &dir).map_err(|e| format!("{e:#}"))?;
    compiled.binary.map_err(|rejected| rejected.output)
}
