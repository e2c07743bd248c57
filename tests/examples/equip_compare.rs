//! Our bundler beside cargo-equip 0.20.1, on every corpus crate with a binary and on the
//! workspace's problems: each bundle compiled alone with the judge's command and run with the
//! binary on the crate's inputs, then a table and a summary, on stdout and in
//! `target/equip-compare.md`.
//!
//! ```sh
//! cargo run --release -p workspace-tests --example equip_compare [-- --install]
//! ```
//!
//! With `--install`, `cargo install cargo-equip --version 0.20.1 --locked` runs first when
//! `cargo equip` is missing. The bundles are compiled with `rustc +1.73` when that toolchain is
//! installed, else with the default rustc (the report says which). A bundle is right when it
//! prints the binary's stdout and exits with its status on every input; stderr may differ.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use workspace_tests::copy::{self, this_workspace};
use workspace_tests::corpus::{self, Input, Rustc, Seen};
use xtask::bundle::{self, Options};
use xtask::problems::{Problem, Workspace};

/// The release of cargo-equip compared with.
const EQUIP_VERSION: &str = "0.20.1";

/// The source limit the problems are held to (Codeforces', the smallest of the judges').
const SIZE_LIMIT: usize = 64 * 1024;

/// One crate to bundle both ways.
struct Case {
    /// Its folder name, and the topic it comes from (`problems` for the workspace's own).
    name: String,
    topic: String,
    /// The workspace it is built in, and the problem there.
    workspace: Workspace,
    problem: Problem,
    /// Its release binary, the reference.
    binary: PathBuf,
    inputs: Vec<Input>,
}

/// What became of one bundler's bundle of one crate.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    /// Answers as the binary on every input; the bundle's size in bytes.
    Right(usize),
    /// The bundler gave no bundle; the first line of its reason.
    Refused(String),
    /// The bundle does not compile alone; its size and rustc's first error.
    CompileError(usize, String),
    /// Compiles but answers otherwise; its size and the first input where it does.
    Differs(usize, String),
}

impl Outcome {
    fn word(&self) -> &'static str {
        match self {
            Outcome::Right(_) => "right",
            Outcome::Refused(_) => "refused",
            Outcome::CompileError(..) => "CE",
            Outcome::Differs(..) => "differs",
        }
    }

    fn size(&self) -> Option<usize> {
        match self {
            Outcome::Right(size) | Outcome::CompileError(size, _) | Outcome::Differs(size, _) => {
                Some(*size)
            }
            Outcome::Refused(_) => None,
        }
    }

    fn why(&self) -> Option<&str> {
        match self {
            Outcome::Right(_) => None,
            Outcome::Refused(why) | Outcome::CompileError(_, why) | Outcome::Differs(_, why) => {
                Some(why)
            }
        }
    }
}

fn main() -> ExitCode {
    let install = std::env::args().skip(1).any(|arg| arg == "--install");
    if let Err(error) = equip_ready(install) {
        eprintln!("error: {error}");
        return ExitCode::FAILURE;
    }
    let rustc = Rustc::toolchain("1.73").unwrap_or_else(Rustc::local);
    let cases = match cases() {
        Ok(cases) => cases,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    eprintln!("comparing {} crates, compiled with `{}`", cases.len(), rustc.label());
    let rows = compare_all(&cases, &rustc);
    let report = report(&cases, &rows, &rustc);
    print!("{report}");
    let path = copy::scratch("equip-compare.md");
    if let Err(error) = std::fs::write(&path, &report) {
        eprintln!("error: cannot write {}: {error}", path.display());
        return ExitCode::FAILURE;
    }
    eprintln!("written to {}", path.display());
    ExitCode::SUCCESS
}

/// Is `cargo equip` of the compared release there, installing it when `install` asks.
fn equip_ready(install: bool) -> Result<(), String> {
    let version = || {
        let output = Command::new(env!("CARGO")).args(["equip", "--version"]).output().ok()?;
        output.status.success().then(|| String::from_utf8_lossy(&output.stdout).into_owned())
    };
    let found = match version() {
        Some(found) => found,
        None if install => {
            eprintln!("installing cargo-equip {EQUIP_VERSION} (several minutes)");
            let status = Command::new(env!("CARGO"))
                .args(["install", "cargo-equip", "--version", EQUIP_VERSION, "--locked"])
                .status()
                .map_err(|error| format!("cannot run cargo install: {error}"))?;
            if !status.success() {
                return Err("cargo install cargo-equip failed".to_owned());
            }
            version().ok_or("cargo equip is still missing after the install")?
        }
        None => {
            return Err(format!(
                "`cargo equip` is missing: pass `-- --install`, or run `cargo install \
                 cargo-equip --version {EQUIP_VERSION} --locked`"
            ))
        }
    };
    if !found.contains(EQUIP_VERSION) {
        eprintln!("warning: comparing with {}, not cargo-equip {EQUIP_VERSION}", found.trim());
    }
    Ok(())
}

/// Every corpus crate with a binary, in the built copy, then the workspace's problems.
fn cases() -> Result<Vec<Case>, String> {
    let copy = corpus::built_copy()?;
    let mut cases = Vec::new();
    for krate in corpus::crates() {
        // A library of the corpus has no binary to compare with.
        let Ok(problem) = copy.problem(&krate.name) else { continue };
        let binary = corpus::copy_binary(&problem.name);
        cases.push(Case {
            inputs: krate.inputs(),
            name: krate.name,
            topic: krate.topic,
            workspace: copy.clone(),
            problem,
            binary,
        });
    }
    let here = Workspace::current();
    for problem in here.problems().map_err(|error| format!("{error:#}"))? {
        let samples = corpus::read_inputs(&here.root.join("samples").join(&problem.name));
        cases.push(Case {
            name: problem.name.clone(),
            topic: "problems".to_owned(),
            workspace: here.clone(),
            binary: workspace_tests::release_binary(&problem.name),
            inputs: corpus::with_mutations(&problem.name, samples),
            problem,
        });
    }
    Ok(cases)
}

/// Each case's outcomes, ours and cargo-equip's, in the cases' order; the small programs'
/// waits leave room for a thread more than the cores.
fn compare_all(cases: &[Case], rustc: &Rustc) -> Vec<(Outcome, Outcome)> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get() + 1);
    let next = AtomicUsize::new(0);
    let rows = Mutex::new(vec![None; cases.len()]);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = cases.get(index) else { break };
                let expected: Vec<Seen> = case
                    .inputs
                    .iter()
                    .map(|input| corpus::run(&case.binary, &input.bytes))
                    .collect();
                let ours = judge(ours(case), case, &expected, rustc);
                let equip = judge(equip(case), case, &expected, rustc);
                eprintln!("{:<40} ours {:<8} equip {}", case.name, ours.word(), equip.word());
                rows.lock().unwrap()[index] = Some((ours, equip));
            });
        }
    });
    rows.into_inner().unwrap().into_iter().map(|row| row.expect("every case is compared")).collect()
}

