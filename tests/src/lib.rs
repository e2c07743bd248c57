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

/// Runs `proof` unless it passed before in this same test program, reading the same `data`: for
/// a long proof over a finite input space, which gives the same result until the code under
/// proof or its data change, so it needs to run once per change, not once per `cargo test`.
/// The mark it leaves, `<target>/proven/<name>`, holds a hash of the running test program
/// (which holds the code it proves, linked in) and of each data file; any change to either, a
/// clean clone, or removing the mark runs the proof again.
pub fn prove_once(name: &str, data: &[&std::path::Path], proof: impl FnOnce()) {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let program = std::env::current_exe().expect("the test program has a path");
    for file in std::iter::once(program.as_path()).chain(data.iter().copied()) {
        let bytes = std::fs::read(file)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", file.display()));
        bytes.hash(&mut hasher);
    }
    let key = format!("{:016x}\n", hasher.finish());
    let mark = copy::scratch("proven").join(name);
    if std::fs::read_to_string(&mark).ok().as_deref() == Some(key.as_str()) {
        eprintln!("{name}: proven before by this same test program ({})", mark.display());
        return;
    }
    proof();
    std::fs::create_dir_all(mark.parent().unwrap()).unwrap();
    std::fs::write(&mark, key).unwrap();
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
