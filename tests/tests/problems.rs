//! Every problem crate in `crates/`, found rather than listed: each has its proof and its judge
//! binary meets its samples, the judge's quirks and malformed input as a judge would run it
//! (see `workspace_tests::binaries`). A new problem is checked here with no edit anywhere.

use workspace_tests::{binaries, release_binary};
use xtask::problems::Workspace;

#[test]
fn every_problem_has_its_proof_and_its_binary_takes_bad_input_cleanly() {
    let problems = Workspace::current().problems().unwrap();
    assert!(problems.len() >= 4, "{} problems found", problems.len());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = problems
            .iter()
            .map(|problem| {
                scope.spawn(move || binaries::check(problem, &release_binary(&problem.name)))
            })
            .collect();
        handles.into_iter().flat_map(|handle| handle.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
