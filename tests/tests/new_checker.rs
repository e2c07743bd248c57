//! `cargo xtask new <problem> --checker`: the checker it scaffolds (`examples/check.rs`, the
//! example `<problem>-check`) builds, is found as the problem's, and until it is written wants
//! the jury's answer token by token. In a workspace of its own (`fixtures/checker-scaffold`),
//! in a test program of its own, as it points `CARGO_TARGET_DIR` there.

use workspace_tests::fixture;
use xtask::problems::Workspace;
use xtask::samples::Verdict::{Ac, Wa};

#[test]
fn new_with_a_checker_scaffolds_one_that_wants_the_jurys_answer_token_by_token() {
    let root = fixture::root_with_core("checker-scaffold");
    std::fs::create_dir_all(root.join("samples")).unwrap();
    for folder in ["crates/scaffolded", "samples/scaffolded"] {
        let _ = std::fs::remove_dir_all(root.join(folder));
    }
    let workspace = Workspace::at(root.clone());
    let created = xtask::new::new_problem(&workspace, "scaffolded", "codeforces", None).unwrap();
    let created = xtask::new::add_checker(&workspace, created).unwrap();
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
