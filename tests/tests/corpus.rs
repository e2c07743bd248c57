//! The bundler on problem crates it was not written for: every crate of
//! `tests/corpus/<topic>/` is built in a copy of the workspace, bundled (pruned as rustc names
//! what the program does not use) and laid out in both layouts, each
//! bundle compiled alone with the judge's command, and bundle and binary run on the same inputs
//! (the crate's own, the empty input, and seeded mutations of them). Stdout and exit status
//! must be the same; stderr may differ (panic locations, `line!()` in a message), as a judge
//! reads only those two. A crate with a `refused.txt` holds what cannot be carried faithfully:
//! the bundler must refuse it, saying what that file says; one with a `judge-rejects.txt` uses
//! what the judge's compiler lacks (another edition's syntax), and the judge's compile of its
//! bundle must fail, saying what that file says. One with a `warnings.txt` prints places of
//! its source (`line!()`, `module_path!()`) or its source text on stdout, where the bundle must
//! differ: the bundler must warn as that file says, and the exit statuses must be the same.
//!
//! Each crate is proven once per change of what it depends on ([`workspace_tests::prove_once`]:
//! the bundler's and the tests' sources, the crate, ttt-core, the root manifest); remove
//! `<target>/proven/corpus` to run every crate again. One test per crate, named after its path,
//! so one case runs by name:
//! `cargo test -p workspace-tests --test corpus a16_macro_use_export`. The copy is built once
//! for all of them ([`workspace_tests::corpus`]); `CORPUS_DUMP=<folder>` keeps every bundle.

use std::path::{Path, PathBuf};
use std::process::Command;

use rstest::rstest;
use workspace_tests::corpus::{self, built_copy, copy_binary, Crate, Rustc, Seen};
use xtask::bundle::{self, Layout, Options};
use xtask::judge_compile::{Install, Judge};

/// The compiler of the judge builds: this machine's, keyed by its version in the cache.
fn rustc() -> &'static Rustc {
    static RUSTC: std::sync::OnceLock<Rustc> = std::sync::OnceLock::new();
    RUSTC.get_or_init(Rustc::local)
}

