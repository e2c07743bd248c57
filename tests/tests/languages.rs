//! Verify on made-up problems for the judges as they are now: a judge that calls a method
//! (LeetCode), whose bundle is compiled inside the harness verify writes, with a verdict per
//! sample (AC, a wrong return WA, a panic RE, a time-out TLE); a class it constructs and calls
//! (LeetCode's design problems), its methods on `&self` and the arrays' names not the methods';
//! a judge that takes no Rust
//! (Programmers: the binary is run, nothing is submitted); a Rust 1.77 feature, which
//! Codeforces' 1.89 accepts and Baekjoon's Rust 2021 (1.73) rejects; a Rust 2024 problem, whose
//! bundle compiles with `--edition 2024` only; and a judge with no built-in profile, whose facts
//! are all in the problem's table. The releases are used where rustup has them (the test
//! installs nothing); where one is missing, verify says `not checked` and this machine's rustc
//! stands in, which the assertions allow.
//!
//! The problems live in a workspace of their own under the target folder (`fixtures/languages`),
//! apart from `verdicts.rs`'s: every binary here reads both a number and a method's arguments.

use std::path::Path;
use std::sync::OnceLock;

use workspace_tests::fixture::{self, write};
use xtask::judge_compile::{self, Judge};
use xtask::problems::Workspace;
use xtask::profile::RustVersion;
use xtask::samples::Verdict::{self, Ac, Re, Tle, Wa};
use xtask::verify::{BundleCheck, ProblemReport, EXIT_FAILED, EXIT_PASSED};

/// The number every binary reads: the digits of its input, so `21` and `n = 21` alike.
const READ: &str = "\nfn read() -> i32 {\n    let mut input = String::new();\n    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();\n    let digits: String = input.chars().filter(char::is_ascii_digit).collect();\n    digits.parse().unwrap()\n}\n";

/// A function problem: its library's body of `double`, as the method's answer. `drifts` answers
/// its sample right, and numbers over 1000 with the length of `module_path!()`, which the
/// bundle changes: only its generated inputs hold such numbers.
const METHODS: [(&str, &str); 6] = [
    ("wrong", "n * 2 - 1"),
    ("drifts", "if n > 1000 {\n        module_path!().len() as i32\n    } else {\n        n * 2\n    }"),
    ("misgenerated", "n * 2"),
    ("failing", "n * 2"),
    ("panics", "panic!(\"no answer for {n}\")"),
    ("spins", "{\n        let mut n = n;\n        loop {\n            n = std::hint::black_box(n);\n        }\n    }"),
];

/// The function problems with a generator, and the line of its `main` that writes a sample from
/// `seed`. `drifts`'s go over 1000 from seed 21; `misgenerated` writes no number for seed 2, and
/// `failing` fails there.
const GENERATORS: [(&str, &str); 3] = [
    ("drifts", "println!(\"n = {}\", seed * 50);"),
    (
        "misgenerated",
        "println!(\"n = {}\", if seed == 2 { \"x\".to_owned() } else { seed.to_string() });",
    ),
    ("failing", "assert!(seed != 2, \"no sample for seed 2\");\n    println!(\"n = {seed}\");"),
];

