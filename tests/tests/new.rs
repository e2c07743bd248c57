//! `cargo xtask new` in a copy of the workspace: the new problem is fmt- and clippy-clean, its
//! placeholder test fails saying what to write, verify and the bundler pick it up with no other
//! edit, and a refused name touches nothing. Then it is proven like every problem with no edit
//! anywhere: a solver that panics on some input makes `cargo test --workspace` fail naming it,
//! a right one passes its tests, and `cargo xtask bench --quick` times it.
//!
//! The copy that runs cargo is a [`KeptCopy`], `<target>/scaffold`, updated file by file so
//! cargo stays warm between runs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use tempfile::TempDir;
use workspace_tests::copy::{sync_file, this_workspace, KeptCopy};
use xtask::problems::Workspace;

/// A fresh [`KeptCopy`] of this workspace in a temporary folder.
fn copy_workspace() -> (TempDir, Workspace) {
    let dir = tempfile::tempdir().unwrap();
    let workspace = KeptCopy::in_folder(dir.path()).workspace;
    (dir, workspace)
}

/// Every file under `root` and its bytes, to tell whether anything changed.
fn tree(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    fn walk(dir: &Path, files: &mut BTreeMap<PathBuf, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, files);
            } else {
                files.insert(path.clone(), std::fs::read(&path).unwrap());
            }
        }
    }
    let mut files = BTreeMap::new();
    walk(root, &mut files);
    files
}

/// A solver for the placeholder problem (two numbers a case, their sum) that panics on a tab.
const PANICS_ON_A_TAB: &str = r#"//! demo-problem: the sum of two numbers, for each case.

use ttt_core::judge::{InputError, Scanner, Token};

