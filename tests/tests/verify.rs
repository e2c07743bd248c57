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
#[case::infer_array_length(
    "fn f() { let _: [u32; _] = [1, 2, 3]; }",
    "`_` as an array length or const argument (stable since Rust 1.89)"
)]
#[case::infer_repeat_length(
    "fn f() { let _: [u32; 3] = [1; _]; }",
    "`_` as an array length or const argument (stable since Rust 1.89)"
)]
#[case::cfg_true(
    "fn f() -> bool { cfg!(true) }",
    "boolean literal in `cfg` (`cfg!(true)`, `#[cfg(false)]`) (stable since Rust 1.88)"
)]
#[case::cfg_false_attribute(
    "#[cfg(not(false))] fn f() {}",
    "boolean literal in `cfg` (`cfg!(true)`, `#[cfg(false)]`) (stable since Rust 1.88)"
)]
#[case::cfg_attr_true(
    "#[cfg_attr(true, allow(dead_code))] fn f() {}",
    "boolean literal in `cfg` (`cfg!(true)`, `#[cfg(false)]`) (stable since Rust 1.88)"
)]
#[case::raw_lifetime(
    "fn f<'r#a>(x: &u32) -> &u32 { x }",
    "raw lifetime `'r#a` (stable since Rust 1.83)"
)]
#[case::raw_lifetime_in_macro_tokens(
    "fn f() { m!(&'r#a u8); }",
    "raw lifetime `'r#a` (stable since Rust 1.83)"
)]
#[case::size_of_from_the_prelude(
    "fn f() -> usize { size_of::<u64>() }",
    "`size_of` from the prelude, without `use std::mem::size_of` (stable since Rust 1.80)"
)]
#[case::align_of_val_from_the_prelude(
    "fn f(x: &u8) -> usize { let g = align_of_val; g(x) }",
    "`align_of_val` from the prelude, without `use std::mem::align_of_val` (stable since Rust 1.80)"
)]
#[case::core_error_imported("use core::error::Error;", "`core::error` (stable since Rust 1.81)")]
#[case::core_error_in_a_group("use core::{fmt, error};", "`core::error` (stable since Rust 1.81)")]
#[case::core_error_as_a_type(
    "fn f(_: &dyn core::error::Error) {}",
    "`core::error` (stable since Rust 1.81)"
)]
#[case::static_in_a_const(
    "static S: u32 = 5; const C: &u32 = &S;",
    "a `static` named in a `const` or `const fn` (stable since Rust 1.83)"
)]
#[case::static_in_a_const_fn(
    "static S: u32 = 5; const fn f() -> u32 { S }",
    "a `static` named in a `const` or `const fn` (stable since Rust 1.83)"
)]
#[case::exclusive_range_in_a_macro_body(
    "macro_rules! size { ($x:expr) => { match $x { 0..5 => 1, _ => 2 } }; }",
    "exclusive range pattern `a..b` (stable since Rust 1.80)"
)]
#[case::inline_const_in_a_macro_body(
    "macro_rules! three { () => { const { 1 + 2 } }; }",
    "inline `const { }` block (stable since Rust 1.79)"
)]
#[case::cfg_true_in_a_macro_repetition(
    "macro_rules! all { ($($x:expr),* $(,)?) => { $( if cfg!(true) { let _ = $x; } )* }; }",
    "boolean literal in `cfg` (`cfg!(true)`, `#[cfg(false)]`) (stable since Rust 1.88)"
)]
#[case::size_of_in_a_macro_item(
    "macro_rules! bytes { ($t:ty) => { fn bytes() -> usize { size_of::<$t>() } }; }",
    "`size_of` from the prelude, without `use std::mem::size_of` (stable since Rust 1.80)"
)]
#[case::exclusive_range_handed_to_a_pat_fragment(
    "macro_rules! is { ($x:expr, $p:pat) => { matches!($x, $p) }; } fn f() -> bool { is!(3, 0..5) }",
    "exclusive range pattern `a..b` (stable since Rust 1.80)"
)]
#[case::exclusive_range_handed_to_the_second_rule(
    "macro_rules! is { (one $x:expr) => { $x }; ($x:expr => $p:pat_param) => { matches!($x, $p) }; } fn f() -> bool { is!(3 => ..5) }",
    "exclusive range pattern `a..b` (stable since Rust 1.80)"
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
        #[cfg_attr(feature = "true", allow(dead_code))]
        fn g<'a, T: Default + Clone>(x: &'a [u8; 3]) -> (&'a [u8; 3], Vec<T>, bool) {
            (x, vec![T::default(); 0], cfg!(all(unix, not(feature = "false"))))
        }
        fn main() { let _ = (TABLE, f(None, &mut String::new()), std::io::stdin().read(&mut []), g::<u8>(&[0; 3])); }
    "#;
    assert_eq!(msrv::syntax(source, RUST_1_73, "2021").unwrap(), []);
}

#[test]
fn macro_bodies_rust_1_73_accepts_pass() {
    // Fragments of every kind, repetitions with and without separators, `$crate`, and a
    // tt-muncher whose transcriber is no code until it is called (skipped, not guessed at).
    let source = r#"
        macro_rules! is {
            ($x:expr, $p:pat) => { matches!($x, $p) };
            ($x:expr, $($p:pat_param)|+ ; $b:block) => { match $x { $($p)|+ => $b, _ => {} } };
        }
        macro_rules! table {
            ($name:ident: $t:ty = [$($v:literal),* $(,)?]) => {
                const $name: [$t; 0 $(+ { let _ = $v; 1 })*] = [$($v),*];
            };
        }
        macro_rules! pick {
            ($vis:vis fn $f:ident<$l:lifetime>() -> $t:ty) => {
                $vis fn $f<$l>(x: &$l $t) -> &$l $t { let _ = $crate::helper(); x }
            };
        }
        macro_rules! munch {
            () => {};
            ($head:tt $($rest:tt)*) => { munch!($($rest)*) $head };
        }
        macro_rules! len { ($n:expr) => { [0u8; $n].len() }; }
        macro_rules! range { ($r:expr) => { $r }; ($p:pat) => { 0 }; }
        fn helper() {}
        fn calls() -> bool {
            let _ = (range!(0..5), is!(3, 0..=4), is!(3, 1 | 2 ; {}), munch!(0..5));
            is!(3, ..=4)
        }
    "#;
    assert_eq!(msrv::syntax(source, RUST_1_73, "2021").unwrap(), []);
}

#[test]
fn names_rust_1_73_resolves_pass() {
    // rustc 1.73 accepts each of these (checked with it): the prelude's names imported or
    // declared, `std::error`, and statics named in statics.
    let source = r#"
        use std::mem::{size_of, align_of as align};
        mod m {
            use std::mem::*;
            pub fn f() -> usize { size_of_val(&1u8) }
        }
        fn align_of_val() -> usize { 1 }
        static A: u32 = 1;
        static B: &u32 = &A;
        static C: u32 = A;
        const D: u32 = 2;
        fn g(e: &dyn std::error::Error) -> usize {
            let _ = (B, C, D, e, A);
            size_of::<u8>() + align::<u8>() + align_of_val() + m::f() + std::mem::size_of::<u16>()
        }
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