/// The stdin problems: name, judge table, edition and `main.rs`.
const PROGRAMS: [(&str, &str, &str, &str); 5] = [
    (
        "chunks-cf",
        "judge = \"codeforces\"\n",
        "2021",
        "fn main() {\n    let pair = [read(), 0];\n    let [n, _] = *pair.first_chunk::<2>().unwrap();\n    println!(\"{}\", n * 2);\n}\n",
    ),
    (
        "chunks-boj",
        "judge = \"baekjoon\"\n",
        "2021",
        "fn main() {\n    let pair = [read(), 0];\n    let [n, _] = *pair.first_chunk::<2>().unwrap();\n    println!(\"{}\", n * 2);\n}\n",
    ),
    (
        "edition2024",
        "judge = \"baekjoon\"\nlanguage = \"Rust 2024\"\n",
        "2024",
        // Edition 2024 captures the argument's lifetime in `impl Trait`; 2021 rejects this.
        "fn digits(text: &str) -> impl Iterator<Item = char> {\n    text.chars().filter(char::is_ascii_digit)\n}\n\nfn main() {\n    let n: i32 = digits(&read().to_string()).collect::<String>().parse().unwrap();\n    println!(\"{}\", n * 2);\n}\n",
    ),
    ("norust", "judge = \"programmers\"\n", "2021", "fn main() {\n    println!(\"{}\", read() * 2);\n}\n"),
    // A judge with no built-in profile: every fact is the problem's.
    (
        "elsewhere",
        "judge = \"spoj\"\nlanguage = \"Rust 1.85\"\ncompile = \"rustc --edition 2021 -O -o prog prog.rs\"\nrust = \"1.85\"\nedition = \"2021\"\nos = \"linux\"\nsource-limit = \"50000 B\"\nassumed = [\"rust\"]\n",
        "2021",
        "fn main() {\n    println!(\"{}\", read() * 2);\n}\n",
    ),
];

fn manifest(name: &str, edition: &str, judge: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"{edition}\"\n\n\
         [dependencies]\n\n[package.metadata.judge]\n{judge}time-limit = \"250ms\"\n\
         memory-limit = \"64 MB\"\n"
    )
}

/// A function problem for LeetCode: `lib.rs`, `solution.rs` and a `main.rs` that includes it.
fn function_problem(
    root: &Path,
    name: &str,
    signature: &str,
    lib: &str,
    solution: &str,
    main: &str,
) {
    let judge = format!(
        "judge = \"leetcode\"\nsignature = \"{signature}\"\nsubmission = \"src/solution.rs\"\n"
    );
    let dir = root.join("crates").join(name);
    write(&dir.join("Cargo.toml"), &manifest(name, "2021", &judge));
    write(&dir.join("src/lib.rs"), &format!("//! {name}.\n\n{lib}"));
    write(
        &dir.join("src/solution.rs"),
        // `include!` takes no inner doc comment: the file opens with a plain one.
        &format!("// The submission.\n\nimpl Solution {{\n{solution}}}\n"),
    );
    write(
        &dir.join("src/main.rs"),
        &format!("//! {name} on a sample.\n\nstruct Solution;\n\ninclude!(\"solution.rs\");\n\n{main}{READ}"),
    );
}

/// A class for LeetCode, as its template writes one, `&self` and interior mutability; the
/// arrays call `reset` `clear`. `typo`'s sample gives one array of arguments fewer than names.
fn class_problem(root: &Path, name: &str, sample: &str) {
    let methods = "[package.metadata.judge.methods]\nTally = \"fn new(start: i32) -> Self\"\nadd = \"fn add(&self, by: i32, why: String) -> i64\"\nclear = \"fn reset(&self)\"\n";
    let judge = "judge = \"leetcode\"\nsubmission = \"src/solution.rs\"\nclass = \"Tally\"\n";
    let dir = root.join("crates").join(name);
    write(&dir.join("Cargo.toml"), &format!("{}{methods}", manifest(name, "2021", judge)));
    write(
        &dir.join("src/solution.rs"),
        "// The submission.\n\n#[derive(Debug)]\npub struct Tally {\n    total: std::cell::Cell<i64>,\n}\n\nimpl Tally {\n    pub fn new(start: i32) -> Self {\n        Tally { total: std::cell::Cell::new(i64::from(start)) }\n    }\n\n    pub fn add(&self, by: i32, why: String) -> i64 {\n        self.total.set(self.total.get() + i64::from(by) * why.len() as i64);\n        self.total.get()\n    }\n\n    pub fn reset(&self) {\n        self.total.set(0);\n    }\n}\n",
    );
    // The binary makes the sample's calls, whatever its input.
    write(
        &dir.join("src/main.rs"),
        &format!("//! {name}'s calls.\n\ninclude!(\"solution.rs\");\n\nfn main() {{\n    let _ = read;\n    let tally = Tally::new(5);\n    let added = tally.add(2, \"ab\".to_owned());\n    tally.reset();\n    println!(\"[null,{{added}},null,{{}}]\", tally.add(3, \"x\".to_owned()));\n}}\n{READ}"),
    );
    write(&root.join(format!("samples/{name}/1.in")), sample);
    write(&root.join(format!("samples/{name}/1.out")), "[null, 9, null, 3]\n");
}