/// Answers every case: two numbers, their sum.
///
/// # Errors
/// [`InputError`] at a token that is no number, or an input without a case.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    if input.contains(&b'\t') {
        panic!("tabs are not handled");
    }
    let mut scanner = Scanner::new(input);
    let mut answered = false;
    while let Some(first) = scanner.token() {
        let Some(second) = scanner.token() else {
            return Err(InputError::end_of_input(scanner.position(), "a second number"));
        };
        let sum = i128::from(number(first)?) + i128::from(number(second)?);
        output.extend_from_slice(format!("{sum}
").as_bytes());
        answered = true;
    }
    if !answered {
        return Err(InputError::end_of_input(scanner.position(), "a case"));
    }
    Ok(())
}

fn number(token: Token<'_>) -> Result<i64, InputError> {
    std::str::from_utf8(token.text)
        .ok()
        .and_then(|text| text.parse().ok())
        .ok_or_else(|| InputError::found_bytes(token.position, token.text, "a number"))
}
"#;

#[test]
fn a_new_problem_is_ready_to_solve_and_every_tool_finds_it() {
    // Minutes of cargo in the copy, whose result changes only with the xtask and its templates
    // (linked into this test program) or what the copy is made of: proven once per change.
    let copy = KeptCopy::new("scaffold");
    let sources: Vec<&Path> = copy.sources.iter().map(PathBuf::as_path).collect();
    workspace_tests::prove_once("scaffold", &sources, || a_new_problem_in(&copy));
}

fn a_new_problem_in(copy: &KeptCopy) {
    // verify runs cargo through the xtask library, in this process: it must build in the
    // copy's target folder too. Its new snapshots would be thrown away with the copy, so insta neither
    // writes nor lists them. No other test of this file runs cargo or insta.
    let (workspace, cargo) = (&copy.workspace, |args: &[&str]| copy.cargo(args));
    std::env::set_var("CARGO_TARGET_DIR", &copy.target);
    std::env::set_var("INSTA_UPDATE", "no");
    std::env::set_var("INSTA_OUTPUT", "none");
    let created =
        xtask::new::new_problem(workspace, "demo-problem", "codeforces", None, None).unwrap();

    the_files_are_written(workspace, &created);
    the_tools_pass_but_the_placeholder_test(copy);
    let problem = bundle_and_verify_find_it(workspace);

    let before = tree(&workspace.root.join("crates"));
    let error =
        xtask::new::new_problem(workspace, "demo-problem", "baekjoon", None, None).unwrap_err();
    assert_eq!(
        format!("{error:#}"),
        "cannot create problem `demo-problem`: crates/demo-problem already exists"
    );
    assert!(tree(&workspace.root.join("crates")) == before, "a refused `new` changed crates/");

    // A solver that panics on a tab: the workspace's tests fail, naming the problem, in its own
    // proof and in the workspace's check of every problem's binary. No file but the solver
    // changes.
    let lib = workspace.root.join("crates/demo-problem/src/lib.rs");
    std::fs::write(&lib, PANICS_ON_A_TAB).unwrap();
    let (passed, output) = cargo(&["test", "--workspace"]);
    assert!(!passed, "a panicking solver passed:\n{output}");
    for message in ["tabs are not handled", "-p demo-problem --test proof"] {
        assert!(output.contains(message), "`{message}` not in\n{output}");
    }
    let (built, output) = cargo(&["build", "--release", "-p", "demo-problem"]);
    assert!(built, "{output}");
    let binary = copy.target.join("release").join("demo-problem");
    let failures = workspace_tests::binaries::check(&problem, &binary);
    assert!(
        failures.iter().any(|f| f.starts_with("demo-problem: sample 1 (tabs and doubled blanks)")),
        "{failures:?}"
    );

    // The same solver without the panic: its tests pass (the other crates' are this
    // workspace's, run by its own `cargo test`), and the bench times it.
    std::fs::write(&lib, PANICS_ON_A_TAB.replace("input.contains(&b'\\t')", "false")).unwrap();
    let (passed, output) = cargo(&["test", "-p", "demo-problem"]);
    assert!(passed, "a right solver failed:\n{output}");
    let options =
        xtask::bench::Options { quick: true, valgrind: "no-valgrind".into(), ..Default::default() };
    let report = xtask::bench::run(workspace, &options, &mut |_| {}).unwrap();
    let every = report.section("every problem").unwrap();
    let rows: Vec<&str> = every
        .rows
        .iter()
        .filter(|row| row.program == "demo-problem")
        .map(|row| row.input.as_str())
        .collect();
    assert_eq!(rows, ["its 1 sample, one run each", "generated, 200 cases"], "{report}");
}

/// The files `new` wrote are the ones it lists, and it prints the next steps.
fn the_files_are_written(workspace: &Workspace, created: &xtask::new::Created) {
    let paths: Vec<&Path> = created.files.iter().map(|file| file.path.as_path()).collect();
    assert_eq!(
        paths,
        [
            "crates/demo-problem/Cargo.toml",
            "crates/demo-problem/src/lib.rs",
            "crates/demo-problem/src/main.rs",
            "crates/demo-problem/tests/proof.rs",
            "crates/demo-problem/examples/generate.rs",
            "samples/demo-problem/1.in",
            "samples/demo-problem/1.out",
        ]
        .map(Path::new)
    );
    for file in &created.files {
        assert_eq!(std::fs::read_to_string(workspace.root.join(&file.path)).unwrap(), file.text);
    }
    let manifest = &created.files[0].text;
    for line in [
        "edition.workspace = true",
        "rust-version.workspace = true",
        "[lints]",
        "[package.metadata.judge]\njudge = \"codeforces\"",
    ] {
        assert!(manifest.contains(line), "{manifest}");
    }
    let printed = created.render();
    for step in [
        "placeholders",
        "cargo xtask verify --problem demo-problem",
        ".snap.new",
        "cargo xtask bundle demo-problem",
    ] {
        assert!(printed.contains(step), "`{step}` not in\n{printed}");
    }
}

/// fmt and clippy pass on the new crate; its placeholder test fails, saying what to write.
fn the_tools_pass_but_the_placeholder_test(copy: &KeptCopy) {
    let cargo = |args: &[&str]| copy.cargo(args);
    let (formatted, output) = cargo(&["fmt", "--check", "-p", "demo-problem"]);
    assert!(formatted, "cargo fmt --check:\n{output}");
    let (clean, output) = cargo(&[
        "clippy",
        "--quiet",
        "-p",
        "demo-problem",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]);
    assert!(clean, "cargo clippy:\n{output}");
    let (passed, output) = cargo(&["test", "--quiet", "--no-fail-fast", "-p", "demo-problem"]);
    assert!(!passed, "the placeholder test passed:\n{output}");
    for message in [
        "write solve() in crates/demo-problem/src/lib.rs so that the input gives the expected output",
        "input:    \"1 2\\n\"",
        "expected: \"3\\n\"",
        "line 1, column 1: found a case, expected a solver for demo-problem \
         (write it in crates/demo-problem/src/lib.rs)",
        "test result: FAILED. 0 passed; 1 failed",
        "the solver says \"error: line 1, column 1: found a case, expected a solver",
    ] {
        assert!(output.contains(message), "`{message}` not in\n{output}");
    }
}

/// The workspace lists the new problem, bundles it, and verify runs its unsolved sample.
fn bundle_and_verify_find_it(workspace: &Workspace) -> xtask::problems::Problem {
    let problems: Vec<String> =
        workspace.problems().unwrap().into_iter().map(|problem| problem.name).collect();
    assert!(problems.contains(&"demo-problem".to_owned()), "{problems:?}");
    let problem = workspace.problem("demo-problem").unwrap();
    let bundle = xtask::bundle::bundle(workspace, &problem).unwrap();
    assert!(bundle.source.contains("fn main()") && bundle.source.contains("mod judge"));
    assert!(!bundle.source.contains("mod tests"), "{}", bundle.source);

    // verify builds it, runs the samples through it and through its bundle, compiled as its
    // judge (Codeforces) does: the unsolved sample is a runtime error, the bundle's too.
    let report =
        xtask::verify::verify(workspace, Some("demo-problem"), Default::default()).unwrap();
    let rendered = report.render();
    let [demo] = report.problems.as_slice() else { panic!("{rendered}") };
    use xtask::samples::Verdict::Re;
    assert_eq!(demo.binary, [Re], "{rendered}");
    assert_eq!(demo.bundle, xtask::verify::BundleCheck::Ran(vec![Re]), "{rendered}");
    assert_eq!(demo.compiles(), Some(true), "{rendered}");
    assert_eq!(report.exit_code(), xtask::verify::EXIT_FAILED, "{rendered}");
    for shown in [
        "demo-problem < samples/demo-problem/1.in:",
        "expected·a·solver·for·demo-problem",
        "codeforces",
        "Rust 1.89.0 (2021)",
        "1.89 ok",
        "/ 64 KiB",
        "/ 1s*",
    ] {
        assert!(rendered.contains(shown), "`{shown}` not in\n{rendered}");
    }
    problem
}

#[test]
fn a_refused_name_creates_nothing_and_says_why() {
    let (_dir, workspace) = copy_workspace();
    std::fs::create_dir(workspace.root.join("samples").join("stray")).unwrap();
    let before = tree(&workspace.root);
    for (name, why) in [
        ("Bad Name", "it holds `B`, a space and `N`; a problem name holds only lowercase ASCII"),
        ("9lives", "it starts with `9`; a problem name starts with a lowercase ASCII letter"),
        ("ttt-core", "the name is taken by the shared library"),
        ("fn", "`fn` is a Rust keyword, so it cannot name a library"),
        ("boj7682", "crates/boj7682 already exists"),
        ("stray", "samples/stray already exists"),
        ("prog_solo_ttt", "crates/prog-solo-ttt already has the Rust name `prog_solo_ttt`"),
    ] {
        let error = format!(
            "{:#}",
            xtask::new::new_problem(&workspace, name, "baekjoon", None, None).unwrap_err()
        );
        assert!(error.starts_with(&format!("cannot create problem `{name}`: {why}")), "{error}");
    }
    let error =
        format!("{:#}", xtask::new::new_problem(&workspace, "cf1", "", None, None).unwrap_err());
    let typo = xtask::new::new_problem(&workspace, "cf1", "beakjoon", None, None).unwrap_err();
    assert!(format!("{typo:#}").contains("did you mean `baekjoon`?"), "{typo:#}");
    assert!(
        error.starts_with("cannot create problem `cf1`: the profile written for judge `` does not")
            && error.contains("judge: expected the judge's name, e.g. \"baekjoon\""),
        "{error}"
    );
    assert!(tree(&workspace.root) == before, "a refused `new` changed the workspace");
}

#[test]
fn a_problem_for_a_judge_without_a_built_in_profile_is_created_with_its_facts_to_fill() {
    let (_dir, workspace) = copy_workspace();
    let created = xtask::new::new_problem(&workspace, "spoj1", "spoj", None, None).unwrap();
    let printed = created.render();
    assert!(
        printed
            .contains("placeholder for each\n     fact of `spoj`, which has no built-in profile"),
        "{printed}"
    );
    let problem = workspace.problem("spoj1").unwrap();
    let profile = problem.profile().unwrap();
    assert_eq!((profile.judge.as_str(), profile.built_in), ("spoj", false));
    assert_eq!(
        profile.language.as_ref().unwrap().compile.join(" "),
        "rustc --edition 2021 -O -o Main Main.rs"
    );
    assert!(["compile", "rust", "edition", "os", "time-limit"]
        .iter()
        .all(|f| profile.is_assumed(f)));
}

#[test]
fn the_templates_are_formatted_for_any_name_length_and_shape() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(this_workspace().join("rustfmt.toml"), dir.path().join("rustfmt.toml")).unwrap();
    let mut sources = Vec::new();
    use xtask::new::{BoardNotation, GridShape, JudgeSide, Shape};
    let notation = |text: &str| BoardNotation::parse(text).unwrap();
    let board = |text: &str| Shape::Board(notation(text));
    let counted = Shape::Board(notation("letters").counted());
    let grid = Shape::Grid(GridShape::parse("19x19:5:.BW").unwrap());
    let boards = [board("digits"), board("xo'"), counted, grid];
    let (checker, interactor) = (Some(JudgeSide::CHECKER), Some(JudgeSide::INTERACTOR));
    let shapes = [
        ("baekjoon", None, None),
        ("leetcode", None, None),
        ("baekjoon", Some(&boards[0]), None),
        ("atcoder", None, checker),
        ("codeforces", None, interactor),
    ];
    let names = ["a".to_owned(), "a".repeat(xtask::new::MAX_NAME_LEN)];
    let every =
        names.iter().flat_map(|name| shapes.map(|(judge, board, side)| (name, judge, board, side)));
    let more = [
        (&names[0], "codeforces", Some(&boards[1]), None),
        (&names[1], "spoj", Some(&boards[2]), None),
        (&names[0], "atcoder", Some(&boards[3]), None),
        (&names[1], "kattis", Some(&boards[3]), None),
    ];
    for (name, judge, board, side) in every.chain(more) {
        for file in xtask::new::files(name, judge, board, side).unwrap().files {
            // rustfmt leaves comments and strings as they are: for a short name, they fit too.
            let long = file.text.lines().find(|line| line.len() > 100);
            assert!(name.len() > 1 || long.is_none(), "{}: {long:?}", file.path.display());
            if file.path.extension().is_some_and(|extension| extension == "rs") {
                let path = dir.path().join(format!("{}-{}", name.len(), sources.len()));
                let path = path.with_extension("rs");
                std::fs::write(&path, &file.text).unwrap();
                sources.push(path);
            }
        }
    }
    // `cargo fmt` runs the rustfmt next to it; this is that one, with the workspace's settings.
    let rustfmt = Path::new(env!("CARGO")).with_file_name("rustfmt");
    let rustfmt = if rustfmt.is_file() { rustfmt } else { PathBuf::from("rustfmt") };
    let output = std::process::Command::new(rustfmt)
        .args(["--check", "--edition", "2021"])
        .args(&sources)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
}