/// Our bundle, as `cargo xtask bundle` makes it: pruned and compact.
fn ours(case: &Case) -> Result<String, String> {
    bundle::bundle_with(&case.workspace, &case.problem, Options::default())
        .map(|bundle| bundle.source)
        .map_err(|error| format!("{error:#}"))
}

/// cargo-equip's bundle, made in the crate's folder as its README shows, without its own
/// `cargo check` of the result (the judge build is the check here).
fn equip(case: &Case) -> Result<String, String> {
    let mut command = Command::new(env!("CARGO"));
    command
        .args(["equip", "--bin", &case.problem.name, "--remove", "docs", "--no-check"])
        .current_dir(&case.problem.dir)
        .env_remove("RUST_BACKTRACE");
    // The copy's crates share its target folder, as its build does.
    if case.workspace.root != this_workspace() {
        command.env("CARGO_TARGET_DIR", corpus::scratch().join("target"));
    }
    let output = command.output().map_err(|error| format!("cannot run cargo equip: {error}"))?;
    if !output.status.success() {
        // cargo-equip's error ends with its innermost cause, the one that says what it met,
        // and a panic of its own with its message and a note on backtraces.
        let stderr = String::from_utf8_lossy(&output.stderr);
        let cause = stderr
            .lines()
            .rev()
            .find(|line| !line.trim().is_empty() && !line.starts_with("note:"))
            .unwrap_or("failed");
        return Err(cause.trim().to_owned());
    }
    String::from_utf8(output.stdout).map_err(|_| "the bundle is not UTF-8".to_owned())
}

/// What a bundle (or the bundler's refusal) comes to on the judge and the crate's inputs.
fn judge(source: Result<String, String>, case: &Case, expected: &[Seen], rustc: &Rustc) -> Outcome {
    let source = match source {
        Ok(source) => source,
        Err(why) => return Outcome::Refused(headline(&why)),
    };
    let size = source.len();
    let compiled = match rustc.judge_build(&source) {
        Ok(binary) => binary,
        Err(stderr) => {
            let error = stderr.lines().find(|line| line.starts_with("error")).unwrap_or("");
            return Outcome::CompileError(size, error.to_owned());
        }
    };
    let Some(label) = first_difference(&compiled, case, expected) else {
        return Outcome::Right(size);
    };
    // The binary was built by the local rustc: a bundle that answers otherwise only under
    // another release (`stringify!` spacing changed after 1.73) is told apart.
    let local = Rustc::local();
    let only_here = local.version() != rustc.version()
        && local
            .judge_build(&source)
            .is_ok_and(|binary| first_difference(&binary, case, expected).is_none());
    let why = if only_here {
        format!("on {label}, under `{}` only: right with `rustc`", rustc.label())
    } else {
        format!("on {label}")
    };
    Outcome::Differs(size, why)
}

/// The first input on which `program` does not answer as the binary did.
fn first_difference<'a>(
    program: &std::path::Path,
    case: &'a Case,
    expected: &[Seen],
) -> Option<&'a str> {
    let differs =
        |(input, expected): &(&Input, &Seen)| corpus::run(program, &input.bytes) != **expected;
    case.inputs.iter().zip(expected).find(differs).map(|(input, _)| input.label.as_str())
}