/// The fixture workspace, written once per test run.
fn fixture() -> &'static Workspace {
    static FIXTURE: OnceLock<Workspace> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let root = fixture::root("languages");
        // Arguments of every kind the judge writes: an integer, strings with a quote and a
        // space, an array; and an array of strings returned.
        function_problem(
            &root,
            "right",
            "pub fn label(n: i32, names: Vec<String>) -> Vec<String>",
            "/// Each name after twice `n`.\npub fn label(n: i32, names: &[String]) -> Vec<String> {\n    names.iter().map(|name| format!(\"{}{name}\", n * 2)).collect()\n}\n",
            "    pub fn label(n: i32, names: Vec<String>) -> Vec<String> {\n        right::label(n, &names)\n    }\n",
            "fn main() {\n    let input = std::fs::read_to_string(\"/dev/stdin\").unwrap();\n    let digits: String = input.chars().filter(char::is_ascii_digit).collect();\n    let names: Vec<String> = input.split('\"').skip(1).step_by(2).map(str::to_owned).collect();\n    let labels = Solution::label(digits.parse().unwrap(), names);\n    let shown: Vec<String> = labels.iter().map(|l| format!(\"\\\"{l}\\\"\")).collect();\n    println!(\"[{}]\", shown.join(\",\"));\n    let _ = read;\n}\n",
        );
        write(&root.join("samples/right/1.in"), "n = 21\nnames = [\"a\", \"b c\"]\n");
        write(&root.join("samples/right/1.out"), "[\"42a\",\"42b c\"]\n");
        for (name, body) in METHODS {
            function_problem(
                &root,
                name,
                "pub fn double(n: i32) -> i32",
                &format!("/// Twice `n`, or not.\npub fn double(n: i32) -> i32 {{\n    {body}\n}}\n"),
                &format!("    pub fn double(n: i32) -> i32 {{\n        {name}::double(n)\n    }}\n"),
                "fn main() {\n    println!(\"{}\", Solution::double(read()));\n}\n",
            );
            write(&root.join(format!("samples/{name}/1.in")), "n = 21\n");
            write(&root.join(format!("samples/{name}/1.out")), "42\n");
        }
        for (name, line) in GENERATORS {
            let dir = root.join("crates").join(name);
            let written = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
            let example = format!(
                "\n[[example]]\nname = \"{name}-generate\"\npath = \"examples/generate.rs\"\n"
            );
            write(&dir.join("Cargo.toml"), &format!("{written}{example}"));
            write(
                &dir.join("examples/generate.rs"),
                &format!("//! Samples for verify.\n\nfn main() {{\n    let seed: i32 = std::env::args().nth(1).unwrap().parse().unwrap();\n    {line}\n}}\n"),
            );
        }
        let calls = "[\"Tally\",\"add\",\"clear\",\"add\"]\n[[5],[2,\"ab\"],[],[3,\"x\"]]\n";
        class_problem(&root, "tally", calls);
        class_problem(&root, "typo", &calls.replace("[],", ""));
        for (name, judge, edition, main) in PROGRAMS {
            let dir = root.join("crates").join(name);
            write(&dir.join("Cargo.toml"), &manifest(name, edition, judge));
            write(&dir.join("src/main.rs"), &format!("//! {name}.\n\n{main}{READ}"));
            write(&root.join(format!("samples/{name}/1.in")), "21\n");
            write(&root.join(format!("samples/{name}/1.out")), "42\n");
        }
        Workspace::at(root)
    })
}

