//! `cargo xtask verify` under `cargo test`, through the xtask library, so CI needs nothing more;
//! then the fallback Rust check (syntax walk and clippy) on its own. The bundler has its tests in
//! `bundle.rs` and `corpus.rs`.
//!
//! The sample runs are insta snapshots in `tests/snapshots/`: outside CI a new or changed one is
//! written as `.snap.new` for review and fails the test; under `CI=true` it just fails.
//! Verdicts on made-up problems are in `verdicts.rs`.

use std::path::Path;

use rstest::rstest;
use xtask::bundle;
use xtask::msrv;
use xtask::problems::Workspace;
use xtask::profile::RustVersion;
use xtask::temp::TempDir;

const RUST_1_73: RustVersion = RustVersion::new(1, 73);

#[test]
fn every_problem_passes_verify() {
    let report = xtask::verify::verify(&Workspace::current(), None, Default::default()).unwrap();
    assert!(report.passed(), "\n{}", report.render());
    assert_eq!(report.exit_code(), xtask::verify::EXIT_PASSED);
}

#[rstest]
#[case::inline_const(
    "fn f() -> u8 { const { 1 } }",
    "inline `const { }` block (stable since Rust 1.79)"
)]
#[case::exclusive_range(
    "fn f(x: u8) -> bool { match x { 0..5 => true, _ => false } }",
    "exclusive range pattern `a..b` (stable since Rust 1.80)"
)]
#[case::exclusive_range_in_matches(
    "fn f(x: u8) -> bool { matches!(x, 0..5) }",
    "exclusive range pattern `a..b` (stable since Rust 1.80)"
)]
#[case::c_string(
    "fn f() { let _ = c\"x\"; }",
    "C-string literal `c\"...\"` (stable since Rust 1.77)"
)]
#[case::raw_address(
    "fn f(x: u8) { let _ = &raw const x; }",
    "`&raw const` / `&raw mut` (stable since Rust 1.82)"
)]
#[case::async_closure("fn f() { let _ = async || 1; }", "`async` closure (stable since Rust 1.85)")]
#[case::expect("#[expect(dead_code)] fn f() {}", "`#[expect]` (stable since Rust 1.81)")]
#[case::const_mut(
    "const fn f(x: &mut u8) { *x = 1; }",
    "`&mut` in a const context (stable since Rust 1.83)"
)]
#[case::mut_in_static(
    "static S: u8 = { let mut x = 1; let r = &mut x; *r };",
    "`&mut` in a const context (stable since Rust 1.83)"
)]
#[case::unwrap_in_const_fn(
    "const fn f(x: Option<u8>) -> u8 { x.unwrap() }",
    "`.unwrap()` in a const context (stable since Rust 1.83)"
)]
#[case::expect_in_const(
    "const X: u8 = Some(1).expect(\"one\");",
    "`.expect()` in a const context (stable since Rust 1.83)"
)]
#[case::associated_type_bound(
    "fn f(x: impl Iterator<Item: Copy>) {}",
    "associated type bound `Trait<Assoc: Bound>` (stable since Rust 1.79)"
)]
fn syntax_after_rust_1_73_is_rejected_and_named(#[case] source: &str, #[case] construct: &str) {
    let findings = msrv::syntax(source, RUST_1_73, "2021").unwrap();
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].what, construct);
    assert_eq!(findings[0].line, 1);
}

#[test]
fn rust_1_73_syntax_passes() {
    let source = r#"
        use std::io::Read;
        const TABLE: [u8; 4] = table();
        const fn table() -> [u8; 4] {
            let mut t = [0; 4];
            let mut i = 0;
            while i < 4 { t[i] = i as u8; i += 1; }
            t
        }
        fn f(x: Option<u8>, s: &mut String) -> u8 {
            let _ = Some(1).unwrap();
            let Some(v) = x else { return 0 };
            s.push_str(&format!("{v}"));
            match v { 0..=4 if v > 1 => 1, 5.. => 2, _ => matches!(v, 1 | 2) as u8 }
        }
        fn main() { let _ = (TABLE, f(None, &mut String::new()), std::io::stdin().read(&mut [])); }
    "#;
    assert_eq!(msrv::syntax(source, RUST_1_73, "2021").unwrap(), []);
}

#[test]
fn each_rule_holds_from_the_release_that_stabilised_it() {
    let source = "fn f(x: u8) -> u8 { match x { 0..5 => const { 1 }, _ => 2 } }";
    let found = |major, minor| {
        let findings = msrv::syntax(source, RustVersion::new(major, minor), "2021").unwrap();
        findings.into_iter().map(|finding| finding.what).collect::<Vec<_>>()
    };
    assert_eq!(
        found(1, 75),
        [
            "exclusive range pattern `a..b` (stable since Rust 1.80)",
            "inline `const { }` block (stable since Rust 1.79)"
        ]
    );
    assert_eq!(found(1, 79), ["exclusive range pattern `a..b` (stable since Rust 1.80)"]);
    assert_eq!(found(1, 80), Vec::<String>::new());
    let chain = "fn f(a: Option<u8>) { if let Some(x) = a && x > 1 {} }";
    let at = |edition| msrv::syntax(chain, RustVersion::new(1, 90), edition).unwrap().len();
    assert_eq!((at("2021"), at("2024")), (1, 0));
}

/// Code that rustc 1.73 rejects but the fallback passes, because only a type checker sees it.
/// Known limits, named in the README: the judge's own rustc (the exact check) catches them.
#[rstest]
#[case::irrefutable_infallible(
    "use std::convert::Infallible;\nfn f() -> Result<u8, Infallible> { Ok(1) }\nfn main() {\n    let Ok(x) = f();\n    println!(\"{x}\");\n}\n"
)]
#[case::trait_upcasting(
    "trait Super {}\ntrait Sub: Super {}\nimpl Super for u8 {}\nimpl Sub for u8 {}\nfn main() {\n    let sub: &dyn Sub = &1u8;\n    let _sup: &dyn Super = sub;\n}\n"
)]
fn the_fallback_misses_what_only_a_type_checker_sees(#[case] source: &str) {
    assert_eq!(msrv::syntax(source, RUST_1_73, "2021").unwrap(), []);
    let clippy = msrv::clippy(source, RUST_1_73, "2021").unwrap();
    assert!(clippy.clean, "{}", clippy.errors);
}

#[test]
fn clippy_catches_std_apis_after_rust_1_73() {
    let source = "fn main() {\n    let _ = Some(1).is_none_or(|x| x > 0);\n}\n";
    let newer = msrv::clippy(source, RUST_1_73, "2021").unwrap();
    assert!(!newer.clean && newer.errors.contains("1.82"), "{}", newer.errors);
    // The same call passes for a judge on 1.82.
    assert!(msrv::clippy(source, RustVersion::new(1, 82), "2021").unwrap().clean);
    let older = msrv::clippy(
        "fn main() {\n    let _ = Some(1).is_some_and(|x| x > 0);\n}\n",
        RUST_1_73,
        "2021",
    )
    .unwrap();
    assert!(older.clean, "{}", older.errors);
}

#[test]
fn a_bundle_is_written_under_target_submit() {
    let workspace = Workspace::current();
    let problem = workspace.problem("boj17825").unwrap();
    let dir = TempDir::new("submit").unwrap();
    let (bundle, path) = bundle::write(&workspace, &problem, dir.path()).unwrap();
    assert_eq!(path, dir.path().join("boj17825.rs"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), bundle.source);
    assert_eq!(bundle::submit_dir(Path::new("target")), Path::new("target/submit"));
}
