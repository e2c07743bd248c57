//! verify on the inputs a problem's generator writes, for board problems as
//! `cargo xtask new --board letters` scaffolds them, each with a one-line change to its answer:
//! a solver that panics on full boards (which no sample holds) fails with RE on a generated
//! input, named with the command that writes it again and kept under `target/verify/`; one that
//! burns 0.1 ms of CPU a board fails with TLE on the largest input (`max-cases = 100000`, 1 s);
//! and the solver without either passes, the largest input in its time column.
//!
//! The problems live in a workspace of their own under the target folder (`fixtures/boards`),
//! with this workspace's `ttt-core` and `proof`, built there and kept warm.

use std::path::Path;
use std::sync::OnceLock;

use workspace_tests::fixture;
use xtask::problems::Workspace;
use xtask::samples::Verdict::{Ac, Re, Tle};
use xtask::verify::{BundleCheck, Check, ProblemReport, EXIT_FAILED, EXIT_PASSED};

/// The right answer: is the board a final state of a game X starts (BOJ 7682).
const RIGHT: &str = "if ttt_core::rules::is_final(board, ttt_core::board::Mark::X) {\n        \"valid\"\n    } else {\n        \"invalid\"\n    }";

/// The problems: name, the statement its answer starts with, and `max-cases`.
const PROBLEMS: [(&str, &str, u64); 3] = [
    ("full-right", "", 100_000),
    ("full-panics", "assert!(!board.is_full(), \"no answer for a full board\");\n    ", 1000),
    (
        "full-burns",
        "let started = std::time::Instant::now();\n    while started.elapsed() < std::time::Duration::from_micros(100) {}\n    ",
        100_000,
    ),
];

/// The one sample: no board of it is full.
const SAMPLE: (&str, &str) = ("XO.\n...\n...\nXXX\nOO.\n...\n", "invalid\nvalid\n");

/// The fixture workspace, written once per test run.
fn fixture() -> &'static Workspace {
    static FIXTURE: OnceLock<Workspace> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let root = fixture::root_with_core("boards");
        for (name, first, max_cases) in PROBLEMS {
            fixture::scaffold(&root, name, "letters", |path: &Path, text: String| {
                match path.file_name().and_then(|name| name.to_str()) {
                    Some("lib.rs") => answer(&text, &format!("{first}{RIGHT}")),
                    Some("Cargo.toml") => {
                        text.replace("max-cases = 1000\n", &format!("max-cases = {max_cases}\n"))
                    }
                    Some("1.in") => SAMPLE.0.to_owned(),
                    Some("1.out") => SAMPLE.1.to_owned(),
                    _ => text,
                }
            });
        }
        Workspace::at(root)
    })
}

/// The scaffold's `lib.rs` with `body` as its answer's.
fn answer(lib: &str, body: &str) -> String {
    let start = lib.find("pub fn answer(board: Board)").expect("the scaffold's answer");
    let end = start + lib[start..].find("\n}\n").expect("its end") + "\n}\n".len();
    let answer = format!("pub fn answer(board: Board) -> &'static str {{\n    {body}\n}}\n");
    format!("{}{answer}{}", &lib[..start], &lib[end..])
}

/// Verifies one problem of the fixture, snapshots aside.
fn verify(name: &str) -> (ProblemReport, u8, String) {
    fixture::verify(fixture(), name)
}

#[test]
fn a_solver_right_on_every_input_passes_and_shows_the_largest_input() {
    let (problem, code, rendered) = verify("full-right");
    assert_eq!((problem.binary.as_slice(), code), (&[Ac][..], EXIT_PASSED), "{rendered}");
    let agreement = problem.generated.unwrap();
    assert_eq!((agreement.same, agreement.largest), (agreement.inputs, Some(Ac)), "{rendered}");
    // 100000 boards are 1.2 MB of input: no sample or small input comes near it.
    assert_eq!(problem.peak_on, "largest", "{rendered}");
}

#[test]
fn a_solver_that_panics_on_a_generated_input_is_re_naming_the_input() {
    let (problem, code, rendered) = verify("full-panics");
    assert_eq!(problem.bundle, BundleCheck::Ran(vec![Ac]), "{rendered}");
    assert_eq!(code, EXIT_FAILED, "{rendered}");
    let [failure] = problem.failures.as_slice() else { panic!("{rendered}") };
    assert_eq!(failure.problem, "full-panics", "a failure knows its problem");
    assert_eq!((failure.check, failure.verdict), (Check::Generated, Some(Re)), "{rendered}");
    let agreement = problem.generated.unwrap();
    assert_eq!(agreement.failed, Some(Re), "{rendered}");
    let seed = agreement.same + 1;
    let named = format!(
        "full-panics < generated input {seed} (`cargo run -p full-panics --example \
         full-panics-generate -- {seed} 5`, kept in target/verify/full-panics/generated-{seed}.in):\n  \
         RE: exit 101"
    );
    assert!(rendered.contains(&named), "{rendered}");
    assert!(rendered.contains("no·answer·for·a·full·board"), "{rendered}");
    let unrun = xtask::verify::GENERATED_INPUTS - seed + 1;
    assert!(rendered.contains(&format!("{unrun} more generated inputs left unrun")), "{rendered}");
    let kept = fixture().root.join(format!("target/verify/full-panics/generated-{seed}.in"));
    let kept = std::fs::read_to_string(kept).unwrap();
    assert!(kept.lines().any(|row| !row.contains('.')), "no full board in\n{kept}");
    let row = fixture::row(&rendered, "full-panics");
    assert!(row.contains(&format!("{}/{} same, 1 RE", agreement.same, agreement.inputs)), "{row}");
}

#[test]
fn a_solver_too_slow_for_the_largest_input_is_tle() {
    let (problem, code, rendered) = verify("full-burns");
    assert_eq!(code, EXIT_FAILED, "{rendered}");
    let [failure] = problem.failures.as_slice() else { panic!("{rendered}") };
    assert_eq!((failure.check, failure.verdict), (Check::Largest, Some(Tle)), "{rendered}");
    let agreement = problem.generated.unwrap();
    assert_eq!((agreement.same, agreement.largest), (agreement.inputs, Some(Tle)), "{rendered}");
    assert!(
        rendered.contains(
            "full-burns < the largest input (100000 cases) (`cargo run -p full-burns --example \
             full-burns-generate -- 0 100000`, kept in target/verify/full-burns/largest.in):\n  \
             TLE: stopped past the 1s time limit"
        ),
        "{rendered}"
    );
    assert!(fixture::row(&rendered, "full-burns").contains(", largest TLE"), "{rendered}");
}
