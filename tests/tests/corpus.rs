//! The bundler on problem crates it was not written for: every crate of `tests/corpus/` is
//! built in a copy of the workspace, bundled in both layouts, each bundle compiled alone with
//! the judge's command, and bundle and binary run on the same inputs (the crate's own, the
//! empty input, and seeded mutations of them). Stdout and exit status must be the same; stderr
//! may differ (panic locations, `line!()` in a message), as a judge reads only those two. A crate with a `refused.txt` holds what cannot be carried faithfully:
//! the bundler must refuse it, saying what that file says.
//!
//! The copy lives in `<target>/corpus/ws` and is updated file by file, so cargo stays warm
//! between runs; judge builds are kept by the hash of the bundle and the compiler's version.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use workspace_tests::copy::{self, sync_dir, sync_file, this_workspace};
use workspace_tests::SplitMix64;
use xtask::bundle::{self, Layout, Options};
use xtask::judge_compile::as_on_a_judge;
use xtask::problems::Workspace;

/// Generated inputs per crate, on top of its own.
const MUTATIONS: usize = 8;

fn corpus_dir() -> PathBuf {
    this_workspace().join("tests/corpus")
}

/// `<target>/corpus`, an absolute path.
fn scratch() -> PathBuf {
    copy::scratch("corpus")
}

/// The names of the corpus crates, sorted.
fn corpus() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| corpus_dir().join(name).join("Cargo.toml").is_file())
        .collect();
    names.sort();
    names
}

/// The copy of the workspace with `ttt-core` and every corpus crate under `crates/`, built in
/// release as the workspace builds its judge binaries.
fn built_copy() -> &'static Workspace {
    static COPY: OnceLock<Workspace> = OnceLock::new();
    COPY.get_or_init(|| {
        let root = scratch().join("ws");
        // The copy's members are its crates only: the xtask and the tests stay here.
        let manifest = copy::manifest_with_members("[\"crates/*\"]");
        sync_file(&root.join("Cargo.toml"), manifest.as_bytes());
        let lock = std::fs::read(this_workspace().join("Cargo.lock")).unwrap();
        if !root.join("Cargo.lock").is_file() {
            sync_file(&root.join("Cargo.lock"), &lock);
        }
        std::fs::create_dir_all(root.join("crates")).unwrap();
        let mut wanted = vec!["ttt-core".to_owned()];
        wanted.extend(corpus());
        for name in &wanted {
            let from = if name == "ttt-core" {
                this_workspace().join("crates/ttt-core")
            } else {
                corpus_dir().join(name)
            };
            sync_dir(&from, &root.join("crates").join(name));
        }
        for entry in std::fs::read_dir(root.join("crates")).unwrap() {
            let entry = entry.unwrap();
            if !wanted.contains(&entry.file_name().to_string_lossy().into_owned()) {
                std::fs::remove_dir_all(entry.path()).unwrap();
            }
        }
        let output = Command::new(env!("CARGO"))
            .args(["build", "--release", "--workspace", "--offline", "--quiet"])
            .current_dir(&root)
            .env("CARGO_TARGET_DIR", scratch().join("target"))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "the corpus does not build:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        Workspace::at(root)
    })
}

fn rustc_version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        let output = Command::new("rustc").arg("-vV").output().unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    })
}

/// Compiles a bundle as the judge does, alone in a folder, or finds the binary a previous run
/// made from the same bytes with the same compiler: its path, or rustc's complaint.
fn judge_build(source: &str) -> Result<PathBuf, String> {
    let mut hasher = DefaultHasher::new();
    source.hash(&mut hasher);
    rustc_version().hash(&mut hasher);
    // Compiled without Cargo's variables, as on a judge, since this key was made.
    "clean-env".hash(&mut hasher);
    let dir = scratch().join("judge").join(format!("{:016x}", hasher.finish()));
    let binary = dir.join("Main");
    if binary.is_file() {
        return Ok(binary);
    }
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let count = COUNTER.fetch_add(1, Ordering::Relaxed);
    let work = scratch().join("judge").join(format!("tmp-{}-{count}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    std::fs::write(work.join("Main.rs"), source).unwrap();
    let output = as_on_a_judge(&mut Command::new("rustc"))
        .args(["--edition", "2021", "-O", "-o", "Main", "Main.rs"])
        .current_dir(&work)
        .output()
        .unwrap();
    if !output.status.success() {
        let _ = std::fs::remove_dir_all(&work);
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.parent().unwrap()).unwrap();
    // Another thread may have built the same bytes meanwhile; either binary will do.
    if std::fs::rename(&work, &dir).is_err() {
        let _ = std::fs::remove_dir_all(&work);
    }
    Ok(binary)
}

/// What a judge sees of a run: its exit status and stdout. Stderr is left out: a judge does not
/// read it, and a bundle may name other places in it (panic locations, `line!()`).
#[derive(Debug, PartialEq, Eq)]
struct Seen {
    status: String,
    stdout: String,
}

fn run(program: &Path, input: &[u8]) -> Seen {
    let mut command = Command::new(program);
    command.env_remove("RUST_BACKTRACE").env_remove("RUST_LIB_BACKTRACE");
    let output = xtask::process::run(&mut command, input, Duration::from_secs(10)).unwrap();
    Seen { status: output.status(), stdout: String::from_utf8_lossy(&output.stdout).into_owned() }
}

/// How many inputs of its own a crate has (they come first in [`inputs`]).
fn own_inputs(name: &str) -> usize {
    std::fs::read_dir(corpus_dir().join(name).join("inputs"))
        .map(|entries| {
            entries
                .filter(|e| {
                    e.as_ref().is_ok_and(|e| e.path().extension().is_some_and(|x| x == "in"))
                })
                .count()
        })
        .unwrap_or(0)
}

/// The crate's inputs, the empty input, and seeded mutations of its inputs.
fn inputs(name: &str) -> Vec<(String, Vec<u8>)> {
    let dir = corpus_dir().join(name).join("inputs");
    let mut own: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|path| {
            let label = path.file_name().unwrap().to_string_lossy().into_owned();
            (label, std::fs::read(&path).unwrap())
        })
        .collect();
    own.sort();
    assert!(!own.is_empty(), "{name} has no inputs");
    let mut random = SplitMix64::new(
        name.bytes().fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b))),
    );
    let mut all = own.clone();
    all.push(("empty".to_owned(), Vec::new()));
    for index in 0..MUTATIONS {
        let (label, base) = &own[random.below(own.len() as u64) as usize];
        let mut bytes = base.clone();
        for _ in 0..=random.below(2) {
            let at = random.below(bytes.len() as u64 + 1) as usize;
            match random.below(4) {
                0 => bytes.truncate(at),
                1 if at < bytes.len() => bytes[at] = b"0129XO.x \n-"[random.below(11) as usize],
                2 => bytes.insert(at, b"0129XO. \n"[random.below(9) as usize]),
                _ => bytes.extend_from_slice(&own[random.below(own.len() as u64) as usize].1),
            }
        }
        all.push((format!("mutation {index} of {label}"), bytes));
    }
    all
}

