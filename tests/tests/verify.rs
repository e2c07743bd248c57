//! `cargo xtask verify` under `cargo test`, through the xtask library, so CI needs nothing more;
//! then the compile as the judge does on its own, with the judge's rustc where it is installed.
//! The bundler has its tests in `bundle.rs` and `corpus.rs`.
//!
//! The sample runs are insta snapshots in `tests/snapshots/`: outside CI a new or changed one is
//! written as `.snap.new` for review and fails the test; under `CI=true` it just fails.
//! Verdicts on made-up problems are in `verdicts.rs`.

use std::path::Path;

use xtask::bundle;
use xtask::judge_compile::{self, Judge};
use xtask::problems::Workspace;
use xtask::profile::RustVersion;

const RUST_1_73: RustVersion = RustVersion::new(1, 73);

#[test]
fn every_problem_passes_verify() {
    let report = xtask::verify::verify(&Workspace::current(), None, Default::default()).unwrap();
    assert!(report.passed(), "\n{}", report.render());
    assert_eq!(report.exit_code(), xtask::verify::EXIT_PASSED);
}

/// Code rustc 1.73 rejects and today's rustc accepts: `0..5` as a pattern (stable since 1.80).
const NEWER_THAN_1_73: &str =
    "fn main() {\n    let n = std::hint::black_box(3u8);\n    println!(\"{}\", matches!(n, 0..5));\n}\n";

#[test]
fn the_judges_rustc_rejects_what_is_newer_than_it_and_without_it_nothing_is_checked() {
    // Rust 1.73 is used where it is installed (the test installs nothing), and a release no
    // machine has is always missing.
    let dir = tempfile::tempdir().unwrap();
    let judge = Judge::new("rustc --edition 2021 -O -o Main Main.rs", RUST_1_73);
    let compiled = judge_compile::compile(NEWER_THAN_1_73, &judge, dir.path()).unwrap();
    assert_eq!(compiled.rustc.version, RUST_1_73);
    match &compiled.rustc.missing {
        None => {
            let rejected = compiled.binary.unwrap_err();
            assert_eq!(rejected.by, "rustc 1.73");
            assert!(
                rejected.output.contains("E0658") && rejected.output.contains("Main.rs:3:"),
                "{}",
                rejected.output
            );
        }
        Some(missing) => {
            assert!(missing.fix.contains("1.73"), "{}", missing.fix);
            assert_eq!(compiled.binary.unwrap(), dir.path().join("Main"));
        }
    }
    let nobody = Judge::new("rustc --edition 2021 -O -o Main Main.rs", RustVersion::new(1, 1));
    let compiled = judge_compile::compile(NEWER_THAN_1_73, &nobody, dir.path()).unwrap();
    assert!(!compiled.rustc.is_exact() && compiled.rustc.label().starts_with("not checked: "));
    let binary = compiled.binary.unwrap();
    let output = std::process::Command::new(&binary).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stdout), "true\n");
}

#[test]
fn a_judge_on_windows_rejects_what_needs_unix_with_its_target() {
    // With Codeforces' rustc 1.89 and its Windows target installed (`cargo xtask toolchains
    // --install`, as CI runs it), the real compiler rejects it for that target; without them,
    // that is not checked, and the check says why.
    let source = "use std::os::unix::ffi::OsStrExt;\n\nfn main() {\n    println!(\"{}\", std::ffi::OsStr::new(\"a\").as_bytes().len());\n}\n";
    let dir = tempfile::tempdir().unwrap();
    let judge = Judge {
        windows: true,
        ..Judge::new(
            "rustc --edition=2021 -O --cfg ONLINE_JUDGE -o main main.rs",
            RustVersion::new(1, 89),
        )
    };
    let compiled = judge_compile::compile(source, &judge, dir.path()).unwrap();
    match compiled.windows.unwrap().not_checked {
        None => {
            assert!(compiled.rustc.is_exact());
            let rejected = compiled.binary.unwrap_err();
            assert_eq!(rejected.by, "rustc 1.89 for x86_64-pc-windows-gnu");
            assert!(
                rejected.output.contains("could not find `unix` in `os`"),
                "{}",
                rejected.output
            );
        }
        Some(why) => {
            assert!(why.contains("1.89") || why.contains("x86_64-pc-windows-gnu"), "{why}");
            assert!(compiled.binary.is_ok(), "{:?}", compiled.binary);
        }
    }
    // `cfg(unix)` code compiles there, but is left out: pointed out either way.
    let cfg = "fn main() {\n    let unix = cfg!(unix);\n    println!(\"{unix}\");\n}\n";
    let compiled = judge_compile::compile(cfg, &judge, dir.path()).unwrap();
    let windows = compiled.windows.unwrap();
    assert!(compiled.binary.is_ok(), "{:?}", compiled.binary);
    assert_eq!(windows.cfg_code.len(), 1, "{:?}", windows.cfg_code);
    assert!(windows.cfg_code[0].starts_with("main.rs:2:"), "{:?}", windows.cfg_code);
    // As the judge's rustc lists Windows' options, however the predicate is spelled, both ways.
    let spelled = "#[cfg(not(target_os = \"windows\"))]\nfn main() {\n    println!(\"here\");\n}\n\n#[cfg(target_family = \"windows\")]\nfn main() {\n    println!(\"there\");\n}\n";
    let compiled = judge_compile::compile(spelled, &judge, dir.path()).unwrap();
    let cfg_code = compiled.windows.unwrap().cfg_code;
    let places: Vec<&str> = cfg_code.iter().map(|line| line.split(": ").next().unwrap()).collect();
    assert_eq!(places, ["main.rs:1:7", "main.rs:6:7"], "{cfg_code:?}");
}

#[test]
fn a_bundle_is_written_under_target_submit() {
    let workspace = Workspace::current();
    let problem = workspace.problem("boj17825").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let made = bundle::bundle(&workspace, &problem).unwrap();
    let (bundle, path) = bundle::write(made, dir.path()).unwrap();
    assert_eq!(path, dir.path().join("boj17825.rs"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), bundle.source);
    assert_eq!(bundle::submit_dir(Path::new("target")), Path::new("target/submit"));
}
