//! `cargo xtask new --board` as a user meets it, README's example `my-board`, in a [`KeptCopy`] of the workspace
//! (`<target>/scaffold-board`): a board problem like BOJ 7682 ("is the board a possible final
//! state of a game X starts?", boards as three rows of `X`, `O` and `.`) is scaffolded, and the
//! user writes only its answer function, its reference's answer and its samples. Then
//! `cargo test -p <it>` and verify pass, and the lines the user wrote are counted and printed.
//! So too for the same problem with the number of boards first (`--counted`), whose solver
//! refuses the boards no game reaches, and whose generator the user makes draw reachable boards.
//! And a grid problem for Codeforces, `my-five`, `--grid 10x10:5:.XO`, like 825B ("can X make
//! five in a row with one move?"): its answer and its reference are all the user writes.

use workspace_tests::copy::KeptCopy;
use xtask::new::{BoardNotation, GridShape, Shape};

/// The problem's name in the copy.
const NAME: &str = "my-board";

/// The answer function the user writes in place of the scaffold's, and the `use` lines it needs.
const ANSWER: &str = r#"use ttt_core::board::Mark;
use ttt_core::rules::is_final;

/// `valid` when a game X starts ends on the board.
pub fn answer(board: Board) -> &'static str {
    if is_final(board, Mark::X) {
        "valid"
    } else {
        "invalid"
    }
}
"#;

/// The reference the user writes in place of the scaffold's.
const REFERENCE: &str = r#"fn reference(grid: &Grid) -> Option<String> {
    let over = proof::tic_tac_toe::is_over(grid);
    let answer = if over && proof::tic_tac_toe::is_reached(grid, b'X') { "valid" } else { "invalid" };
    Some(answer.to_owned())
}
"#;

/// The official-looking samples the user copies from the problem's page.
const SAMPLES: [(&str, &str); 2] = [
    ("XXX\nOO.\nXXX\nXOX\nOXO\nXOX\n", "invalid\nvalid\n"),
    ("OXO\nXOX\nOXO\n...\n...\n...\n", "invalid\ninvalid\n"),
];

/// The same problem for a judge that writes the number of boards first (`--counted`) and
/// promises boards some game reaches, so the solver refuses the others.
const COUNTED: &str = "my-counted";

/// Its answer function.
const REFUSING_ANSWER: &str = r#"use ttt_core::board::Mark;
use ttt_core::judge::Refusal;
use ttt_core::rules::{is_final, reachable};

/// `valid` when a game X starts ends on the board, refused when no game reaches it.
pub fn answer(board: Board) -> Result<&'static str, Refusal> {
    if !reachable(board, Mark::X) {
        return Err(Refusal::new("found a board no game reaches", "a reachable board"));
    }
    Ok(if is_final(board, Mark::X) { "valid" } else { "invalid" })
}
"#;

/// Its reference.
const REFUSING_REFERENCE: &str = r#"fn reference(grid: &Grid) -> Option<String> {
    let reached = proof::tic_tac_toe::is_reached(grid, b'X');
    let over = proof::tic_tac_toe::is_over(grid);
    reached.then(|| if over { "valid" } else { "invalid" }.to_owned())
}
"#;

/// Its generator's boards: those a game X starts reaches, since the solver refuses the others
/// (verify fails a generated input that the binary and the bundle both reject).
const REACHED_BOARDS: &str = "let mut reached: Vec<Grid> =
        proof::tic_tac_toe::play_every_game(b'X').into_keys().collect();
    reached.sort_unstable();
    let grids: Vec<Grid> = (0..cases).map(|_| *random.pick(&reached)).collect();";

/// Its samples.
const COUNTED_SAMPLES: [(&str, &str); 2] = [
    ("2\nXXX\nOO.\n...\nXOX\nOXO\nXOX\n", "valid\nvalid\n"),
    ("1\n\nX..\n...\n...\n", "invalid\n"),
];