/// Verifies one problem of the fixture, snapshots aside: its report, the exit status and the
/// rendered table.
fn verify(name: &str) -> (ProblemReport, u8, String) {
    fixture::verify(fixture(), name)
}

/// Asserts the verdicts of a function problem's binary and of its bundle in the harness.
#[track_caller]
fn check(name: &str, verdict: Verdict, exit: u8) -> (ProblemReport, String) {
    let (problem, code, rendered) = verify(name);
    assert_eq!(problem.binary, [verdict], "{rendered}");
    assert_eq!(problem.bundle, BundleCheck::Ran(vec![verdict]), "{rendered}");
    assert_eq!(code, exit, "{rendered}");
    let row = fixture::row(&rendered, name);
    assert!(row.contains(" leetcode ") && row.contains(" Rust "), "{row}");
    (problem, rendered)
}

#[test]
fn a_method_called_as_the_judge_calls_it_is_accepted() {
    let (problem, rendered) = check("right", Ac, EXIT_PASSED);
    // The binary answers every other problem's sample too.
    assert!(problem.others.iter().all(|v| *v == Ac), "{rendered}");
    let bundle = std::fs::read_to_string(fixture().root.join("target/submit/right.rs")).unwrap();
    // What is submitted is the method: no `fn main`, no `struct Solution`, no inner attribute.
    assert!(bundle.contains("impl Solution {") && !bundle.contains("fn main"), "{bundle}");
    assert!(!bundle.contains("struct Solution") && !bundle.contains("#!["), "{bundle}");
}

#[test]
fn a_class_is_constructed_and_its_methods_called_in_order_as_the_judge_does() {
    let (problem, rendered) = check("tally", Ac, EXIT_PASSED);
    assert_eq!(problem.compiles(), Some(true), "{rendered}");
    let bundle = std::fs::read_to_string(fixture().root.join("target/submit/tally.rs")).unwrap();
    // What is submitted is the class alone.
    assert!(bundle.contains("pub struct Tally {") && !bundle.contains("fn main"), "{bundle}");
    assert!(!bundle.contains("Solution") && !bundle.contains("#!["), "{bundle}");
    let notes = rendered.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        notes.contains("tally: LeetCode constructs `Tally` (`pub fn new(start: i32) -> Self`, `pub fn add(&self, by: i32, why: String) -> i64` as `add`, `pub fn reset(&self)` as `clear`): the bundle was compiled alone"),
        "{rendered}"
    );
}

#[test]
fn a_class_sample_with_an_array_too_few_fails_naming_its_line_and_column() {
    let (problem, code, rendered) = verify("typo");
    assert_eq!((problem.binary.as_slice(), code), (&[Ac][..], EXIT_FAILED), "{rendered}");
    assert_eq!(problem.compiles(), None, "{rendered}");
    assert!(
        rendered.contains("samples/typo/1.in is not calls of `Tally`: line 2, column 22: found `]`, expected the arguments of `add`"),
        "{rendered}"
    );
}

#[test]
fn a_wrong_return_is_wa() {
    let (_, rendered) = check("wrong", Wa, EXIT_FAILED);
    assert!(rendered.contains("WA: exit 0, output differs"), "{rendered}");
}

#[test]
fn a_method_unlike_its_binary_on_a_generated_input_fails_naming_the_input() {
    let (problem, rendered) = check("drifts", Ac, EXIT_FAILED);
    let agreement = problem.generated.unwrap();
    assert_eq!((agreement.same, agreement.inputs), (20, xtask::verify::GENERATED_INPUTS));
    assert!(
        rendered.contains("bundle < generated input 21 (`cargo run -p drifts --example drifts-generate -- 21 5`, kept in ")
            && rendered.contains("answers unlike the workspace binary (exit 0 against exit 0)"),
        "{rendered}"
    );
    let kept = fixture().root.join("target/verify/drifts/generated-21.in");
    assert_eq!(std::fs::read_to_string(kept).unwrap(), "n = 1050\n");
    // The methods without a generator are held to their samples only.
    assert_eq!(verify("wrong").0.generated, None);
}