/// Everything wrong with one corpus crate's bundles.
fn check(krate: &Crate) -> Vec<String> {
    let name = &krate.name;
    let workspace = built_copy().unwrap_or_else(|error| panic!("{error}"));
    // A crate holding what cannot be carried faithfully says so in `refused.txt`: the bundler
    // (or the workspace's model, for a library with no binary) must refuse it with each line of
    // that file in its message.
    let problem = workspace.problem(name);
    if let Some(expected) = krate.refusal() {
        let bundled = problem.and_then(|p| bundle::bundle_with(workspace, &p, Options::default()));
        return match bundled {
            Ok(_) => vec![format!("{name}: bundled, though refused.txt says it must be refused")],
            Err(error) => {
                let error = format!("{error:#}");
                expected
                    .iter()
                    .filter(|line| !error.contains(line.as_str()))
                    .map(|line| format!("{name}: the refusal does not say `{line}`:\n{error}"))
                    .collect()
            }
        };
    }
    let problem = problem.unwrap();
    let binary = copy_binary(&problem.name);
    let inputs = krate.inputs();
    let expected: Vec<Seen> =
        inputs.iter().map(|input| corpus::run(&binary, &input.bytes)).collect();
    let mut failures = Vec::new();
    let warned = krate.warnings();
    // The readable layout is made from the same parts: one bundling (and pruning) gives both.
    // A crate that names its judge is bundled and compiled as that judge's: its release and
    // edition; the others as the copy's default, Baekjoon's Rust 2021.
    let judge = krate.names_judge().then(|| {
        let profile = problem.profile().unwrap_or_else(|error| panic!("{name}: {error:#}"));
        Judge::of(profile, Install::Never).expect("a judge with Rust")
    });
    let compact = match bundle::bundle(workspace, &problem) {
        Ok(bundle) => bundle,
        Err(error) => return vec![format!("{name}: does not bundle: {error:#}")],
    };
    for line in warned.iter().flatten() {
        if !compact.warnings.iter().any(|w| w.contains(line.as_str())) {
            failures.push(format!("{name}: no warning says `{line}`: {:#?}", compact.warnings));
        }
    }
    // Pruning that broke a bundle left it whole, with a warning: a bundler bug.
    let broken = compact.warnings.iter().filter(|w| w.contains(bundle::PRUNING_BROKE));
    failures.extend(broken.map(|w| format!("{name}: {w}")));
    for layout in [Layout::Compact, Layout::Readable] {
        let bundle = compact.in_layout(layout);
        // `CORPUS_DUMP=<folder>` keeps every bundle there, to read while working on the bundler.
        if let Some(dump) = std::env::var_os("CORPUS_DUMP") {
            let path = Path::new(&dump).join(format!("{name}.{layout:?}.rs"));
            std::fs::create_dir_all(Path::new(&dump)).unwrap();
            std::fs::write(path, &bundle.source).unwrap();
        }
        let built = match &judge {
            Some(judge) => corpus::build_as(&bundle.source, judge),
            None => rustc().judge_build(&bundle.source),
        };
        let compiled = match (built, krate.judge_rejects()) {
            (Err(stderr), Some(expected)) => {
                let missing = expected.iter().filter(|line| !stderr.contains(line.as_str()));
                failures.extend(missing.map(|line| {
                    format!("{name} ({layout:?}): the judge's compiler does not say `{line}`:\n{stderr}")
                }));
                continue;
            }
            (Ok(_), Some(_)) => {
                failures.push(format!(
                    "{name} ({layout:?}): compiles, though judge-rejects.txt says the judge's compiler rejects it"
                ));
                continue;
            }
            (Ok(binary), None) => binary,
            (Err(stderr), None) => {
                let stderr = bundle.annotate(&stderr, "Main.rs");
                let head: String = stderr.lines().take(30).collect::<Vec<_>>().join("\n");
                failures.push(format!("{name} ({layout:?}): the bundle does not compile:\n{head}"));
                continue;
            }
        };
        // The readable layout differs from the compact one only in blanks: the crate's own
        // inputs (which come first) are enough to show it answers the same.
        let checked = match layout {
            Layout::Compact => inputs.len(),
            Layout::Readable => krate.own_inputs().len(),
        };
        for (input, expected) in inputs.iter().zip(&expected).take(checked) {
            let seen = corpus::run(&compiled, &input.bytes);
            let same = match warned {
                Some(_) => seen.status == expected.status,
                None => seen == *expected,
            };
            if !same {
                failures.push(format!(
                    "{name} ({layout:?}) < {}: the bundle answers {seen:?}, the binary {expected:?}",
                    input.label
                ));
                break;
            }
        }
    }
    failures
}

#[rstest]
fn the_bundle_answers_like_the_binary(
    #[base_dir = "corpus"]
    #[files("*/*/Cargo.toml")]
    manifest: PathBuf,
) {
    // The bundler (linked into this test program) changes far less often than the tests run:
    // each crate is proven once per change of the bundler, the crate, its topic's outside
    // libraries, ttt-core or the workspace's manifest the copy is built with.
    let krate = Crate::at(&manifest);
    let proof = || {
        let failures = check(&krate);
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    };
    // `CORPUS_DUMP` wants every bundle written: then every crate runs.
    if std::env::var_os("CORPUS_DUMP").is_some() {
        return proof();
    }
    let workspace = workspace_tests::copy::this_workspace();
    let (core, root_manifest) = (workspace.join("crates/ttt-core"), workspace.join("Cargo.toml"));
    let outside = krate.dir.parent().unwrap().join("outside");
    let mut data = vec![krate.dir.as_path(), &core, &root_manifest];
    if outside.is_dir() {
        data.push(&outside);
    }
    workspace_tests::prove_once(&format!("corpus/{}", krate.name), &data, proof);
}

/// The cases above are the crates that were there when this file was compiled: a crate added
/// since has none until it is compiled again, so this test compares them with the folders.
#[test]
fn every_corpus_crate_has_a_case() {
    let crates = corpus::crates();
    assert!(crates.len() >= 30, "the corpus has {} crates", crates.len());
    // This binary lists its own tests, as `cargo test -- --list` does.
    let listed = Command::new(std::env::current_exe().unwrap())
        .args(["--list", "--format", "terse"])
        .output()
        .unwrap();
    let listed = String::from_utf8_lossy(&listed.stdout);
    let missing: Vec<&str> = crates
        .iter()
        .map(|krate| krate.name.as_str())
        .filter(|name| {
            let part = format!("_{}_Cargo_toml", name.replace('-', "_"));
            !listed.lines().any(|line| line.contains(&part))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "no case for {} (added after tests/tests/corpus.rs was compiled: touch it)",
        missing.join(", ")
    );
}
