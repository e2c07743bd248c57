//! A workspace as users build it, of its own (this workspace's problems are proven by its own
//! tests, whatever they are): in `crates/` and `samples/`, a user's library whose package name
//! is not its `[lib] name` (edition 2018), a library whose default feature changes its output and two binary-only problems that choose its features
//! differently, and a contest package with three binaries (judge facts per binary, one on
//! ac-library-rs from crates.io, one on the user's library). verify checks the five problems
//! and no library: each binary and each bundle, compiled alone with the judge's rustc, gives its
//! own sample outputs. A package of several binaries is refused, its binaries listed.
//!
//! One fixture, `<target>/fixtures/user-shapes`, kept between runs so that cargo stays warm.

use workspace_tests::copy::{sync_file, this_workspace};
use workspace_tests::fixture;
use xtask::problems::Workspace;
use xtask::samples::Verdict;
use xtask::verify::{BundleCheck, Options};

const MY_LIB: &str = "[package]\nname = \"my-lib-pkg\"\nversion = \"0.1.0\"\nedition = \"2018\"\n\n[lib]\nname = \"mylib\"\n";

const GCD: &str = "//! A user's library.\n\n/// The greatest common divisor.\npub fn gcd(a: u64, b: u64) -> u64 {\n    if b == 0 {\n        a\n    } else {\n        gcd(b, a % b)\n    }\n}\n";

const WIDEN: &str = "[package]\nname = \"widen\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[features]\ndefault = [\"wide\"]\nwide = []\n";

const SQUARE: &str = "//! Squares in a wide or a narrow integer, as the feature `wide` says.\n\n#[cfg(feature = \"wide\")]\npub type Int = i64;\n#[cfg(not(feature = \"wide\"))]\npub type Int = i32;\n\n/// `x * x`, wrapping in [`Int`].\npub fn square(x: Int) -> Int {\n    x.wrapping_mul(x)\n}\n";

/// A binary-only problem, the solver in `main.rs`, reading as contestants do (`unwrap`).
const SQUARE_MAIN: &str = "fn main() {\n    let mut line = String::new();\n    std::io::stdin().read_line(&mut line).unwrap();\n    let x: widen::Int = line.trim().parse().unwrap();\n    println!(\"{}\", widen::square(x));\n}\n";

const CONTEST: &str = "[package]\nname = \"contest\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nac-library-rs = \"0.1\"\nmy-lib-pkg = { path = \"../my-lib\" }\n\n[package.metadata.judge]\njudge = \"baekjoon\"\ntime-limit = \"2s\"\nmemory-limit = \"256 MB\"\n\n[package.metadata.judge.bin.contest-a]\nurl = \"https://example.com/a\"\ntime-limit = \"1s\"\n\n[package.metadata.judge.bin.contest-b]\nurl = \"https://example.com/b\"\nmemory-limit = \"128 MB\"\n";

const CONTEST_A: &str = "use ac_library::dsu::Dsu;\nuse std::io::Read;\n\nfn main() {\n    let mut input = String::new();\n    std::io::stdin().read_to_string(&mut input).unwrap();\n    let mut numbers = input.split_whitespace().map(|w| w.parse::<usize>().unwrap());\n    let (n, m) = (numbers.next().unwrap(), numbers.next().unwrap());\n    let mut dsu = Dsu::new(n);\n    for _ in 0..m {\n        dsu.merge(numbers.next().unwrap(), numbers.next().unwrap());\n    }\n    println!(\"{}\", dsu.groups().len());\n}\n";

const CONTEST_B: &str = "fn main() {\n    let mut line = String::new();\n    std::io::stdin().read_line(&mut line).unwrap();\n    let n: Vec<u64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();\n    println!(\"{}\", mylib::gcd(n[0], n[1]));\n}\n";

const CONTEST_C: &str = "fn main() {\n    let mut line = String::new();\n    std::io::stdin().read_line(&mut line).unwrap();\n    println!(\"{}\", line.trim().chars().rev().collect::<String>());\n}\n";