/// The grid problem: its name, `--grid`, the answer and reference the user writes, and samples.
const GRID: &str = "my-five";
const GRID_SHAPE: &str = "10x10:5:.XO";
const GRID_ANSWER: &str = r#"/// `YES` when one X makes five in a row.
pub fn answer(grid: Grid) -> &'static str {
    match RULE.completing_cells(&grid, ttt_core::grid::Player::FIRST).is_empty() {
        true => "NO",
        false => "YES",
    }
}
"#;
const GRID_REFERENCE: &str = r#"fn reference(grid: &Grid) -> String {
    let five = proof::grid::Rule::k_in_a_row(5);
    let yes = !proof::grid::completing_cells(grid, b'X', five).is_empty();
    if yes { "YES" } else { "NO" }.to_owned()
}
"#;
const GRID_SAMPLES: [(&str, &str); 2] = [
    ("XX.XX.....\n.....OOOO.\n..........\n..........\n..........\n..........\n..........\n..........\n..........\n..........\n", "YES\n"),
    ("XXOXX.....\nOO.O......\n..........\n..........\n..........\n..........\n..........\n..........\n..........\n..........\n", "NO\n"),
];

/// Replaces the item of `text` that starts at the line `start` and ends at the first line
/// `}` after it with `with`, asserting it is there.
fn replace_item(text: &str, start: &str, with: &str) -> String {
    let from = text.find(start).unwrap_or_else(|| panic!("`{start}` not in\n{text}"));
    let to = from + text[from..].find("\n}\n").expect("the item ends") + "\n}\n".len();
    format!("{}{with}{}", &text[..from], &text[to..])
}

/// The non-blank lines of `text`.
fn lines(text: &str) -> usize {
    text.lines().filter(|line| !line.trim().is_empty()).count()
}

/// Does what the user does once problem `name` is scaffolded: writes `answer` in place of the
/// scaffold's answer function, `reference` in place of its reference, and `samples` in place
/// of the placeholder.
fn write_the_problem(
    workspace: &xtask::problems::Workspace,
    name: &str,
    [answer, reference]: [&str; 2],
    samples: &[(&str, &str)],
) {
    let crate_dir = workspace.root.join("crates").join(name);
    let lib = crate_dir.join("src/lib.rs");
    let scaffolded = std::fs::read_to_string(&lib).unwrap();
    let case = if name == GRID { "grid" } else { "board" };
    let solved = replace_item(&scaffolded, &format!("/// The answer for one {case}."), answer);
    std::fs::write(&lib, solved).unwrap();
    let proof = crate_dir.join("tests/proof.rs");
    let scaffolded = std::fs::read_to_string(&proof).unwrap();
    std::fs::write(&proof, replace_item(&scaffolded, "fn reference(grid: &Grid)", reference))
        .unwrap();
    let dir = workspace.root.join("samples").join(name);
    for file in std::fs::read_dir(&dir).unwrap() {
        std::fs::remove_file(file.unwrap().path()).unwrap();
    }
    for (number, (input, output)) in (1..).zip(samples) {
        std::fs::write(dir.join(format!("{number}.in")), input).unwrap();
        std::fs::write(dir.join(format!("{number}.out")), output).unwrap();
    }
}

#[test]
fn a_board_problem_is_its_answer_and_its_reference() {
    // Minutes of cargo in the copy, whose result changes only with the xtask and its templates
    // (linked into this test program) or what the copy is made of: proven once per change.
    let copy = KeptCopy::new("scaffold-board");
    let sources: Vec<&std::path::Path> = copy.sources.iter().map(|path| path.as_path()).collect();
    workspace_tests::prove_once("scaffold-board", &sources, || a_board_problem_in(&copy));
}

