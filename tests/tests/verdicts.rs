//! Each verdict from `cargo xtask verify`, with its exit status, on made-up problems: a right
//! program (AC, exit 0), a wrong one (WA), one that spins (TLE, stopped soon after its limit),
//! one that eats memory (MLE), one that panics (RE), a bundle its judge's compiler rejects
//! (CE) and one that needs unix for a judge on Windows (CE), each exit 1; a bundle that answers
//! its sample right but unlike the binary on a generated input (exit 1); and a judge whose
//! rustc is missing (`not checked`, exit 0). The compile check runs with a stand-in for rustc
//! 1.73 named in the problem's profile; one problem without it uses the real rustc 1.73 where
//! it is installed, and is `not checked` where it is not.
//!
//! The problems live in a small workspace of their own, written to `fixtures/verdicts` inside
//! this workspace's target folder and built there, so cargo stays warm between runs: a file is
//! only rewritten when its text changes.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use workspace_tests::fixture::{self, write};
use xtask::judge_compile::Windows;
use xtask::problems::Workspace;
use xtask::samples::Verdict::{self, Ac, Ce, Mle, Re, Tle, Wa};
use xtask::verify::{BundleCheck, ProblemReport, EXIT_FAILED, EXIT_PASSED};

/// Every problem reads a number and must print its double.
const SAMPLE: (&str, &str) = ("21\n", "42\n");

/// A stand-in for the judge's rustc 1.73: it says it is 1.73, rejects an irrefutable `let Ok(..)`
/// of a `Result<_, Infallible>` as 1.73 does (E0005, irrefutable only since 1.82), and hands
/// everything else to this machine's rustc with `--cfg stand_in`, so that a program can tell
/// the judge's build from the workspace's.
const STAND_IN: &str = r#"#!/bin/sh
if [ "$1" = "--version" ]; then
    echo "rustc 1.73.0 (stand-in for the judge's rustc)"
    exit 0
fi
for source; do :; done
if grep -q 'let Ok(' "$source"; then
    line=$(grep -n 'let Ok(' "$source" | head -n 1 | cut -d: -f1)
    echo "error[E0005]: refutable pattern in local binding (stand-in for rustc 1.73)" >&2
    echo " --> $source:$line:5" >&2
    exit 1
fi
exec rustc --cfg stand_in "$@"
"#;

/// The problems: name, `main.rs`, and whether the profile names the stand-in compiler.
const PROBLEMS: [(&str, &str, bool); 10] = [
    ("right", "fn main() {\n    println!(\"{}\", read() * 2);\n}\n", true),
    ("wrong", "fn main() {\n    println!(\"{}\", read() * 2 - 1);\n}\n", true),
    (
        "spins",
        "fn main() {\n    let mut n = read();\n    loop {\n        n = std::hint::black_box(n);\n    }\n}\n",
        true,
    ),
    (
        "hungry",
        "fn main() {\n    let table = vec![1u8; (read() as usize) << 24];\n    println!(\"{}\", std::hint::black_box(table).len());\n}\n",
        true,
    ),
    ("panics", "fn main() {\n    panic!(\"no answer for {}\", read());\n}\n", true),
    (
        "infallible",
        "fn double() -> Result<u64, std::convert::Infallible> {\n    Ok(read() * 2)\n}\n\nfn main() {\n    let Ok(answer) = double();\n    println!(\"{answer}\");\n}\n",
        true,
    ),
    (
        "unix",
        "use std::os::unix::ffi::OsStrExt;\n\nfn main() {\n    let none = std::ffi::OsStr::new(\"\").as_bytes().len() as u64;\n    println!(\"{}\", read() * 2 + none);\n}\n",
        true,
    ),
    (
        "newer",
        "fn main() {\n    let n = read();\n    println!(\"{}\", if matches!(n, 0..5) { n } else { n * 2 });\n}\n",
        false,
    ),
    (
        "quirk",
        "fn main() {\n    let n = read();\n    let quirk = cfg!(stand_in) && n > 1000;\n    println!(\"{}\", if quirk { n * 2 + 1 } else { n * 2 });\n}\n",
        true,
    ),
    ("unchecked", "fn main() {\n    println!(\"{}\", read() * 2);\n}\n", false),
];