/// What the test adds to the clone: each file and its text.
fn added() -> Vec<(String, String)> {
    let narrow = "widen = { path = \"../widen\", default-features = false }";
    let square = |name: &str, dependency: &str| {
        format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n{dependency}\n\n[package.metadata.judge]\njudge = \"baekjoon\"\n")
    };
    let files = [
        ("crates/my-lib/Cargo.toml", MY_LIB.to_owned()),
        ("crates/my-lib/src/lib.rs", GCD.to_owned()),
        ("crates/widen/Cargo.toml", WIDEN.to_owned()),
        ("crates/widen/src/lib.rs", SQUARE.to_owned()),
        ("crates/wide-square/Cargo.toml", square("wide-square", "widen = { path = \"../widen\" }")),
        ("crates/wide-square/src/main.rs", SQUARE_MAIN.to_owned()),
        ("crates/narrow-square/Cargo.toml", square("narrow-square", narrow)),
        ("crates/narrow-square/src/main.rs", SQUARE_MAIN.to_owned()),
        ("crates/contest/Cargo.toml", CONTEST.to_owned()),
        ("crates/contest/src/bin/contest-a.rs", CONTEST_A.to_owned()),
        ("crates/contest/src/bin/contest-b.rs", CONTEST_B.to_owned()),
        ("crates/contest/src/bin/contest-c.rs", CONTEST_C.to_owned()),
        // 100000² is 10000000000 in an i64, and wraps to 1410065408 in an i32.
        ("samples/wide-square/1.in", "100000\n".to_owned()),
        ("samples/wide-square/1.out", "10000000000\n".to_owned()),
        ("samples/narrow-square/1.in", "100000\n".to_owned()),
        ("samples/narrow-square/1.out", "1410065408\n".to_owned()),
        ("samples/contest-a/1.in", "4 2\n0 1\n2 3\n".to_owned()),
        ("samples/contest-a/1.out", "2\n".to_owned()),
        ("samples/contest-b/1.in", "12 18\n".to_owned()),
        ("samples/contest-b/1.out", "6\n".to_owned()),
        ("samples/contest-c/1.in", "abc\n".to_owned()),
        ("samples/contest-c/1.out", "cba\n".to_owned()),
    ];
    files.into_iter().map(|(path, text)| (path.to_owned(), text)).collect()
}

/// The fixture, brought up to date file by file: [`added`] beside an empty `ttt-core`, with
/// this workspace's lock file to start from (ac-library-rs comes from crates.io); built in a
/// target folder of its own.
fn users_workspace() -> Workspace {
    let root = fixture::root("user-shapes");
    if !root.join("Cargo.lock").is_file() {
        sync_file(
            &root.join("Cargo.lock"),
            &std::fs::read(this_workspace().join("Cargo.lock")).unwrap(),
        );
    }
    for (path, text) in added() {
        sync_file(&root.join(path), text.as_bytes());
    }
    Workspace::at(root)
}

#[test]
fn a_users_workspace_verifies_its_problems_and_no_library_and_refuses_a_package_of_binaries() {
    let workspace = users_workspace();
    let model = workspace.model().unwrap();
    let new = ["contest-a", "contest-b", "contest-c", "narrow-square", "wide-square"];
    let expected = new.to_vec();
    let names: Vec<&str> = model.problems.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, expected);
    let libraries: Vec<&str> = model.libraries().iter().map(|p| p.name.as_str()).collect();
    for library in ["my-lib-pkg", "widen", "ttt-core"] {
        assert!(libraries.contains(&library), "{libraries:?}");
    }
    let error = format!("{:#}", workspace.problem("my-lib-pkg").unwrap_err());
    assert!(error.starts_with("no problem `my-lib-pkg` in the workspace; the problems are: "));
    // Facts per binary win over the package's; the others are shared.
    let profile = |name: &str| workspace.problem(name).unwrap().profile.unwrap();
    let (a, b, c) = (profile("contest-a"), profile("contest-b"), profile("contest-c"));
    assert_eq!((a.time_limit.as_millis(), a.memory_limit), (1000, 256 << 20));
    assert_eq!((b.time_limit.as_millis(), b.memory_limit), (2000, 128 << 20));
    assert_eq!((c.url, b.url.as_deref()), (None, Some("https://example.com/b")));

    let options = Options { snapshots: false, ..Options::default() };
    let report = xtask::verify::verify(&workspace, None, options).unwrap();
    let rendered = report.render();
    let checked: Vec<&str> = report.problems.iter().map(|p| p.problem.as_str()).collect();
    assert_eq!(checked, expected, "{rendered}");
    assert!(report.passed(), "{rendered}");
    // Each problem's binary and bundle give its own answers: the two squares choose the
    // library's features differently, and each is built with its own.
    for problem in &report.problems {
        assert_eq!(problem.binary, [Verdict::Ac], "{}: {rendered}", problem.problem);
        let bundle = BundleCheck::Ran(vec![Verdict::Ac]);
        assert_eq!(problem.bundle, bundle, "{}: {rendered}", problem.problem);
        assert!(!problem.clean_errors, "{}", problem.problem);
    }
    let words = rendered.split_whitespace().collect::<Vec<_>>().join(" ");
    let promise =
        "contest-a, contest-b, contest-c, narrow-square, wide-square promise no clean error";
    assert!(words.contains(promise), "{rendered}");

    let task = xtask::cli::parse(["bundle", "contest"]).unwrap();
    let error = format!("{:#}", xtask::cli::run(&workspace, task).unwrap_err());
    assert!(error.contains("contest-a, contest-b, contest-c; name one of them"), "{error}");
}