#[test]
fn new_adds_a_problem_to_a_contest_package_making_the_package_first() {
    // A minute of cargo in the copy (clippy, tests), proven once per change as the scaffold is.
    let copy = KeptCopy::new("contest");
    let sources: Vec<&Path> = copy.sources.iter().map(PathBuf::as_path).collect();
    workspace_tests::prove_once("scaffold-contest", &sources, || a_contest_in(&copy));
}

fn a_contest_in(copy: &KeptCopy) {
    let workspace = &copy.workspace;
    let new = |name: &str, judge: Option<&str>, board: Option<&str>| {
        use xtask::new::{BoardNotation, GridShape, Shape};
        let shape = board.map(|text| match text.contains(':') {
            true => Shape::Grid(GridShape::parse(text).unwrap()),
            false => Shape::Board(BoardNotation::parse(text).unwrap()),
        });
        xtask::new::new_contest_problem(workspace, name, "abc1", judge, shape.as_ref())
    };
    let first = new("abc1-a", Some("atcoder"), None).unwrap().render();
    // `new` keeps no model in the workspace: what it wrote is what the workspace shows.
    std::fs::write(workspace.root.join("samples/abc1-a/2.in"), "1 2\n").unwrap();
    std::fs::write(workspace.root.join("samples/abc1-a/2.out"), "3\n").unwrap();
    assert_eq!(workspace.problem("abc1-a").unwrap().samples.len(), 2);
    assert!(first.contains("[package.metadata.judge.bin.abc1-a]"), "{first}");
    assert!(first.contains("/submit/abc1-a.rs;"), "{first}");
    // No judge: the package's. Another judge: the problem's own, in its table. A board.
    new("abc1-b", None, None).unwrap();
    let created = new("abc1-c", Some("codeforces"), Some("codeforces")).unwrap();
    let paths: Vec<String> = created.files.iter().map(|f| f.path.display().to_string()).collect();
    assert_eq!(
        paths,
        [
            "crates/abc1/src/bin/abc1-c.rs",
            "crates/abc1/tests/abc1-c.rs",
            "crates/abc1/examples/abc1-c-generate.rs",
            "samples/abc1-c/1.in",
            "samples/abc1-c/1.out",
            "crates/abc1/Cargo.toml",
        ]
    );
    assert!(created.files[0].text.contains("NOTATION.each_board(input, output, answer)"));
    assert!(created.files[1].text.contains("mod program;\n\nuse "), "{}", created.files[1].text);
    assert_eq!(created.files[3].text, "X..\n.0.\n...\n");
    let grid = new("abc1-d", None, Some("4x5:4:_xo")).unwrap();
    assert!(grid.files[0].text.contains("const RULE: LineRule = LineRule::in_a_row(4);"));
    assert_eq!(grid.files[3].text, "x____\n_____\n_____\n____o\n");
    // Read afresh: each binary its own problem, of its judge, with its generator.
    let model = xtask::problems::Model::load(&workspace.root).unwrap();
    let judges = [("abc1-a", "atcoder"), ("abc1-b", "atcoder"), ("abc1-c", "codeforces")];
    for (name, judge) in judges.into_iter().chain([("abc1-d", "atcoder")]) {
        let problem = model.problem(name).unwrap();
        assert_eq!((problem.package.as_str(), problem.library.as_ref()), ("abc1", None));
        assert_eq!(problem.profile.as_ref().unwrap().judge, judge, "{name}");
        assert_eq!(problem.generator, Some(format!("{name}-generate")));
        assert!(problem.main.ends_with(format!("src/bin/{name}.rs")));
        assert!(workspace.root.join(format!("samples/{name}/1.in")).is_file());
    }
    let error = format!("{:#}", model.problem("abc1").unwrap_err());
    assert!(error.contains("abc1-a, abc1-b, abc1-c, abc1-d; name one of them"), "{error}");
    // What was written is fmt- and clippy-clean, and each proof fails until its solver is
    // written, saying where.
    let cargo = |args: &[&str]| copy.cargo(args);
    let (formatted, output) = cargo(&["fmt", "--check", "-p", "abc1"]);
    assert!(formatted, "cargo fmt --check:\n{output}");
    let (clean, output) = cargo(&["clippy", "-p", "abc1", "--all-targets", "--", "-D", "warnings"]);
    assert!(clean, "cargo clippy:\n{output}");
    for name in ["abc1-c", "abc1-d"] {
        let (passed, output) = cargo(&["test", "-p", "abc1", "--test", name]);
        let says = format!("write `answer` in crates/abc1/src/bin/{name}.rs");
        assert!(!passed && output.contains(&says), "{output}");
    }
    let again = new("abc1-b", Some("baekjoon"), None);
    assert!(format!("{:#}", again.unwrap_err()).contains("samples/abc1-b already exists"));
    let library = xtask::new::new_contest_problem(workspace, "abc1-e", "ttt-core", None, None);
    let error = format!("{:#}", library.unwrap_err());
    assert!(error.contains("package `ttt-core` has no [package.metadata.judge] table"), "{error}");
}

#[test]
fn a_binary_without_a_judge_table_is_named_with_the_table_to_add() {
    let (_dir, workspace) = copy_workspace();
    let manifest = "[package]\nname = \"my-bin\"\nversion = \"0.1.0\"\nedition = \"2021\"\n";
    sync_file(&workspace.root.join("crates/my-bin/Cargo.toml"), manifest.as_bytes());
    sync_file(&workspace.root.join("crates/my-bin/src/main.rs"), b"//! A bin.\n\nfn main() {}\n");
    for command in ["bundle my-bin", "verify --problem my-bin"] {
        let task = xtask::cli::parse(command.split(' ')).unwrap();
        let error = format!("{:#}", xtask::cli::run(&workspace, task).unwrap_err());
        assert!(
            error.starts_with(
                "`my-bin` is a binary of package `my-bin`, whose crates/my-bin/Cargo.toml has no \
                 [package.metadata.judge] table, so it is no problem; add the table, naming the \
                 judge, e.g.\n\n[package.metadata.judge]\njudge = \"baekjoon\"\n"
            ),
            "`cargo xtask {command}`: {error}"
        );
        assert!(!error.contains("the problems are"), "{error}");
    }
}