/// The generator `quirk` and `spins` have (`examples/generate.rs`, run as `<seed> <cases>`): one number,
/// over 1000 for most seeds.
const GENERATOR: &str = "//! One number from the seed.\n\nfn main() {\n    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();\n    println!(\"{}\", seed * 37 % 5000);\n}\n";

/// The number on stdin, for every problem's `main.rs`.
const READ: &str = "\nfn read() -> u64 {\n    let mut line = String::new();\n    std::io::stdin().read_line(&mut line).unwrap();\n    line.trim().parse().unwrap()\n}\n";

/// The fixture workspace, written once per test run.
fn fixture() -> &'static Workspace {
    static FIXTURE: OnceLock<Workspace> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let root = fixture::root("verdicts");
        let stand_in = root.join("stand-in-rustc-1.73");
        write(&stand_in, STAND_IN);
        let mut permissions = std::fs::metadata(&stand_in).unwrap().permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
        std::fs::set_permissions(&stand_in, permissions).unwrap();
        for (name, main, exact) in PROBLEMS {
            let compiler = if exact { "compiler = \"../../stand-in-rustc-1.73\"\n" } else { "" };
            // `unix` is for Codeforces, which runs Windows; on the stand-in's release, so that the
            // exact check passes it and only the system does not.
            // `unchecked` is for a judge on Rust 1.1, which nobody has.
            let judge = match name {
                "unix" => "judge = \"codeforces\"\nrust = \"1.73\"\n",
                "unchecked" => "judge = \"baekjoon\"\nrust = \"1.1\"\n",
                _ => "judge = \"baekjoon\"\n",
            };
            let example = if name == "quirk" || name == "spins" {
                write(&root.join(format!("crates/{name}/examples/generate.rs")), GENERATOR);
                format!(
                    "[[example]]\nname = \"{name}-generate\"\npath = \"examples/generate.rs\"\n\n"
                )
            } else {
                String::new()
            };
            write(
                &root.join(format!("crates/{name}/Cargo.toml")),
                &format!(
                    "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                     [dependencies]\n\n{example}[package.metadata.judge]\n{judge}\
                     time-limit = \"250ms\"\nmemory-limit = \"32 MB\"\n{compiler}"
                ),
            );
            write(
                &root.join(format!("crates/{name}/src/main.rs")),
                &format!("//! {name}.\n\n{main}{READ}"),
            );
            write(&root.join(format!("samples/{name}/1.in")), SAMPLE.0);
            write(&root.join(format!("samples/{name}/1.out")), SAMPLE.1);
        }
        Workspace::at(root)
    })
}

/// Verifies one problem of the fixture, snapshots aside: its report and the exit status.
fn verify(name: &str) -> (ProblemReport, u8, String) {
    fixture::verify(fixture(), name)
}

/// Asserts the verdicts of the problem's binary and bundle on its sample, and the exit status.
#[track_caller]
fn check(name: &str, verdict: Verdict, bundle: Verdict, exit: u8) -> (ProblemReport, String) {
    let (problem, code, rendered) = verify(name);
    assert_eq!(problem.binary, [verdict], "{rendered}");
    let expected =
        if bundle == Ce { BundleCheck::CompileError } else { BundleCheck::Ran(vec![bundle]) };
    assert_eq!(problem.bundle, expected, "{rendered}");
    assert_eq!(code, exit, "{rendered}");
    (problem, rendered)
}

#[test]
fn a_right_program_is_accepted() {
    let (problem, rendered) = check("right", Ac, Ac, EXIT_PASSED);
    assert_eq!(problem.others, [Ac; 9], "{rendered}");
    assert!(problem.exact() && rendered.contains("exact 1.73* ok"), "{rendered}");
    assert!(
        rendered.contains("1/1 AC")
            && rendered.contains("/ 250ms")
            && rendered.contains("/ 32 MiB"),
        "{rendered}"
    );
    let peak = problem.peak_memory.unwrap();
    assert!(peak < 8 << 20, "a right program measured at {peak} bytes");
}