fn a_board_problem_in(copy: &KeptCopy) {
    let workspace = &copy.workspace;
    // verify runs cargo in this process and records snapshots in the copy, accepted there.
    std::env::set_var("CARGO_TARGET_DIR", &copy.target);
    std::env::set_var("INSTA_UPDATE", "always");
    std::env::set_var("INSTA_OUTPUT", "none");
    let letters = BoardNotation::parse("letters").unwrap();
    let shape = Shape::Board(letters.clone());
    let created = xtask::new::new_problem(workspace, NAME, "baekjoon", Some(&shape), None).unwrap();
    let printed = created.render();
    let words = printed.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("reference() in crates/my-board/tests/proof.rs"), "{printed}");

    // As scaffolded, the tests fail saying what to write.
    let (passed, output) = copy.cargo(&["test", "--quiet", "--no-fail-fast", "-p", NAME]);
    assert!(!passed, "the placeholder passed:\n{output}");
    for message in [
        "write answer() in crates/my-board/src/lib.rs",
        "expected a solver for my-board (write `answer` in crates/my-board/src/lib.rs)",
        "write reference() in crates/my-board/tests/proof.rs",
    ] {
        assert!(output.contains(message), "`{message}` not in\n{output}");
    }

    let counted = Shape::Board(letters.counted());
    xtask::new::new_problem(workspace, COUNTED, "baekjoon", Some(&counted), None).unwrap();
    let grid = Shape::Grid(GridShape::parse(GRID_SHAPE).unwrap());
    xtask::new::new_problem(workspace, GRID, "codeforces", Some(&grid), None).unwrap();
    write_the_problem(workspace, GRID, [GRID_ANSWER, GRID_REFERENCE], &GRID_SAMPLES);
    write_the_problem(workspace, NAME, [ANSWER, REFERENCE], &SAMPLES);
    write_the_problem(workspace, COUNTED, [REFUSING_ANSWER, REFUSING_REFERENCE], &COUNTED_SAMPLES);
    let generator = workspace.root.join("crates").join(COUNTED).join("examples/generate.rs");
    let scaffolded = std::fs::read_to_string(&generator).unwrap();
    let uniform = "let grids: Vec<Grid> = (0..cases).map(|_| random_grid(&mut random)).collect();";
    assert!(scaffolded.contains(uniform), "{scaffolded}");
    let reached = scaffolded.replace(uniform, REACHED_BOARDS).replace("random_grid, ", "");
    std::fs::write(&generator, reached).unwrap();

    // What README says to run before CI does: the user's code formatted, then no lint left.
    let (formatted, output) = copy.cargo(&["fmt", "--all"]);
    assert!(formatted, "cargo fmt --all:\n{output}");
    let (formatted, output) = copy.cargo(&["fmt", "--all", "--check"]);
    assert!(formatted, "cargo fmt --all --check, after cargo fmt --all:\n{output}");
    let lints = ["clippy", "--quiet", "--workspace", "--all-targets", "--", "-D", "warnings"];
    let (clean, output) = copy.cargo(&lints);
    assert!(clean, "cargo clippy --workspace --all-targets -- -D warnings:\n{output}");
    let all = ["-p", NAME, "-p", COUNTED, "-p", GRID];
    let (passed, output) = copy.cargo(&[&["test", "--quiet"], &all[..]].concat());
    assert!(passed, "cargo test -p {NAME} -p {COUNTED} -p {GRID}:\n{output}");

    for name in [NAME, COUNTED, GRID] {
        let report = xtask::verify::verify(workspace, Some(name), Default::default()).unwrap();
        let rendered = report.render();
        assert_eq!(report.exit_code(), 0, "{rendered}");
        let [row] = report.problems.as_slice() else { panic!("{rendered}") };
        use xtask::samples::Verdict::Ac;
        assert_eq!(row.binary, [Ac, Ac], "{rendered}");
        assert_eq!(row.bundle, xtask::verify::BundleCheck::Ran(vec![Ac, Ac]), "{rendered}");
        let generated = row.generated.unwrap();
        assert_eq!(generated.same, generated.inputs, "{rendered}");
    }

    let written = lines(ANSWER) + lines(REFERENCE);
    let samples = SAMPLES.iter().map(|(input, output)| lines(input) + lines(output)).sum::<usize>();
    println!(
        "{NAME}: the user wrote {written} lines of Rust (the answer {}, the reference {}) and \
         {samples} lines of samples",
        lines(ANSWER),
        lines(REFERENCE)
    );
    assert!(written <= 20, "a board problem took {written} lines");
    let written = lines(GRID_ANSWER) + lines(GRID_REFERENCE);
    println!("{GRID}: the user wrote {written} lines of Rust");
    assert!(written <= 20, "a grid problem took {written} lines");
}
