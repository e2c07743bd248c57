//! Games against the judge in `cargo xtask verify`, on made-up players of Kattis' Interactive
//! Tic-Tac-Toe, each judged by the workspace's interactor (`kattis-itictactoe-interact`, named
//! in each problem's judge table as a testlib command, or behind a Kattis-protocol wrapper):
//! the perfect player is accepted; one that loses, one that never flushes, one that reads all of
//! stdin first and one that plays an illegal move each fail with a verdict that says so, and
//! within the limits, never a hang; one that panics is RE, and an interactor that fails says so.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use workspace_tests::fixture::{self, write};
use xtask::problems::Workspace;
use xtask::samples::Verdict::{self, Ac, Re, Tle, Wa};
use xtask::verify::{EXIT_FAILED, EXIT_PASSED};

/// Plays the first empty square of each grid the judge sends, the judge's first line read
/// apart; `FLUSH` is where the answer is flushed.
const FIRST_EMPTY: &str = r#"use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap());
    let mut out = std::io::BufWriter::new(std::io::stdout());
    let _first = lines.next();
    loop {
        let mut grid: Vec<u8> = Vec::new();
        for _ in 0..3 {
            match lines.next() {
                Some(line) => grid.extend(line.trim().bytes()),
                None => return,
            }
        }
        let Some(square) = grid.iter().position(|&b| b == b'.') else { return };
        grid[square] = MARK;
        for row in grid.chunks(3) {
            writeln!(out, "{}", String::from_utf8_lossy(row)).unwrap();
        }
        FLUSH
    }
}
"#;

/// The players: name, `main.rs`.
fn players() -> Vec<(&'static str, String)> {
    let first_empty =
        |mark: &str, flush: &str| FIRST_EMPTY.replace("MARK", mark).replace("FLUSH", flush);
    vec![
        ("loses", first_empty("b'x'", "out.flush().unwrap();")),
        ("hoards", first_empty("b'x'", "// Never flushed: the judge never sees it.")),
        ("illegal", first_empty("b'o'", "out.flush().unwrap();")),
        (
            "panics",
            "fn main() {\n    let mut first = String::new();\n    \
             std::io::stdin().read_line(&mut first).unwrap();\n    \
             panic!(\"no move for {first}\");\n}\n"
                .to_owned(),
        ),
        // Judged by an interactor that fails: what it says is no verdict of the player's.
        ("unjudged", first_empty("b'x'", "out.flush().unwrap();")),
        (
            "slurps",
            "use std::io::Read;\n\nfn main() {\n    let mut all = String::new();\n    \
             std::io::stdin().read_to_string(&mut all).unwrap();\n    print!(\"{all}\");\n}\n"
                .to_owned(),
        ),
    ]
}

/// Turns a testlib interactor into one of Kattis' protocol: `<input> <answer> <feedback_dir>/`,
/// exit 42 accepted and 43 wrong, the message in `judgemessage.txt`.
const KATTIS_WRAPPER: &str = "#!/bin/sh\n\"INTERACT\" \"$1\" \"${3}tout\"\ncode=$?\n\
    cp \"${3}tout\" \"${3}judgemessage.txt\"\n\
    case $code in 0) exit 42 ;; 1) exit 43 ;; *) exit 1 ;; esac\n";

/// An interactor that fails on any input (testlib's exit 3).
const BROKEN: &str = "#!/bin/sh\necho \"cannot read $1\" >&2\nexit 3\n";