/// Everything wrong with one corpus crate's bundles.
fn check(name: &str) -> Vec<String> {
    let workspace = built_copy();
    let problem = workspace.problem(name).unwrap();
    let binary = scratch().join("target/release").join(&problem.package);
    // A crate holding what cannot be carried faithfully says so in `refused.txt`: the bundler
    // must refuse it with each line of that file in its message.
    let refusal = corpus_dir().join(name).join("refused.txt");
    if let Ok(expected) = std::fs::read_to_string(&refusal) {
        return match bundle::bundle_with(workspace, &problem, Options::default()) {
            Ok(_) => vec![format!("{name}: bundled, though refused.txt says it must be refused")],
            Err(error) => {
                let error = format!("{error:#}");
                expected
                    .lines()
                    .filter(|line| !line.trim().is_empty() && !error.contains(line.trim()))
                    .map(|line| format!("{name}: the refusal does not say `{line}`:\n{error}"))
                    .collect()
            }
        };
    }
    let inputs = inputs(name);
    let expected: Vec<Seen> = inputs.iter().map(|(_, input)| run(&binary, input)).collect();
    let mut failures = Vec::new();
    // The compact layout is made from the readable one's lines: one bundling gives both.
    let readable = match bundle::bundle_with(workspace, &problem, Options::default()) {
        Ok(bundle) => bundle,
        Err(error) => return vec![format!("{name}: does not bundle: {error:#}")],
    };
    for layout in [Layout::Readable, Layout::Compact] {
        let bundle = readable.in_layout(layout);
        // `CORPUS_DUMP=<folder>` keeps every bundle there, to read while working on the bundler.
        if let Some(dump) = std::env::var_os("CORPUS_DUMP") {
            let path = Path::new(&dump).join(format!("{name}.{layout:?}.rs"));
            std::fs::create_dir_all(Path::new(&dump)).unwrap();
            std::fs::write(path, &bundle.source).unwrap();
        }
        let compiled = match judge_build(&bundle.source) {
            Ok(binary) => binary,
            Err(stderr) => {
                let stderr = bundle.annotate(&stderr, "Main.rs");
                let head: String = stderr.lines().take(30).collect::<Vec<_>>().join("\n");
                failures.push(format!("{name} ({layout:?}): the bundle does not compile:\n{head}"));
                continue;
            }
        };
        // The compact layout differs from the readable one only in blanks: the crate's own
        // inputs are enough to show it answers the same.
        let checked = match layout {
            Layout::Readable => inputs.len(),
            Layout::Compact => own_inputs(name),
        };
        for ((label, input), expected) in inputs.iter().zip(&expected).take(checked) {
            let seen = run(&compiled, input);
            if seen != *expected {
                failures.push(format!(
                    "{name} ({layout:?}) < {label}: the bundle answers {seen:?}, the binary {expected:?}"
                ));
                break;
            }
        }
    }
    failures
}

#[test]
fn every_corpus_crate_bundles_into_a_file_that_answers_like_its_binary() {
    let mut names = corpus();
    assert!(names.len() >= 30, "the corpus has {} crates", names.len());
    // `CORPUS_ONLY=a16,b01` checks only the crates whose names start so, while working on them.
    if let Ok(only) = std::env::var("CORPUS_ONLY") {
        names.retain(|name| only.split(',').any(|prefix| name.starts_with(prefix)));
    }
    built_copy();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        // Most of a check is waiting for small programs: more threads than cores pay.
        for _ in 0..4 {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(name) = names.get(index) else { break };
                let found = check(name);
                failures.lock().unwrap().extend(found);
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{} failures:\n\n{}", failures.len(), failures.join("\n\n"));
}
