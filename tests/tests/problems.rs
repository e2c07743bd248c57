//! Every problem crate in `crates/`, found rather than listed: each has its proof and its judge
//! binary meets its samples, the judge's quirks and malformed input as a judge would run it
//! (see `workspace_tests::binaries`). A new problem is checked here with no edit anywhere.

use workspace_tests::{binaries, release_binary};
use xtask::problems::Workspace;

#[test]
fn every_problem_has_its_proof_and_its_binary_takes_bad_input_cleanly() {
    let problems = Workspace::current().problems().unwrap();
    assert!(problems.len() >= 4, "{} problems found", problems.len());
    // Each problem's checks are proven once per change of its binary, its crate or its samples.
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> =
            problems.iter().map(|problem| scope.spawn(move || proven_checks(problem))).collect();
        let panics = handles.into_iter().filter_map(|handle| handle.join().err());
        panics.map(|panic| panic.downcast::<String>().map_or_else(|_| "?".into(), |s| *s)).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// [`binaries::check`] of `problem`, proven once per change of what it reads.
fn proven_checks(problem: &xtask::problems::Problem) {
    let binary = release_binary(&problem.name);
    let samples = problem.samples.iter().flat_map(|s| [s.input.as_path(), &s.output]);
    let samples = samples.filter(|path| path.is_file());
    let data: Vec<&std::path::Path> =
        [binary.as_path(), &problem.dir].into_iter().chain(samples).collect();
    workspace_tests::prove_once(&format!("binary/{}", problem.name), &data, || {
        let failures = binaries::check(problem, &binary);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    });
}

#[test]
fn a_binary_that_does_not_answer_or_panics_fails_naming_its_problem() {
    let workspace = Workspace::current();
    let problem = workspace.problem("boj7682").unwrap();
    // `cat` echoes its input: no sample answers right.
    let failures = binaries::check(&problem, std::path::Path::new("cat"));
    assert!(failures.iter().any(|f| f.starts_with("boj7682: sample 1 (as it is)")), "{failures:?}");
    // `false` exits 1 without a word: not a clean error.
    let failures = binaries::check(&problem, std::path::Path::new("false"));
    assert!(
        failures.iter().any(|f| f.contains("neither answers nor one error line")),
        "{failures:?}"
    );
}
