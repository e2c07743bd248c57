//! Small workspaces of made-up problems, for the tests that run verify on them: each under
//! this workspace's target folder (`fixtures/<name>`), written file by file, a file only when
//! its text changes, so that cargo stays warm between runs; built in a target folder of its own.

use std::path::{Path, PathBuf};

use xtask::problems::Workspace;
use xtask::verify::{Options, ProblemReport};

/// The root of fixture workspace `name`, holding its manifest (`crates/*`) and an empty
/// `ttt-core`; the problems are the test's to write. `CARGO_TARGET_DIR` is pointed at the
/// fixture's own target folder: sharing this workspace's would leave a second `ttt-core` library
/// beside the real one, and its doctests could not tell them apart.
pub fn root(name: &str) -> PathBuf {
    let root = crate::copy::scratch("fixtures").join(name);
    std::env::set_var("CARGO_TARGET_DIR", root.join("target"));
    write(&root.join("Cargo.toml"), "[workspace]\nresolver = \"2\"\nmembers = [\"crates/*\"]\n");
    write(
        &root.join("crates/ttt-core/Cargo.toml"),
        "[package]\nname = \"ttt-core\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n",
    );
    write(&root.join("crates/ttt-core/src/lib.rs"), "//! Nothing shared.\n");
    root
}

/// Writes `text` to `path` unless it is there already, so cargo sees nothing new.
pub fn write(path: &Path, text: &str) {
    crate::copy::sync_file(path, text.as_bytes());
}

/// Verifies problem `name` of `workspace`, snapshots aside: its report, the exit status and the
/// rendered table.
///
/// # Panics
/// When verify fails to run or reports on other than that one problem.
pub fn verify(workspace: &Workspace, name: &str) -> (ProblemReport, u8, String) {
    let options = Options { snapshots: false, ..Options::default() };
    let report = xtask::verify::verify(workspace, Some(name), options).unwrap();
    let rendered = report.render();
    let [problem] = report.problems.as_slice() else { panic!("{rendered}") };
    (problem.clone(), report.exit_code(), rendered)
}

/// The row of problem `name` in verify's rendered table.
///
/// # Panics
/// When there is none.
pub fn row<'a>(rendered: &'a str, name: &str) -> &'a str {
    let row = rendered.lines().find(|line| line.starts_with(&format!("{name} ")));
    row.unwrap_or_else(|| panic!("no row of {name} in\n{rendered}"))
}

/// The root of fixture workspace `name` holding this workspace's `ttt-core` and `proof`
/// crates and its manifest, so that problems as `cargo xtask new` writes them build there as
/// here; the problems are the test's to write ([`scaffold`]).
pub fn root_with_core(name: &str) -> PathBuf {
    let root = crate::copy::scratch("fixtures").join(name);
    std::env::set_var("CARGO_TARGET_DIR", root.join("target"));
    let manifest = crate::copy::manifest_with_members("[\"crates/*\", \"tests/proof\"]");
    write(&root.join("Cargo.toml"), &manifest);
    let this = crate::copy::this_workspace();
    for folder in ["crates/ttt-core", "tests/proof"] {
        crate::copy::sync_dir(&this.join(folder), &root.join(folder));
    }
    root
}

/// Writes into `root` the files `cargo xtask new <name> --board <notation>` makes for a
/// Baekjoon problem, each text first given to `edit` with the file's path (relative to the
/// root): a file is only rewritten when its text changes, so cargo stays warm.
///
/// # Panics
/// When the notation or the name is refused.
pub fn scaffold(root: &Path, name: &str, notation: &str, edit: impl Fn(&Path, String) -> String) {
    let board = xtask::new::Shape::Board(xtask::new::BoardNotation::parse(notation).unwrap());
    let created = xtask::new::files(name, "baekjoon", Some(&board), None).unwrap();
    for file in created.files {
        write(&root.join(&file.path), &edit(&file.path, file.text));
    }
}
