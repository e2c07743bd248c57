//! `cargo xtask verify` under `cargo test`, through the xtask library, so CI needs nothing more;
//! then the Rust 1.73 syntax check on its own. The bundler has `bundle.rs` and `corpus.rs`.
//!
//! The sample runs are insta snapshots in `tests/snapshots/`: outside CI a new or changed one is
//! written as `.snap.new` for review and fails the test; under `CI=true` it just fails.

use std::path::Path;

use rstest::rstest;
use xtask::bundle;
use xtask::msrv;
use xtask::problems::Workspace;
use xtask::temp::TempDir;

#[test]
fn every_problem_passes_verify() {
    let report = xtask::verify::verify(&Workspace::current(), None).unwrap();
    assert!(report.passed(), "\n{}", report.render());
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
    let findings = msrv::syntax(source).unwrap();
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
    assert_eq!(msrv::syntax(source).unwrap(), []);
}

#[test]
fn clippy_catches_std_apis_after_rust_1_73() {
    let newer =
        msrv::clippy("fn main() {\n    let _ = Some(1).is_none_or(|x| x > 0);\n}\n").unwrap();
    assert!(!newer.clean && newer.errors.contains("1.82"), "{}", newer.errors);
    let older =
        msrv::clippy("fn main() {\n    let _ = Some(1).is_some_and(|x| x > 0);\n}\n").unwrap();
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
