//! The one way a problem of this workspace is proven, shared by every problem crate's
//! `tests/proof.rs` (which `cargo xtask new` writes):
//!
//! - [`Problem::check_samples`]: every sample answers its `.out` exactly, and still does
//!   with the judge's quirks (CRLF, tabs, trailing blanks, blank lines, no final newline);
//! - [`Problem::fuzz`]: seeded random and mutated inputs never panic, every answer line is
//!   one the problem allows, and every error names a line and column inside the input;
//! - [`same_answers`] and [`for_each_case`]: the solver against a slow, obviously-correct
//!   reference, over the whole input space where it is finite, or over seeded random cases;
//! - [`tic_tac_toe`]: such a reference for tic-tac-toe, written apart from `ttt-core`;
//! - [`grid`]: one for k in a row on grids of any size (runs, lines, windows, gravity, legal
//!   positions), with seeded generators of grids and games in [`grid::generate`].
//!
//! ```no_run
//! // crates/<problem>/tests/proof.rs
//! const PROBLEM: proof::Problem = proof::Problem {
//!     name: "boj16571",
//!     manifest_dir: env!("CARGO_MANIFEST_DIR"),
//!     solve: |input, output| Ok(output.extend_from_slice(input)),
//!     answers: |line| matches!(line, "W" | "D" | "L"),
//!     bad_inputs: &["3 0 0\n0 0 0\n0 0 0\n", "1 2\n"],
//! };
//!
//! #[test]
//! fn samples() {
//!     PROBLEM.check_samples();
//! }
//!
//! #[test]
//! fn fuzz() {
//!     PROBLEM.fuzz(100_000, 0x16571);
//! }
//! ```

pub mod fuzz;
pub mod grid;
pub mod random;
pub mod samples;
pub mod tic_tac_toe;

use std::path::{Path, PathBuf};

pub use random::SplitMix64;
pub use samples::Sample;
use ttt_core::judge::Solve;

/// A problem crate, as its proof sees it.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// Its folder name in `crates/`, which names its samples in `samples/`.
    pub name: &'static str,
    /// Its `CARGO_MANIFEST_DIR`, to find the workspace from.
    pub manifest_dir: &'static str,
    /// Its solver.
    pub solve: Solve,
    /// Is this line an answer the problem may give.
    pub answers: fn(&str) -> bool,
    /// Inputs the problem's format rules out, each of which the solver must reject with an
    /// error inside it: a wrong symbol, a short case, a missing end. Empty for a problem that
    /// takes any input; [`Problem::fuzz`] asks for rejected inputs only when it is not.
    pub bad_inputs: &'static [&'static str],
}

impl Problem {
    /// The workspace's root folder.
    pub fn workspace(&self) -> PathBuf {
        let mut dir = Path::new(self.manifest_dir);
        while !dir.join("samples").is_dir() {
            dir = dir.parent().unwrap_or_else(|| panic!("no samples/ above {}", self.manifest_dir));
        }
        dir.to_path_buf()
    }

    /// The problem's samples, in order.
    ///
    /// # Panics
    /// When a sample cannot be read or has no `.out`.
    pub fn samples(&self) -> Vec<Sample> {
        samples::read(&self.workspace().join("samples").join(self.name))
    }

    /// What the judge binary prints for `input`: the answers, then `error: ...` when the input
    /// is bad.
    pub fn transcript(&self, input: &[u8]) -> String {
        ttt_core::judge::transcript(self.solve, input)
    }
}

/// What a problem's generator (`examples/generate.rs`) is run with: `<seed> <cases>`, as
/// verify and `cargo xtask bench` give them, each defaulting to 1 and 1000. Seed 0 asks for the
/// largest input the statement allows ([`largest_asked`]).
///
/// # Panics
/// When an argument is not a number.
pub fn generator_args() -> (SplitMix64, u64) {
    let mut args = std::env::args().skip(1).map(|arg| {
        arg.parse::<u64>().unwrap_or_else(|_| panic!("expected `<seed> <cases>`, found `{arg}`"))
    });
    let seed = args.next().unwrap_or(1);
    (SplitMix64::new(seed), args.next().unwrap_or(1000))
}

/// Did verify ask the generator for the largest input the statement allows: seed 0, which it
/// gives no other input (`0 <max-cases>`). A generator that draws each case's size then writes
/// every case at the largest size instead, so that the limits are tried where they bind.
pub fn largest_asked() -> bool {
    std::env::args().nth(1).as_deref() == Some("0")
}

/// Asserts that `solve` answers `input` with exactly `expected`, as the judge binary prints it:
/// the answer lines, then `error: <message>` when the input is bad. For a problem's unit
/// tests, beside its solver.
///
/// # Panics
/// When the two differ, showing both and the input.
#[track_caller]
pub fn assert_transcript(solve: Solve, input: &str, expected: &str) {
    let printed = ttt_core::judge::transcript(solve, input.as_bytes());
    assert_eq!(printed, expected, "input {input:?}");
}