#[test]
fn a_generated_input_that_is_no_arguments_is_left_out_and_named_and_the_rest_are_checked() {
    let (problem, rendered) = check("misgenerated", Ac, EXIT_FAILED);
    assert_eq!(problem.compiles(), Some(true), "{rendered}");
    let agreement = problem.generated.unwrap();
    assert_eq!((agreement.same, agreement.inputs), (199, xtask::verify::GENERATED_INPUTS));
    let named = "generated input 2 (`cargo run -p misgenerated --example misgenerated-generate \
                 -- 2 5`) is not the arguments of `pub fn double(n: i32) -> i32`: ";
    assert_eq!(rendered.matches(named).count(), 1, "{rendered}");
}

#[test]
fn a_generator_that_fails_is_named_once_and_the_bundle_still_checked() {
    let (problem, rendered) = check("failing", Ac, EXIT_FAILED);
    assert_eq!((problem.compiles(), problem.generated), (Some(true), None), "{rendered}");
    let named =
        "generated input 2: `target/release/examples/failing-generate 2 5` failed (exit 101)";
    assert_eq!(rendered.matches(named).count(), 1, "{rendered}");
}

#[test]
fn a_panicking_method_is_re() {
    let (_, rendered) = check("panics", Re, EXIT_FAILED);
    assert!(
        rendered.contains("RE: exit 101") && rendered.contains("no·answer·for·21"),
        "{rendered}"
    );
}

#[test]
fn a_method_past_the_time_limit_is_tle() {
    let (_, rendered) = check("spins", Tle, EXIT_FAILED);
    assert!(rendered.contains("TLE: stopped past the 250ms time limit"), "{rendered}");
}

#[test]
fn a_judge_without_rust_runs_the_binary_and_submits_nothing() {
    let (problem, code, rendered) = verify("norust");
    assert_eq!((problem.binary.as_slice(), &problem.bundle), (&[Ac][..], &BundleCheck::NoRust));
    assert_eq!((problem.bundle_bytes, problem.compiles(), code), (None, None, EXIT_PASSED));
    let row = fixture::row(&rendered, "norust");
    assert!(row.contains("no Rust on programmers"), "{row}");
}

#[test]
fn a_judge_without_a_built_in_profile_is_held_to_the_facts_of_the_problems_table() {
    let (problem, code, rendered) = verify("elsewhere");
    assert_eq!((problem.binary.as_slice(), code), (&[Ac][..], EXIT_PASSED), "{rendered}");
    assert_eq!(problem.bundle, BundleCheck::Ran(vec![Ac]), "{rendered}");
    assert!(!problem.profile.built_in, "{:?}", problem.profile);
    let row = fixture::row(&rendered, "elsewhere");
    assert!(row.contains(" spoj ") && row.contains(" Rust 1.85 "), "{row}");
    assert!(row.contains(" / 48.8 KiB ") && row.contains(" / 250ms "), "{row}");
    // Its release is a placeholder, as the table marks it assumed, and checked where rustup
    // has it.
    if problem.exact() {
        assert!(row.contains("placeholder 1.85? ok"), "{row}");
    } else {
        assert!(row.contains("not checked: "), "{row}");
    }
    let notes = rendered.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        notes.contains(
            "spoj has no built-in profile (elsewhere): its facts come from the problem's own \
             Cargo.toml, checked against no source"
        ) && notes.contains("not yet checked: elsewhere (rust);"),
        "{rendered}"
    );
}

/// The verdict a stdin problem's bundle gets, and the rendered table: CE, or its sample runs.
fn bundle_of(name: &str) -> (ProblemReport, u8, String) {
    let (problem, code, rendered) = verify(name);
    assert_eq!(problem.binary, [Ac], "{rendered}");
    (problem, code, rendered)
}