#[test]
fn a_wrong_answer_is_wa() {
    let (_, rendered) = check("wrong", Wa, Wa, EXIT_FAILED);
    assert!(
        rendered.contains("0/1 AC, 1 WA") && rendered.contains("WA: exit 0, output differs"),
        "{rendered}"
    );
}

#[test]
fn a_program_over_the_time_limit_is_tle_and_stopped_soon() {
    // The fixture is written (by whichever test comes first) before the clock starts.
    fixture();
    let started = Instant::now();
    let (problem, rendered) = check("spins", Tle, Tle, EXIT_FAILED);
    assert!(rendered.contains("TLE: stopped past the 250ms time limit"), "{rendered}");
    // Ten runs (its sample, its bundle, nine other problems' samples), each stopped at about
    // a quarter of a second of CPU time, not after seconds.
    assert_eq!(problem.others, [Tle; 9], "{rendered}");
    // Its generated inputs are not run: the samples have failed it already.
    assert!(
        rendered.contains("200 generated inputs left unrun: the problem failed on its samples"),
        "{rendered}"
    );
    assert!(started.elapsed() < Duration::from_secs(15), "{:?}\n{rendered}", started.elapsed());
}

#[test]
fn a_program_over_the_memory_limit_is_mle() {
    let (problem, rendered) = check("hungry", Mle, Mle, EXIT_FAILED);
    assert!(rendered.contains("MLE: over the 32 MiB memory limit"), "{rendered}");
    assert!(problem.peak_memory.unwrap() > 32 << 20, "{rendered}");
}

#[test]
fn a_panic_is_re() {
    let (_, rendered) = check("panics", Re, Re, EXIT_FAILED);
    assert!(
        rendered.contains("RE: exit 101") && rendered.contains("no·answer·for·21"),
        "{rendered}"
    );
}

#[test]
fn a_bundle_the_judges_rustc_rejects_is_ce() {
    // The binary is right (the workspace's rustc is newer); the judge's is not.
    let (problem, rendered) = check("infallible", Ac, Ce, EXIT_FAILED);
    assert_eq!(problem.compiles(), Some(false));
    assert!(rendered.contains("exact 1.73* CE") && rendered.contains("error[E0005]"), "{rendered}");
    // The compiler's place in the bundle is followed by the crate source it came from.
    assert!(rendered.contains("(crates/infallible/src/main.rs:8:5)"), "{rendered}");
}

#[test]
fn a_bundle_newer_than_the_judges_rustc_is_ce_where_it_is_installed_and_not_checked_elsewhere() {
    // `0..5` as a pattern is stable since 1.80. The profile names no compiler: verify looks for
    // rustc 1.73 as a rustup toolchain (the test installs nothing). With it, the bundle is CE,
    // not its sample run's AC; without it, nothing checks the release, and verify says so.
    let (problem, code, rendered) = verify("newer");
    assert_eq!(problem.binary, [Ac], "{rendered}");
    let row = fixture::row(&rendered, "newer");
    if problem.exact() {
        assert_eq!(
            (problem.bundle.clone(), code),
            (BundleCheck::CompileError, EXIT_FAILED),
            "{rendered}"
        );
        assert_eq!(problem.compiles(), Some(false), "{rendered}");
        let ces = problem.verdicts().iter().filter(|verdict| **verdict == Ce).count();
        assert_eq!((ces, problem.verdicts().len()), (1, 1 + 1 + 9), "{rendered}");
        assert!(rendered.contains("CE (rustc 1.73)") && rendered.contains("E0658"), "{rendered}");
        assert_eq!(row.matches("1/1 AC").count(), 1, "only the binary's run is AC: {row}");
        assert!(row.contains("exact 1.73* CE"), "{row}");
    } else {
        assert_eq!(
            (problem.bundle.clone(), code),
            (BundleCheck::Ran(vec![Ac]), EXIT_PASSED),
            "{rendered}"
        );
        assert!(row.contains("not checked: ") && !row.contains("exact"), "{row}");
    }
}

