//! `cargo xtask bench --quick` through the xtask library, so the bench never rots: every
//! section has every row and every target a verdict. No timing is asserted.

use xtask::bench::{Measure, Options, Report, Verdict};
use xtask::problems::Workspace;

/// The sections of the bench, in order, each with its rows in order.
const SECTIONS: [(&str, &[&str]); 4] = [
    ("boj7682 instructions", &["io_floor_7682", "boj7682"]),
    (
        "instructions",
        &[
            "read_and_print",
            "boj16571",
            "naive_16571",
            "prog-solo-ttt",
            "naive_solo_ttt",
            "boj17825",
            "naive_17825",
        ],
    ),
    ("judge compile", &["boj7682.rs", "boj16571.rs", "prog-solo-ttt.rs", "boj17825.rs"]),
    (
        "throughput",
        &["boj16571", "naive_16571", "prog-solo-ttt", "naive_solo_ttt", "boj17825", "naive_17825"],
    ),
];

/// The sections of the bench program `ttt-core/examples/grid-bench.rs`, after `every problem`:
/// the run finder's six rows once for each of its three board sizes.
const PROGRAM_SECTIONS: [(&str, &[&str], usize); 2] = [
    (
        "run finder",
        &[
            "runs: has_line",
            "plain scan: has a line",
            "runs: runs",
            "plain scan: runs",
            "runs: completing_cells",
            "plain scan: completing cells",
        ],
        3,
    ),
    ("search", &["Search::new()", "Search::without_table()"], 1),
];

/// The rows that carry one of the targets, before those of `every problem`.
const TARGETS: [(&str, &str); 8] = [
    ("boj7682 instructions", "boj7682"),
    ("instructions", "boj16571"),
    ("instructions", "prog-solo-ttt"),
    ("instructions", "boj17825"),
    ("judge compile", "boj7682.rs"),
    ("judge compile", "boj16571.rs"),
    ("judge compile", "prog-solo-ttt.rs"),
    ("judge compile", "boj17825.rs"),
];

/// `cargo xtask bench --quick`, with a valgrind that is not installed.
fn quick_bench_without_valgrind() -> Report {
    let valgrind = "valgrind-that-is-not-installed".into();
    let options = Options { quick: true, valgrind, ..Options::default() };
    xtask::bench::run(&Workspace::current(), &options, &mut |_| {})
        .unwrap_or_else(|error| panic!("the quick bench is broken: {error:#}"))
}

/// Every section and row is there, in order, and printed; rows with a target have a verdict,
/// and measured rows have a positive figure.
fn check_rows(report: &Report) {
    let names: Vec<&str> = report.sections.iter().map(|section| section.name.as_str()).collect();
    let mut expected_names = SECTIONS.map(|(name, _)| name).to_vec();
    expected_names.push("every problem");
    expected_names.extend(PROGRAM_SECTIONS.map(|(name, ..)| name));
    assert_eq!(names, expected_names);
    // Every problem in crates/, found rather than listed: its samples, its generator's input
    // where it has one, and its largest input against its own floor, with the target.
    let mut every = vec!["read_and_print".to_owned()];
    let mut targets = TARGETS.to_vec();
    let problems = Workspace::current().problems().unwrap();
    for problem in &problems {
        every.push(problem.name.clone());
        // A game's generated input is its interactor's, not timed alone.
        if problem.generator.is_some() && problem.interactor.is_none() {
            every.push(problem.name.clone());
        }
        if problem.floor.is_some() {
            every.push(problem.name.clone());
            targets.push(("every problem", &problem.name));
        }
    }
    assert!(problems.iter().any(|problem| problem.floor.is_some()), "no problem has a floor");
    let rows: Vec<String> =
        report.section("every problem").unwrap().rows.iter().map(|r| r.program.clone()).collect();
    assert_eq!(rows, every);
    let text = report.to_string();
    let sections = SECTIONS.map(|(name, programs)| (name, programs, 1));
    for (section, programs, times) in sections.into_iter().chain(PROGRAM_SECTIONS) {
        let section = report.section(section).unwrap();
        let rows: Vec<&str> = section.rows.iter().map(|row| row.program.as_str()).collect();
        assert_eq!(rows, programs.repeat(times), "rows of {}", section.name);
        assert!(text.contains(&section.title), "{text}");
        for row in &section.rows {
            assert!(text.contains(&row.program), "{} is not printed:\n{text}", row.program);
            let positive = match row.measure {
                Measure::Seconds(value) | Measure::CasesPerSecond(value) => value > 0.0,
                Measure::Instructions(count) => count > 0,
                Measure::Skipped(_) => true,
            };
            assert!(positive, "{row:?}");
        }
    }
    let with_targets: Vec<(&str, &str)> =
        report.targets().map(|(section, row)| (section, row.program.as_str())).collect();
    assert_eq!(with_targets, targets);
    for (_, row) in report.targets() {
        assert!(row.verdict().is_some(), "{row:?}");
    }
    assert!(text.contains("targets: "), "{text}");
}

/// One quick bench, without valgrind: the instruction counts are tests/tests/instructions.rs's
/// (with valgrind, through the same sections), so here they are skipped with a hint.
#[test]
fn the_quick_bench_has_every_row_and_verdict_and_without_valgrind_a_hint() {
    let report = quick_bench_without_valgrind();
    check_rows(&report);
    // The throughput rows are always measured; so is the smallest bundle.
    for row in &report.section("throughput").unwrap().rows {
        assert!(!matches!(row.measure, Measure::Skipped(_)), "{row:?}");
    }
    let compiled = report.section("judge compile").unwrap().rows.iter();
    assert_eq!(compiled.filter(|row| matches!(row.measure, Measure::Seconds(_))).count(), 1);
    for section in ["boj7682 instructions", "instructions"] {
        for row in &report.section(section).unwrap().rows {
            assert_eq!(row.measure, Measure::Skipped("no valgrind".into()), "{row:?}");
            assert!(matches!(row.verdict(), None | Some(Verdict::Skip)), "{row:?}");
        }
    }
    assert!(report.notes.iter().any(|note| note.contains("apt-get install valgrind")));
}
