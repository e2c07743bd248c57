//! Problems with several right answers under `cargo xtask verify`: a checker judges each answer
//! in place of the byte comparison. Copies of cf1450c1 (its checker the example
//! `<problem>-check`): one whose bundle breaks ties unlike its binary, both right (AC, and the
//! generated inputs agree), one that turns no token (WA, with the checker's message). Made-up
//! problems that print their sample's answer padded with blanks, judged by a command in the
//! judge table: a testlib checker and a Kattis validator (AC; WA with their message), and a
//! validator that exits 0, which Kattis counts as its failure (FAIL, never AC).
//!
//! The problems live in a small workspace of their own, `fixtures/checkers` in this
//! workspace's target folder, holding its `ttt-core` and `proof` for the copies of cf1450c1.

use std::path::Path;
use std::sync::OnceLock;

use workspace_tests::copy::{sync_dir_with, this_workspace};
use workspace_tests::fixture::{self, write};
use xtask::problems::Workspace;
use xtask::samples::Verdict::{self, Ac, Fail, Wa};
use xtask::verify::{BundleCheck, Options, ProblemReport, EXIT_FAILED, EXIT_PASSED};

/// A testlib checker: the answers alike once blanks are left out, else WA and what was wanted.
const TESTLIB: &str = "#!/bin/sh\n[ \"$(tr -d ' \\n' < \"$2\")\" = \"$(tr -d ' \\n' < \"$3\")\" ] && exit 0\necho \"expected $(cat \"$3\")\"\nexit 1\n";

/// A Kattis validator, the output on stdin: 42 when it is the answer once blanks are left out,
/// else 43 and why in `judgemessage.txt`.
const KATTIS: &str = "#!/bin/sh\ngot=$(tr -d ' \\n')\nwant=$(tr -d ' \\n' < \"$2\")\n[ \"$got\" = \"$want\" ] && exit 42\necho \"got $got, want $want\" > \"${3}judgemessage.txt\"\nexit 43\n";

/// A validator that accepts with exit 0, which is no verdict of the Kattis protocol.
const ZERO: &str = "#!/bin/sh\necho looks fine\nexit 0\n";

/// The made-up problems: name, what `main` prints for the number read (the sample is `21`,
/// its answer `42`), the checker script and its protocol.
const PADDED: [(&str, &str, &str, &str); 5] = [
    ("testlib-right", "read() * 2", TESTLIB, "testlib"),
    ("testlib-wrong", "read() * 2 - 1", TESTLIB, "testlib"),
    ("kattis-right", "read() * 2", KATTIS, "kattis"),
    ("kattis-wrong", "read() * 2 + 1", KATTIS, "kattis"),
    ("kattis-zero", "read() * 2", ZERO, "kattis"),
];

/// The fixture workspace, written once per test run.
fn fixture() -> &'static Workspace {
    static FIXTURE: OnceLock<Workspace> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let root = fixture::root_with_core("checkers");
        let this = this_workspace();
        // `otherboard` breaks ties the other way when the judge compiles it, so its bundle
        // prints another right board; `noboard` turns no token.
        for (name, from, to) in [
            (
                "otherboard",
                "(cell.row() + cell.column()) % 3",
                "(cell.row() + cell.column() * if cfg!(ONLINE_JUDGE) { 2 } else { 1 }) % 3",
            ),
            ("noboard", "Player::SECOND } else", "Player::FIRST } else"),
        ] {
            let edit = |path: &Path, bytes: Vec<u8>| {
                let text = String::from_utf8(bytes).unwrap().replace("cf1450c1", name);
                let text = if path.ends_with("src/lib.rs") { text.replace(from, to) } else { text };
                text.into_bytes()
            };
            sync_dir_with(&this.join("crates/cf1450c1"), &root.join("crates").join(name), &edit);
            sync_dir_with(&this.join("samples/cf1450c1"), &root.join("samples").join(name), &edit);
        }
        for (name, answer, script, protocol) in PADDED {
            let dir = root.join("crates").join(name);
            write(
                &dir.join("Cargo.toml"),
                &format!(
                    "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                     [package.metadata.judge]\njudge = \"baekjoon\"\n\
                     checker = {{ command = \"./check.sh\", protocol = \"{protocol}\" }}\n"
                ),
            );
            write(&dir.join("check.sh"), script);
            let mut permissions = std::fs::metadata(dir.join("check.sh")).unwrap().permissions();
            std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
            std::fs::set_permissions(dir.join("check.sh"), permissions).unwrap();
            let main = format!(
                "//! {name}.\n\nfn main() {{\n    println!(\"  {{}} \", {answer});\n}}\n\n\
                 fn read() -> u64 {{\n    let mut line = String::new();\n    \
                 std::io::stdin().read_line(&mut line).unwrap();\n    line.trim().parse().unwrap()\n}}\n"
            );
            write(&dir.join("src/main.rs"), &main);
            write(&root.join(format!("samples/{name}/1.in")), "21\n");
            write(&root.join(format!("samples/{name}/1.out")), "42\n");
        }
        // `both` has a checker of each kind: which one judges would be a guess.
        let both = root.join("crates/both");
        write(
            &both.join("Cargo.toml"),
            "[package]\nname = \"both\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [[example]]\nname = \"both-check\"\npath = \"examples/check.rs\"\n\n\
             [package.metadata.judge]\njudge = \"baekjoon\"\nchecker = { command = \"true\" }\n",
        );
        write(&both.join("src/main.rs"), "//! both.\n\nfn main() {}\n");
        write(&both.join("examples/check.rs"), "//! Accepts all.\n\nfn main() {}\n");
        Workspace::at(root)
    })
}