/// The fixture workspace, written once per test run: the players above, and the perfect one,
/// the workspace's own solver, judged through the Kattis wrapper.
fn fixture() -> &'static Workspace {
    static FIXTURE: OnceLock<Workspace> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        // Built in this workspace's target folder before the fixture points cargo at its own.
        let interact = workspace_tests::release_binary("examples/kattis-itictactoe-interact");
        let root = fixture::root_with_core("interactive");
        let (wrapper, broken) = (root.join("kattis-interact"), root.join("broken-interact"));
        write(&wrapper, &KATTIS_WRAPPER.replace("INTERACT", &interact.display().to_string()));
        write(&broken, BROKEN);
        for script in [&wrapper, &broken] {
            let mut permissions = std::fs::metadata(script).unwrap().permissions();
            std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
            std::fs::set_permissions(script, permissions).unwrap();
        }
        let this = workspace_tests::copy::this_workspace();
        let solver = std::fs::read_to_string(this.join("crates/kattis-itictactoe/src/lib.rs"));
        let mut problems = players();
        problems.push((
            "perfect",
            "fn main() -> std::process::ExitCode {\n    \
             ttt_core::judge::interact(perfect::play)\n}\n"
                .to_owned(),
        ));
        for (name, main) in problems {
            let (interactor, dependency) = match name {
                "perfect" => (
                    format!("{{ command = \"{}\", protocol = \"kattis\" }}", wrapper.display()),
                    "ttt-core = { path = \"../ttt-core\" }\n",
                ),
                "unjudged" => (
                    format!("{{ command = \"{}\", protocol = \"testlib\" }}", broken.display()),
                    "",
                ),
                _ => (
                    format!("{{ command = \"{}\", protocol = \"testlib\" }}", interact.display()),
                    "",
                ),
            };
            write(
                &root.join(format!("crates/{name}/Cargo.toml")),
                &format!(
                    "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                     [dependencies]\n{dependency}\n[package.metadata.judge]\njudge = \"kattis\"\n\
                     rust = \"1.1\"\ntime-limit = \"250ms\"\nmemory-limit = \"64 MB\"\n\
                     interactor = {interactor}\n"
                ),
            );
            write(
                &root.join(format!("crates/{name}/src/main.rs")),
                &format!("//! {name}.\n\n{main}"),
            );
            if name == "perfect" {
                write(&root.join("crates/perfect/src/lib.rs"), solver.as_ref().unwrap());
            }
            // The judge's best replies, the player moving first.
            write(&root.join(format!("samples/{name}/1.in")), "first\nbest\n");
        }
        Workspace::at(root)
    })
}

/// Verifies one player, snapshots aside, and asserts its verdict on its sample and the exit
/// status: the rendered report.
#[track_caller]
fn check(name: &str, verdict: Verdict, exit: u8) -> String {
    let (problem, code, rendered) = fixture::verify(fixture(), name);
    assert_eq!(problem.binary, [verdict], "{rendered}");
    assert_eq!(code, exit, "{rendered}");
    rendered
}

#[test]
fn the_perfect_player_is_accepted_through_the_kattis_protocol() {
    let rendered = check("perfect", Ac, EXIT_PASSED);
    assert!(fixture::row(&rendered, "perfect").contains("1/1 AC"), "{rendered}");
}

#[test]
fn a_player_that_loses_is_wa_with_the_judges_word() {
    let rendered = check("loses", Wa, EXIT_FAILED);
    assert!(
        rendered.contains("WA: the interactor says: wrong answer: on the grid")
            && rendered.contains("the program could have drawn"),
        "{rendered}"
    );
    // The transcript shows the game up to the move that threw the draw away.
    assert!(rendered.contains("│<first⏎") && rendered.contains("│>x..⏎"), "{rendered}");
}

#[test]
fn a_player_that_plays_an_illegal_move_is_wa() {
    let rendered = check("illegal", Wa, EXIT_FAILED);
    assert!(rendered.contains("wrong answer: an illegal move: the grid"), "{rendered}");
}

#[test]
fn a_player_that_panics_first_is_re_and_a_failing_interactor_says_so() {
    let rendered = check("panics", Re, EXIT_FAILED);
    assert!(
        rendered.contains("RE: exit 101") && rendered.contains("no·move·for·first"),
        "{rendered}"
    );
    let rendered = check("unjudged", Re, EXIT_FAILED);
    assert!(
        rendered.contains("the interactor failed (exit 3, not 0 or 1): cannot read"),
        "{rendered}"
    );
}

#[test]
fn a_player_that_never_flushes_or_reads_all_first_is_tle_idle_and_stopped() {
    fixture();
    for name in ["hoards", "slurps"] {
        let started = Instant::now();
        let rendered = check(name, Tle, EXIT_FAILED);
        assert!(
            rendered.contains("TLE: idle: waiting for each other, stopped past 1.5s of wall clock"),
            "{rendered}"
        );
        // Its sample and its bundle's, each stopped at the wall clock (1.5s), not a hang.
        let took = started.elapsed();
        assert!(took < Duration::from_secs(20), "{name}: {took:?}\n{rendered}");
    }
}