/// The line of a refusal that says what was refused: the first, or the one after a heading
/// such as `cannot bundle <crate>:`.
fn headline(text: &str) -> String {
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let first = lines.next().unwrap_or("");
    if first.ends_with(':') {
        lines.next().unwrap_or(first).to_owned()
    } else {
        first.to_owned()
    }
}

fn median(mut sizes: Vec<usize>) -> Option<f64> {
    sizes.sort_unstable();
    let middle = sizes.len() / 2;
    match sizes.len() {
        0 => None,
        n if n % 2 == 1 => Some(sizes[middle] as f64),
        _ => Some((sizes[middle - 1] + sizes[middle]) as f64 / 2.0),
    }
}

fn size_cell(outcome: &Outcome) -> String {
    outcome.size().map_or_else(|| "-".to_owned(), |size| size.to_string())
}

/// The table, one row per crate, the summary, and why each miss missed, as Markdown.
fn report(cases: &[Case], rows: &[(Outcome, Outcome)], rustc: &Rustc) -> String {
    let mut out = String::new();
    let version = rustc.version().lines().next().unwrap_or("").to_owned();
    let _ = writeln!(out, "# Our bundler beside cargo-equip {EQUIP_VERSION}\n");
    let _ = writeln!(
        out,
        "Each bundle compiled alone with `{} --edition 2021 -O` ({version}) and run with the \
         binary on the crate's inputs, the empty input and {} seeded mutations: right means the \
         same stdout and exit status on every one. Ours in the readable layout; cargo-equip's \
         from `cargo equip --bin <crate> --remove docs --no-check`.\n",
        rustc.label(),
        corpus::MUTATIONS
    );
    let _ = writeln!(out, "| crate | topic | ours | bytes | equip | bytes |");
    let _ = writeln!(out, "|---|---|---|---:|---|---:|");
    for (case, (ours, equip)) in cases.iter().zip(rows) {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} |",
            case.name,
            case.topic,
            ours.word(),
            size_cell(ours),
            equip.word(),
            size_cell(equip)
        );
    }
    summary(&mut out, cases, rows);
    let _ = writeln!(out, "\n## Why each miss missed\n");
    for (case, (ours, equip)) in cases.iter().zip(rows) {
        for (who, outcome) in [("ours", ours), ("equip", equip)] {
            if let Some(why) = outcome.why() {
                let _ = writeln!(out, "- {} ({who}, {}): {}", case.name, outcome.word(), why);
            }
        }
    }
    out
}

fn summary(out: &mut String, cases: &[Case], rows: &[(Outcome, Outcome)]) {
    let _ = writeln!(out, "\n## Summary\n");
    let _ = writeln!(out, "{} crates.\n", cases.len());
    let _ = writeln!(out, "| outcome | ours | equip |");
    let _ = writeln!(out, "|---|---:|---:|");
    for word in ["right", "refused", "CE", "differs"] {
        let count = |pick: fn(&(Outcome, Outcome)) -> &Outcome| {
            rows.iter().filter(|row| pick(row).word() == word).count()
        };
        let _ = writeln!(out, "| {word} | {} | {} |", count(|row| &row.0), count(|row| &row.1));
    }
    let equip_only: Vec<&str> = cases
        .iter()
        .zip(rows)
        .filter(|(_, (ours, equip))| equip.word() == "right" && ours.word() != "right")
        .map(|(case, _)| case.name.as_str())
        .collect();
    let listed = if equip_only.is_empty() { "none".to_owned() } else { equip_only.join(", ") };
    let _ = writeln!(out, "\nRight with equip, not with ours: {listed}.\n");
    let both: Vec<(usize, usize)> = rows
        .iter()
        .filter_map(|row| match row {
            (Outcome::Right(ours), Outcome::Right(equip)) => Some((*ours, *equip)),
            _ => None,
        })
        .collect();
    let medians = (
        median(both.iter().map(|pair| pair.0).collect()),
        median(both.iter().map(|pair| pair.1).collect()),
    );
    if let (Some(ours), Some(equip)) = medians {
        let _ = writeln!(
            out,
            "Median size over the {} crates both get right: ours {ours:.0} bytes, equip \
             {equip:.0} bytes, ours/equip {:.2}.\n",
            both.len(),
            ours / equip
        );
    }
    let _ = writeln!(out, "The problems' readable bundles against {} KiB:\n", SIZE_LIMIT / 1024);
    let _ = writeln!(out, "| problem | ours | bytes | fits | equip | bytes | fits |");
    let _ = writeln!(out, "|---|---|---:|---|---|---:|---|");
    let fits = |outcome: &Outcome| match outcome.size() {
        Some(size) if size <= SIZE_LIMIT => "yes",
        Some(_) => "no",
        None => "-",
    };
    for (case, (ours, equip)) in cases.iter().zip(rows).filter(|(case, _)| case.topic == "problems")
    {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} |",
            case.name,
            ours.word(),
            size_cell(ours),
            fits(ours),
            equip.word(),
            size_cell(equip),
            fits(equip)
        );
    }
}