/// Compares a solver's answers for one input holding many cases with the reference's, case by
/// case: each expected line must come out in its place.
///
/// # Panics
/// At the first answer that differs, naming the case (by the `label` of its index) and both
/// answers; or when the solver rejects the input.
pub fn same_answers(
    solve: Solve,
    input: &[u8],
    expected: &[String],
    label: impl Fn(usize) -> String,
) {
    let mut output = Vec::new();
    if let Err(error) = solve(input, &mut output) {
        panic!("the solver rejects the input: {error}");
    }
    let output = String::from_utf8_lossy(&output);
    let answers: Vec<&str> = output.lines().collect();
    for (index, expected) in expected.iter().enumerate() {
        let answer = answers.get(index).copied().unwrap_or("<nothing>");
        assert!(
            answer == expected,
            "case {index}:\n{}\nthe solver answers {answer:?} where the reference expects \
             {expected:?}",
            label(index)
        );
    }
    assert_eq!(answers.len(), expected.len(), "more answers than cases");
}

/// Runs `check` on cases `0..count` over every core, and panics with the first failures.
///
/// # Panics
/// When `check` returns an error for a case: the message lists up to ten of them.
pub fn for_each_case(count: u64, check: impl Fn(u64) -> Result<(), String> + Sync) {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let (check, failures) = (&check, &failures);
            scope.spawn(move || {
                let mut case = thread;
                while case < count {
                    if let Err(why) = check(case) {
                        let mut failures = failures.lock().unwrap_or_else(|e| e.into_inner());
                        failures.push((case, why));
                    }
                    case += threads;
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort();
    if !failures.is_empty() {
        let shown: Vec<String> =
            failures.iter().take(10).map(|(case, why)| format!("case {case}: {why}")).collect();
        panic!("{} of {count} cases fail:\n{}", failures.len(), shown.join("\n"));
    }
}

/// Runs `proof` unless this very test program passed it before on the same `data`: for a long
/// proof whose result cannot change while the program does not (the solver, `ttt-core`, this
/// crate and the test are all compiled into it) and its data do not (the samples it mutates),
/// so that it runs once per build, not once per `cargo test`. The key is a hash of the test
/// program's bytes and of `data`; a passed proof leaves it in
/// `<target>/<profile>/proven/<test program>/<name>`, a failed one leaves nothing, and any
/// rebuild of the program (a change anywhere in the code under proof, another rustc, other
/// flags) runs it again. A fresh clone (CI) runs every proof.
///
/// # Panics
/// As `proof` does.
pub fn once_per_build(name: &str, data: &[&[u8]], proof: impl FnOnce()) {
    use std::hash::{Hash, Hasher};
    let (marks, program) = this_program();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (program, data).hash(&mut hasher);
    let key = format!("{:016x}\n", hasher.finish());
    let mark = marks.join(name);
    if std::fs::read_to_string(&mark).is_ok_and(|read| read == key) {
        eprintln!("{name}: passed before by this very test program ({})", mark.display());
        return;
    }
    proof();
    // A mark that cannot be written only costs the next run the proof again.
    let _ = std::fs::create_dir_all(marks).and_then(|()| std::fs::write(&mark, key));
}

/// The folder of this test program's marks for [`once_per_build`], and the hash of its bytes.
fn this_program() -> &'static (PathBuf, u64) {
    use std::hash::{Hash, Hasher};
    static PROGRAM: std::sync::OnceLock<(PathBuf, u64)> = std::sync::OnceLock::new();
    PROGRAM.get_or_init(|| {
        let exe = std::env::current_exe().expect("the test program's path");
        let bytes = std::fs::read(&exe).expect("the test program's bytes");
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        bytes.hash(&mut hasher);
        let profile = exe.parent().and_then(Path::parent).expect("<target>/<profile>/deps");
        (profile.join("proven").join(exe.file_name().unwrap()), hasher.finish())
    })
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    #[test]
    fn a_proof_runs_once_per_build_and_data_and_again_after_a_failure() {
        let name = "a_proof_runs_once_per_build";
        let _ = std::fs::remove_file(super::this_program().0.join(name));
        let runs = Cell::new(0);
        let proof = || runs.set(runs.get() + 1);
        super::once_per_build(name, &[b"data"], proof);
        super::once_per_build(name, &[b"data"], proof);
        assert_eq!(runs.get(), 1, "passed once, skipped after");
        super::once_per_build(name, &[b"other data"], proof);
        assert_eq!(runs.get(), 2, "other data, run again");
        let failed = std::panic::catch_unwind(|| {
            super::once_per_build(name, &[b"third"], || panic!("the proof fails"))
        });
        assert!(failed.is_err());
        super::once_per_build(name, &[b"third"], proof);
        assert_eq!(runs.get(), 3, "a failure leaves no mark");
    }
}