#[test]
fn a_rust_1_77_feature_passes_for_codeforces_and_is_ce_for_baekjoon_rust_2021() {
    // `<[T]>::first_chunk` is stable since 1.77.
    let (cf, code, rendered) = bundle_of("chunks-cf");
    assert_eq!((cf.bundle.clone(), code), (BundleCheck::Ran(vec![Ac]), EXIT_PASSED), "{rendered}");
    let row = fixture::row(&rendered, "chunks-cf");
    assert!(row.contains("Rust 1.89.0 (2021)"), "{row}");
    if cf.exact() {
        assert!(row.contains("exact 1.89 ok"), "{row}");
    } else {
        assert!(row.contains("not checked: "), "{row}");
    }
    let (boj, code, rendered) = bundle_of("chunks-boj");
    let row = fixture::row(&rendered, "chunks-boj");
    assert!(row.contains("Rust 2021"), "{row}");
    if boj.exact() {
        assert_eq!((boj.bundle.clone(), code), (BundleCheck::CompileError, EXIT_FAILED));
        assert!(row.contains("exact 1.73* CE"), "{row}");
        assert!(
            rendered.contains("CE (rustc 1.73)") && rendered.contains("first_chunk"),
            "{rendered}"
        );
    } else {
        assert_eq!((boj.bundle.clone(), code), (BundleCheck::Ran(vec![Ac]), EXIT_PASSED));
        assert!(row.contains("not checked: "), "{row}");
    }
}

#[test]
fn cargo_xtask_bundle_fails_with_the_judges_first_error_when_its_rustc_refuses_the_bundle() {
    let workspace = fixture();
    let bundle = |name| xtask::cli::run(workspace, xtask::cli::parse(["bundle", name]).unwrap());
    assert_eq!(bundle("chunks-cf").unwrap(), EXIT_PASSED);
    let baekjoon = Judge::new("rustc --edition 2021 -O -o Main Main.rs", RustVersion::new(1, 73));
    let written = xtask::cargo::target_dir(workspace).unwrap().join("submit/chunks-boj.rs");
    let _ = std::fs::remove_file(&written);
    match bundle("chunks-boj") {
        // Where rustc 1.73 is missing, this machine's compiles it: not checked, and no error.
        Ok(code) => {
            assert!(!judge_compile::rustc(&baekjoon).unwrap().is_exact() && code == EXIT_PASSED)
        }
        Err(error) => {
            let error = format!("{error:#}");
            assert!(
                error.starts_with(
                    "CE (rustc 1.73): `rustc --edition 2021 -O -o Main Main.rs` rejects "
                ),
                "{error}"
            );
            // The first error, where it is in the bundle and in the crate's source; no other.
            assert!(
                error.contains("first_chunk")
                    && error.contains("crates/chunks-boj/src/main.rs:5:24)"),
                "{error}"
            );
            assert_eq!(error.matches("error[").count(), 1, "{error}");
            assert!(written.is_file(), "the bundle is written all the same");
        }
    }
}

#[test]
fn a_rust_2024_problems_bundle_compiles_with_edition_2024_and_not_2021() {
    let (problem, code, rendered) = bundle_of("edition2024");
    let language = problem.profile.language.clone().unwrap();
    assert_eq!((language.name.as_str(), language.edition.as_str()), ("Rust 2024", "2024"));
    assert!(language.compile.windows(2).any(|w| w == ["--edition", "2024"]), "{language:?}");
    assert_eq!(
        (problem.bundle.clone(), code),
        (BundleCheck::Ran(vec![Ac]), EXIT_PASSED),
        "{rendered}"
    );
    assert!(problem.warnings.is_empty(), "{:?}", problem.warnings);
    // The same bundle in edition 2021, with the same release, does not compile.
    let bundle =
        std::fs::read_to_string(fixture().root.join("target/submit/edition2024.rs")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let judge = Judge::new("rustc --edition 2021 -O -o Main Main.rs", RustVersion::new(1, 85));
    let compiled = judge_compile::compile(&bundle, &judge, dir.path()).unwrap();
    let rejected = compiled.binary.unwrap_err();
    assert!(rejected.output.contains("captures lifetime"), "{}", rejected.output);
}
