//! Helpers shared by the workspace-level tests in `tests/*.rs`: the seeded generator and the
//! slow tic-tac-toe reference of `proof`, a Dice Yut reference written apart from `boj17825`
//! ([`dice_yut`]), running the release binaries, the checks every problem's binary gets
//! ([`binaries`]), the bundler's corpus ([`corpus`]), and the workspaces of made-up problems
//! verify is run on ([`fixture`]).

pub mod binaries;
pub mod copy;
pub mod corpus;
pub mod dice_yut;
pub mod fixture;

pub use proof::tic_tac_toe as reference;
pub use proof::SplitMix64;

/// The workspace README's Rust example, compiled and run as a doctest so it stays true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeExamples;

/// The path of the release binary of problem `name` of this workspace, every problem built on
/// first use as verify builds it (`xtask::cargo::build_release`: each alone, with its own
/// features), in the target directory the tests use.
pub fn release_binary(name: &str) -> std::path::PathBuf {
    static BUILT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    let directory = BUILT.get_or_init(|| {
        let workspace = xtask::problems::Workspace::current();
        let problems = workspace.problems().unwrap();
        xtask::cargo::build_release(&workspace, &problems, false).unwrap();
        xtask::cargo::target_dir(&workspace).unwrap().join("release")
    });
    directory.join(name)
}

/// Runs `proof` unless it passed before on the same sources, reading the same `data`: for a
/// long proof that gives the same result until the code under proof or its data change, so it
/// needs to run once per change, not once per `cargo test`. Its key is a hash of the tool's and
/// the tests' sources ([`TOOL`]: the xtask with its templates, the test crates), of each data
/// file, or each file under a data folder (but `target` folders), by their names and bytes, not
/// their place, and of the rustc that built this test. A passed proof leaves its key in two
/// marks, and either one skips it next time: `<target>/proven/<name>`, and its line in
/// [`PROVEN`], kept in git with the sources it was proven on, so that a fresh clone (CI) of a
/// commit whose proofs passed before it was made runs only the proofs its change touched. Any
/// change to the sources or the data, or another rustc, runs the proof again; a failed proof
/// leaves no mark.
///
/// # Panics
/// When a data path cannot be read, or as `proof` does.
pub fn prove_once(name: &str, data: &[&std::path::Path], proof: impl FnOnce()) {
    prove_once_noting_in(&copy::this_workspace().join(PROVEN), name, data, proof);
}

/// [`prove_once`], with its committed marks in `committed` rather than [`PROVEN`].
fn prove_once_noting_in(
    committed: &std::path::Path,
    name: &str,
    data: &[&std::path::Path],
    proof: impl FnOnce(),
) {
    use std::hash::Hasher;
    let workspace = copy::this_workspace();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for path in TOOL.iter().map(|path| workspace.join(path)) {
        hash_path(&path, &mut hasher);
    }
    for path in data {
        hash_path(path, &mut hasher);
    }
    std::hash::Hash::hash(rustc_version(), &mut hasher);
    let key = format!("{:016x}", hasher.finish());
    let mark = copy::scratch("proven").join(name);
    let line = format!("{name} {key}");
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let read = |path: &std::path::Path| std::fs::read_to_string(path).unwrap_or_default();
    if read(&mark) == format!("{key}\n") {
        eprintln!("{name}: proven before on the same sources ({})", mark.display());
    } else if read(committed).lines().any(|proven| proven == line) {
        eprintln!("{name}: proven on the same sources before they were committed ({PROVEN})");
    } else {
        proof();
    }
    std::fs::create_dir_all(mark.parent().unwrap()).unwrap();
    std::fs::write(&mark, format!("{key}\n")).unwrap();
    let _one_writer = LOCK.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let text = read(committed);
    let others = text.lines().filter(|proven| proven.split(' ').next() != Some(name));
    let mut lines: Vec<&str> = others.chain([line.as_str()]).collect();
    lines.sort_unstable();
    let updated = lines.join("\n") + "\n";
    if updated != text {
        std::fs::write(committed, updated).unwrap();
    }
}

/// The proofs [`prove_once`] passed, each a line `<name> <key>`, relative to the workspace
/// root: commit it with the sources it was proven on.
pub const PROVEN: &str = "tests/proven.txt";

