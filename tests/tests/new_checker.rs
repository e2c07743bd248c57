//! `cargo xtask new <problem> --checker` and `--interactive`: the program of the judge's side
//! each scaffolds (`examples/check.rs`, the example `<problem>-check`; `examples/interact.rs`,
//! `<problem>-interact`) builds and is found as the problem's. The checker, until it is written,
//! wants the jury's answer token by token; the game passes verify as scaffolded, and its
//! interactor judges a wrong player `WA`. Each in a workspace of its own
//! (`fixtures/checker-scaffold`, `fixtures/interactor-scaffold`), in a test program of its own,
//! as it points `CARGO_TARGET_DIR` there: the two tests run one at a time.

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use workspace_tests::fixture;
use xtask::new::{Created, JudgeSide};
use xtask::problems::Workspace;
use xtask::samples::Verdict::{Ac, Wa};
use xtask::verify::{EXIT_FAILED, EXIT_PASSED};

/// Problem `name` for `judge`, created afresh with `side` in fixture workspace `fixture`: its
/// root and what `new` said it created, and the lock that keeps the other test out meanwhile.
fn scaffolded(
    fixture: &str,
    name: &str,
    judge: &str,
    side: JudgeSide,
) -> (PathBuf, Created, MutexGuard<'static, ()>) {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let lock = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let root = fixture::root_with_core(fixture);
    std::fs::create_dir_all(root.join("samples")).unwrap();
    for folder in ["crates", "samples"] {
        let _ = std::fs::remove_dir_all(root.join(folder).join(name));
    }
    let workspace = Workspace::at(root.clone());
    let created = xtask::new::new_problem(&workspace, name, judge, None, Some(side)).unwrap();
    (root, created, lock)
}

#[test]
fn new_with_a_checker_scaffolds_one_that_wants_the_jurys_answer_token_by_token() {
    let (root, created, _lock) =
        scaffolded("checker-scaffold", "scaffolded", "codeforces", JudgeSide::CHECKER);
    assert!(
        created.render().contains("crates/scaffolded/examples/check.rs"),
        "{}",
        created.render()
    );
    // The model read before the problem was written is read again.
    let workspace = Workspace::at(root);
    let problem = workspace.problem("scaffolded").unwrap();
    assert_eq!(problem.checker.as_deref(), Some("scaffolded-check"));
    xtask::cargo::build_release(&workspace, &[problem], false).unwrap();
    let target = xtask::cargo::target_dir(&workspace).unwrap();
    let checker = xtask::checker::Checker {
        program: xtask::cargo::example(&target, "scaffolded-check"),
        arguments: Vec::new(),
        protocol: xtask::checker::Protocol::Testlib,
    };
    let judged = |output: &[u8]| checker.judge(b"1 2\n", output, b"3 4\n5\n").unwrap();
    assert_eq!(judged(b" 3  4\n\n5").verdict, Ac);
    let wrong = judged(b"3 4\n6\n");
    assert_eq!(
        (wrong.verdict, wrong.message.as_str()),
        (Wa, "wrong answer: line 2: found `6`, expected `5`")
    );
    let short = judged(b"3 4\n").message;
    assert_eq!(short, "wrong answer: the output ends before `5`, line 2 of the answer");
}

/// A player that guesses 1, 2, 3, ...: past the judge's 7 guesses for any secret over 7.
const COUNTS_UP: &str = "//! Guesses every number in turn.

use std::io::{BufRead, Write};

fn main() {
    let mut replies = std::io::stdin().lock().lines();
    let mut out = std::io::stdout().lock();
    for guess in 1.. {
        if writeln!(out, \"{guess}\").and_then(|()| out.flush()).is_err() {
            return;
        }
        match replies.next() {
            Some(Ok(reply)) if reply.trim() != \"correct\" => {}
            _ => return,
        }
    }
}
";

#[test]
fn new_interactive_scaffolds_a_game_that_passes_verify_and_an_interactor_that_judges() {
    let (root, created, _lock) =
        scaffolded("interactor-scaffold", "guessing", "kattis", JudgeSide::INTERACTOR);
    let rendered = created.render();
    for words in [
        "crates/guessing/examples/interact.rs",
        "samples/guessing/1.interaction",
        "write play() in crates/guessing/src/lib.rs, the judge's side in",
        "samples/guessing/1.in and 1.interaction, which are placeholders",
    ] {
        assert!(rendered.contains(words), "`{words}` not in\n{rendered}");
    }
    let workspace = Workspace::at(root.clone());
    let problem = workspace.problem("guessing").unwrap();
    assert_eq!(problem.interactor.as_deref(), Some("guessing-interact"));
    // As scaffolded: the sample's `.interaction` replayed, then played against the interactor
    // on its `.in`; the generated games the binary and the bundle each play alike.
    let (report, code, table) = fixture::verify(&workspace, "guessing");
    assert_eq!((report.binary.as_slice(), code), (&[Ac][..], EXIT_PASSED), "{table}");
    let row = fixture::row(&table, "guessing");
    assert!(row.contains("1/1 AC  1/1 AC") && row.contains("200/200 same"), "{table}");
    // A player that counts up, judged by the interactor alone: a replay would fail it first.
    fixture::write(&root.join("crates/guessing/src/main.rs"), COUNTS_UP);
    std::fs::remove_file(root.join("samples/guessing/1.interaction")).unwrap();
    let (report, code, table) = fixture::verify(&Workspace::at(root), "guessing");
    assert_eq!((report.binary.as_slice(), code), (&[Wa][..], EXIT_FAILED), "{table}");
    let said = "WA: the interactor says: wrong answer: 7 guesses, and none was 37";
    assert!(table.contains(said) && table.contains("│>7⏎"), "{table}");
}
