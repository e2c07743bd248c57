//! Instructions retired by each problem the bench holds to a target, counted exactly by
//! valgrind's callgrind against its floor program in the same run (`cargo xtask bench`'s two
//! instruction sections): boj7682 on 200,000 seeded random boards against its I/O floor, and
//! boj16571, prog-solo-ttt and boj17825 on their hardest input against `read_and_print`. A
//! solver made slower fails here, where a wall-clock ratio on a shared machine could not fail
//! without flaking.

use std::process::{Command, Stdio};

use xtask::bench::{Measure, Options, Verdict};
use xtask::problems::Workspace;

/// How to get valgrind, said when it is missing.
const INSTALL: &str = "valgrind is not installed, so no instructions were counted: install it \
                       (`sudo apt-get install valgrind` on Debian and Ubuntu, `sudo dnf install \
                       valgrind`, `sudo pacman -S valgrind`) and run the tests again";

fn valgrind_runs() -> bool {
    let status = Command::new("valgrind").arg("--version").stdout(Stdio::null()).status();
    status.is_ok_and(|status| status.success())
}

#[test]
fn every_problem_within_its_instruction_target() {
    if !valgrind_runs() {
        // CI installs valgrind (.ci/run): there a missing one is a failure, not a pass.
        assert_ne!(std::env::var("CI").as_deref(), Ok("true"), "{INSTALL}");
        eprintln!("instruction targets not checked: {INSTALL}");
        return;
    }
    let options = Options { quick: true, ..Options::default() };
    let report = xtask::bench::run_instructions(&Workspace::current(), &options, &mut |_| {})
        .unwrap_or_else(|error| panic!("the instruction count is broken: {error:#}"));
    let text = report.to_string();
    println!("{text}");
    let targets: Vec<(&str, &str)> =
        report.targets().map(|(section, row)| (section, row.program.as_str())).collect();
    assert_eq!(
        targets,
        [
            ("boj7682 instructions", "boj7682"),
            ("instructions", "boj16571"),
            ("instructions", "prog-solo-ttt"),
            ("instructions", "boj17825"),
        ]
    );
    for (section, row) in report.targets() {
        assert!(matches!(row.measure, Measure::Instructions(_)), "{row:?}");
        let program = &row.program;
        assert_eq!(row.verdict(), Some(Verdict::Pass), "{program} ({section}) misses:\n{text}");
    }
}