/// Verifies problem `name` of the fixture on 20 generated inputs, snapshots aside, and asserts
/// the verdicts of its binary and its bundle on its samples and the exit status: the rendered
/// report.
#[track_caller]
fn check(name: &str, binary: &[Verdict], bundle: &[Verdict], exit: u8) -> (ProblemReport, String) {
    let options = Options { snapshots: false, generated: 20, ..Options::default() };
    let report = xtask::verify::verify(fixture(), Some(name), options).unwrap();
    let rendered = report.render();
    let problem = report.problems[0].clone();
    assert_eq!(problem.binary, binary, "{rendered}");
    assert_eq!(problem.bundle, BundleCheck::Ran(bundle.to_vec()), "{rendered}");
    assert_eq!(report.exit_code(), exit, "{rendered}");
    (problem, rendered)
}

#[test]
fn another_right_board_passes_and_the_bundle_may_answer_unlike_the_binary() {
    let (problem, rendered) = check("otherboard", &[Ac], &[Ac], EXIT_PASSED);
    let agreement = problem.generated.unwrap();
    assert_eq!((agreement.same, agreement.inputs, agreement.largest), (20, 20, Some(Ac)));
    // The bundle's answers differ from the binary's: bytes alone would fail it.
    let workspace = fixture();
    let input = std::fs::read(workspace.root.join("samples/otherboard/1.in")).unwrap();
    let run = |program: &Path| {
        let mut command = std::process::Command::new(program);
        let timeout = std::time::Duration::from_secs(10);
        xtask::process::run(&mut command, &input, timeout).unwrap().stdout
    };
    let target = xtask::cargo::target_dir(workspace).unwrap();
    let binary = run(&target.join("release/otherboard"));
    let submitted = xtask::bundle::submit_dir(&target).join("otherboard.rs");
    let source = std::fs::read_to_string(submitted).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let rust = xtask::profile::RustVersion::new(1, 89);
    let judge = xtask::judge_compile::Judge::new(
        "rustc --edition=2021 -O --cfg ONLINE_JUDGE -o main main.rs",
        rust,
    );
    let compiled = xtask::judge_compile::compile(&source, &judge, dir.path()).unwrap();
    let bundle = run(&compiled.binary.unwrap());
    assert!(!binary.is_empty() && binary != bundle, "{rendered}");
}

#[test]
fn a_board_with_three_in_a_row_is_wa_with_the_checkers_message() {
    let (_, rendered) = check("noboard", &[Wa], &[Wa], EXIT_FAILED);
    assert!(
        rendered.contains("0/1 AC, 1 WA")
            && rendered.contains(
                "checker:\n      │wrong answer: case 1, line 1, column 2: 3 `X` in a column"
            ),
        "{rendered}"
    );
}

#[test]
fn a_testlib_checker_command_judges_the_samples() {
    let (_, rendered) = check("testlib-right", &[Ac], &[Ac], EXIT_PASSED);
    assert!(rendered.contains("testlib-right  baekjoon"), "{rendered}");
    let (_, rendered) = check("testlib-wrong", &[Wa], &[Wa], EXIT_FAILED);
    assert!(rendered.contains("checker:\n      │expected 42"), "{rendered}");
}

#[test]
fn a_kattis_validator_judges_the_samples_and_exit_0_is_its_failure() {
    check("kattis-right", &[Ac], &[Ac], EXIT_PASSED);
    let (_, rendered) = check("kattis-wrong", &[Wa], &[Wa], EXIT_FAILED);
    assert!(rendered.contains("checker:\n      │got 43, want 42"), "{rendered}");
    let (_, rendered) = check("kattis-zero", &[Fail], &[Fail], EXIT_FAILED);
    assert!(
        rendered.contains("0/1 AC, 1 FAIL")
            && rendered.contains("failed, exit 0:\n      │looks fine"),
        "{rendered}"
    );
}

#[test]
fn a_problem_with_a_checker_of_each_kind_is_refused() {
    let error = xtask::verify::verify(fixture(), Some("both"), Options::default()).unwrap_err();
    assert_eq!(
        format!("{error:#}"),
        "both: examples/check.rs and the judge table's `checker` both judge its answers: keep one"
    );
}