#[test]
fn without_the_judges_rustc_the_rust_check_is_not_checked_and_says_how_to_fix_it() {
    // Rust 1.1: no machine has it, and the test installs nothing. The bundle still runs, with
    // this machine's rustc, and passes; the release is not checked, and the report says so.
    let (problem, rendered) = check("unchecked", Ac, Ac, EXIT_PASSED);
    assert!(problem.not_checked() && !problem.exact(), "{rendered}");
    let row = fixture::row(&rendered, "unchecked");
    assert!(row.contains("not checked: ") && !row.contains("exact"), "{row}");
    assert!(
        rendered.contains("not checked (unchecked): rustc 1.1 is not installed")
            && rendered.contains("this machine's rustc compiled it only to run it"),
        "{rendered}"
    );
    assert!(rendered.contains("the judge's rustc was missing for 1"), "{rendered}");
}

#[test]
fn a_bundle_unlike_its_binary_on_a_generated_input_fails_naming_the_input() {
    // The stand-in builds the bundle with `--cfg stand_in`: it answers the sample (21) right,
    // and numbers over 1000 wrong, which only the generated inputs hold.
    let (problem, rendered) = check("quirk", Ac, Ac, EXIT_FAILED);
    let agreement = problem.generated.unwrap();
    assert_eq!(agreement.inputs, xtask::verify::GENERATED_INPUTS, "{rendered}");
    assert!(agreement.same > 0 && agreement.same < agreement.inputs, "{rendered}");
    // Seed 28 writes 1036, the first over 1000.
    assert!(
        rendered.contains("bundle < generated input 28 (`cargo run -p quirk --example quirk-generate -- 28 5`, kept in ")
            && rendered.contains("answers unlike the workspace binary (exit 0 against exit 0)"),
        "{rendered}"
    );
    let kept = fixture().root.join("target/verify/quirk/generated-28.in");
    assert_eq!(std::fs::read_to_string(kept).unwrap(), "1036\n");
    let row = fixture::row(&rendered, "quirk");
    assert!(row.contains(&format!("{}/{} same", agreement.same, agreement.inputs)), "{row}");
    // A problem without a generator is held to its samples only.
    let (right, _) = check("right", Ac, Ac, EXIT_PASSED);
    assert_eq!(right.generated, None);
}

#[test]
fn a_bundle_that_needs_unix_is_ce_for_a_judge_on_windows_or_not_checked() {
    // The judge's rustc (the stand-in) compiles it here, on Linux; Codeforces compiles on
    // Windows, where `std::os::unix` does not exist. The stand-in hands the compile to this
    // machine's rustc: where that has the Windows target, the bundle is compiled for it and
    // rejected; where not, that is not checked, and verify says so rather than guess.
    let (problem, code, rendered) = verify("unix");
    assert!(problem.exact(), "{rendered}");
    match problem.windows {
        Some(Windows { not_checked: None, .. }) => {
            assert_eq!((problem.bundle, code), (BundleCheck::CompileError, EXIT_FAILED));
            assert!(
                rendered.contains("CE (rustc 1.73 for x86_64-pc-windows-gnu)")
                    && rendered.contains("could not find `unix` in `os`")
                    && rendered.contains("(crates/unix/src/main.rs:"),
                "{rendered}"
            );
        }
        Some(Windows { not_checked: Some(_), .. }) => {
            assert_eq!((problem.bundle, code), (BundleCheck::Ran(vec![Ac]), EXIT_PASSED));
            let row = fixture::row(&rendered, "unix");
            assert!(row.contains("exact 1.73 ok, not for Windows"), "{row}");
            assert!(
                rendered.contains("whether the bundle compiles for Windows was not checked"),
                "{rendered}"
            );
        }
        None => panic!("no Windows check: {rendered}"),
    }
}