/// The version of the rustc that built the workspace, as `rustc -V` says it.
fn rustc_version() -> &'static str {
    static VERSION: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    VERSION.get_or_init(|| {
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
        let output = std::process::Command::new(rustc).arg("-V").output();
        output
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default()
    })
}

/// What every proof of [`prove_once`] runs through: the xtask (the bundler, `new` and its
/// templates), the test crates and their helpers. Not the lock file, which a user's own crates
/// change.
pub const TOOL: [&str; 5] =
    ["xtask", "tests/Cargo.toml", "tests/src", "tests/tests", "tests/proof"];

/// Feeds `path` to `hasher`: a file's name and bytes, a folder's files in name order.
fn hash_path(path: &std::path::Path, hasher: &mut impl std::hash::Hasher) {
    use std::hash::Hash;
    path.file_name().hash(hasher);
    if path.is_dir() {
        let entries = std::fs::read_dir(path)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
        let mut entries: Vec<std::path::PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        entries.sort();
        for entry in entries.iter().filter(|entry| !entry.ends_with("target")) {
            hash_path(entry, hasher);
        }
    } else {
        let bytes = std::fs::read(path)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
        bytes.hash(hasher);
    }
}

/// What a process did: its stdout and stderr as text, and its exit code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// Everything written to stdout.
    pub stdout: String,
    /// Everything written to stderr.
    pub stderr: String,
    /// The exit code, `None` when a signal ended the process.
    pub code: Option<i32>,
}

/// Runs `program` with `input` on stdin and waits for it.
pub fn run_with_input(program: &std::path::Path, input: &[u8]) -> Run {
    use std::io::Write;
    let mut child = std::process::Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {}: {error}", program.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().unwrap();
    // A binary that stops reading early closes the pipe; that is its right, not a failure.
    let _ = writer.join();
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code(),
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::path::PathBuf;

    /// Cargo reuses what a target folder holds for a copy of the workspace elsewhere (the same
    /// packages at the same relative paths, sources no newer): the tests would then check the
    /// other copy. They must be this checkout's.
    #[test]
    fn the_test_programs_were_built_from_this_checkout() {
        let canonical = |path: PathBuf| path.canonicalize().unwrap();
        // Cargo runs a test program in its package's folder, `tests/`.
        let here = canonical(std::env::current_dir().unwrap().parent().unwrap().to_owned());
        assert_eq!(canonical(crate::copy::this_workspace()), here);
        assert_eq!(canonical(xtask::problems::Workspace::current().root), here);
    }

    #[test]
    fn a_proof_runs_once_per_change_of_its_data_and_again_after_a_failure() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data.txt");
        let name = format!("self-test-{}", std::process::id());
        let mark = crate::copy::scratch("proven").join(&name);
        let notes = tempfile::tempdir().unwrap();
        let committed = notes.path().join("proven.txt");
        let prove = |data: &std::path::Path, proof: &dyn Fn()| {
            super::prove_once_noting_in(&committed, &name, &[data], proof);
        };
        let runs = Cell::new(0);
        let count = || runs.set(runs.get() + 1);
        std::fs::write(&data, "1").unwrap();
        prove(&data, &count);
        prove(&data, &count);
        assert_eq!(runs.get(), 1);
        std::fs::remove_file(&mark).unwrap();
        prove(&data, &count);
        assert_eq!(runs.get(), 1, "the committed line alone skips the proof");
        std::fs::write(&data, "2").unwrap();
        prove(dir.path(), &count);
        prove(&data, &count);
        assert_eq!(runs.get(), 3, "a folder and a file are not the same data");
        let lines = std::fs::read_to_string(&committed).unwrap();
        assert_eq!(lines.lines().count(), 1, "one line per proof, the latest: {lines}");
        std::fs::write(&data, "3").unwrap();
        let failed = std::panic::catch_unwind(|| prove(&data, &|| panic!()));
        assert!(failed.is_err());
        prove(&data, &count);
        assert_eq!(runs.get(), 4, "a failed proof left a mark");
        std::fs::remove_file(mark).unwrap();
    }
}
