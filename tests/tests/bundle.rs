//! The bundler on small crates written here, each against the real `ttt-core`: what a bundle
//! carries and leaves out, how `cfg` is settled, what is refused and how, where a diagnostic
//! about a bundle line points, and the four problems' bundles. `corpus.rs` runs bundles.

use std::path::Path;
use std::process::Command;

use rstest::rstest;
use xtask::bundle::{self, Bundle, Layout, Options};
use xtask::judge_compile::as_on_a_judge;
use xtask::problems::Workspace;
use xtask::profile::{Profile, UNSTATED_SOURCE_WARNING};
use xtask::temp::TempDir;

fn this_workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

const DEMO_MANIFEST: &str = "[package]\nname = \"demo\"\nversion = \"0.3.1\"\nedition.workspace = true\n\n[dependencies]\nttt-core = { path = \"../ttt-core\" }\n";

/// A workspace with the real `ttt-core` and a problem `demo`: `files` are paths below
/// `crates/demo/` and their text; `src/main.rs` calls `demo::run()` unless given.
fn fixture(files: &[(&str, &str)]) -> (TempDir, Workspace) {
    let dir = TempDir::new("bundle").unwrap();
    let root = dir.path();
    // The workspace's manifest with only the crates copied here as members: Cargo reads every
    // member's manifest.
    let manifest = workspace_tests::copy::manifest_with_members("[\"crates/*\"]");
    std::fs::write(root.join("Cargo.toml"), manifest).unwrap();
    copy_dir(&this_workspace().join("crates/ttt-core"), &root.join("crates/ttt-core"));
    let defaults = [
        ("Cargo.toml", DEMO_MANIFEST),
        ("src/main.rs", "fn main() {\n    print!(\"{}\", demo::run());\n}\n"),
    ];
    for (path, text) in defaults.iter().chain(files) {
        let path = root.join("crates/demo").join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let workspace = Workspace::at(root);
    (dir, workspace)
}

fn try_bundle(files: &[(&str, &str)], options: Options) -> Result<Bundle, String> {
    let (_dir, workspace) = fixture(files);
    let problem = workspace.problem("demo").unwrap();
    bundle::bundle_with(&workspace, &problem, options).map_err(|error| format!("{error:#}"))
}

fn bundle_lib(lib: &str) -> Bundle {
    try_bundle(&[("src/lib.rs", lib)], Options::default()).unwrap_or_else(|error| panic!("{error}"))
}

fn refusal(files: &[(&str, &str)]) -> String {
    try_bundle(files, Options::default()).unwrap_err()
}

/// Compiles a bundle as the judge does and runs it: its stdout.
fn run(bundle: &Bundle, input: &str) -> String {
    let dir = TempDir::new("bundle-run").unwrap();
    std::fs::write(dir.path().join("Main.rs"), &bundle.source).unwrap();
    let compiled = as_on_a_judge(&mut Command::new("rustc"))
        .args(["--edition", "2021", "-O", "-o", "Main", "Main.rs"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&compiled.stderr);
    assert!(
        compiled.status.success(),
        "{}\n{}",
        bundle.annotate(&stderr, "Main.rs"),
        bundle.source
    );
    let output = workspace_tests::run_with_input(&dir.path().join("Main"), input.as_bytes());
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    output.stdout
}

#[test]
fn each_crate_keeps_its_namespace_so_main_and_lib_may_use_the_same_names() {
    let main = "use std::io::Write;\nuse demo::{solve, Result};\n\nmod board {\n    pub fn name() -> &'static str { \"main's board\" }\n}\n\nfn solve_all() -> Result<u8> {\n    solve()\n}\n\nfn main() {\n    let mut out = std::io::stdout();\n    writeln!(out, \"{} {} {}\", board::name(), solve_all().unwrap(), demo::board::name()).unwrap();\n}\n";
    let lib = "use std::io::Write;\nuse ttt_core::board::Board;\n\npub type Result<T> = std::result::Result<T, String>;\n\npub mod board {\n    pub fn name() -> &'static str { \"lib's board\" }\n}\n\npub fn solve() -> Result<u8> {\n    let _ = std::io::sink().write(b\"\");\n    Ok(Board::EMPTY.mark_count() as u8)\n}\n";
    let bundle = try_bundle(&[("src/main.rs", main), ("src/lib.rs", lib)], Options::default())
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(bundle.source.contains("\npub mod demo {\n"), "{}", bundle.source);
    assert!(bundle.source.contains("\npub mod ttt_core {\n"), "{}", bundle.source);
    assert_eq!(run(&bundle, ""), "main's board 0 lib's board\n");
}

#[rstest]
#[case::a_local_named_like_a_function(
    "pub fn run() -> u32 {\n    let status = ttt_core::board::Board::EMPTY.mark_count();\n    status + 1\n}\n",
    &["fn mark_count"],
    &["fn status", "mod rules"]
)]
#[case::parse_of_a_number_by_turbofish(
    "pub fn run() -> u32 {\n    let n = \"7\".parse::<u32>().unwrap();\n    ttt_core::board::Board::EMPTY.mark_count() + n\n}\n",
    &["pub mod board"],
    &["FromStr for Board", "mod notation"]
)]
#[case::parse_of_a_number_by_annotation(
    "pub fn run() -> u32 {\n    let n: u32 = \"7\".trim().parse().unwrap();\n    ttt_core::board::Board::EMPTY.mark_count() + n\n}\n",
    &["pub mod board"],
    &["FromStr for Board", "mod notation"]
)]
#[case::parse_of_a_board(
    "pub fn run() -> u32 {\n    \"XX.OO....\".parse::<ttt_core::board::Board>().unwrap().mark_count()\n}\n",
    &["impl std::str::FromStr for Board", "mod notation"],
    &["mod perfect_play", "mod positions"]
)]
#[case::a_board_parsed_through_a_generic_bound(
    "use ttt_core::board::Board;\n\nfn read<T: std::str::FromStr>(text: &str) -> Option<T> {\n    text.parse().ok()\n}\n\npub fn run() -> u32 {\n    read::<Board>(\"XX.OO....\").unwrap().mark_count()\n}\n",
    &["impl std::str::FromStr for Board"],
    &["mod symmetry"]
)]
#[case::methods_of_a_kept_type_by_name(
    "pub fn run() -> bool {\n    ttt_core::board::Board::EMPTY.is_full()\n}\n",
    &["fn is_full"],
    &["fn swap_marks", "fn base3_index(self)"]
)]
#[case::an_impl_in_another_module_for_a_kept_type(
    "use ttt_core::board::{Board, Mark};\n\npub fn run() -> bool {\n    Board::EMPTY.has_line(Mark::X)\n}\n",
    &["pub mod lines", "fn has_line"],
    &["fn lines_of"]
)]
#[case::a_format_string_naming_a_constant(
    "const COUNT: u32 = 3;\n\npub fn run() -> String {\n    format!(r#\"{COUNT:>4}\"#)\n}\n",
    &["const COUNT"],
    &["mod ttt_core"]
)]
fn a_bundle_carries_what_the_crate_reaches_and_nothing_else(
    #[case] lib: &str,
    #[case] carried: &[&str],
    #[case] left_out: &[&str],
) {
    let bundle = bundle_lib(lib);
    for text in carried {
        assert!(bundle.source.contains(text), "`{text}` is missing:\n{}", bundle.source);
    }
    for text in left_out {
        assert!(!bundle.source.contains(text), "`{text}` is carried:\n{}", bundle.source);
    }
    run(&bundle, "");
}

#[test]
fn an_unused_import_of_ttt_core_is_left_out_with_a_warning() {
    let bundle = bundle_lib(
        "use ttt_core::board::Board;\nuse ttt_core::rules::status;\n\npub fn run() -> u32 {\n    Board::EMPTY.mark_count()\n}\n",
    );
    assert!(!bundle.source.contains("rules"), "{}", bundle.source);
    assert_eq!(
        bundle.warnings,
        ["crates/demo/src/lib.rs:2:22: warning: unused import `ttt_core::rules::status`: nothing uses it, so the bundle leaves it out"]
    );
    assert_eq!(run(&bundle, ""), "0");
}

#[test]
fn cfg_is_settled_as_a_release_build_with_default_features_settles_it() {
    let manifest =
        format!("{DEMO_MANIFEST}\n[features]\ndefault = [\"fast\"]\nfast = []\nslow = []\n");
    let lib = "#[cfg(feature = \"fast\")]\npub fn speed() -> u8 { 1 }\n\n#[cfg(not(feature = \"fast\"))]\npub fn speed() -> u8 { 2 }\n\n#[cfg_attr(feature = \"fast\", derive(Debug))]\npub struct Flag;\n\npub fn run() -> String {\n    let debug = if cfg!(debug_assertions) { \"debug\" } else { \"release\" };\n    format!(\"{} {} {} {:?}\", speed(), debug, cfg!(feature = \"slow\"), Flag)\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn speed() {}\n}\n";
    let bundle = try_bundle(&[("Cargo.toml", &manifest), ("src/lib.rs", lib)], Options::default())
        .unwrap_or_else(|error| panic!("{error}"));
    for gone in ["{ 2 }", "cfg!", "mod tests", "cfg_attr"] {
        assert!(!bundle.source.contains(gone), "`{gone}` in\n{}", bundle.source);
    }
    assert!(bundle.source.contains("#[derive(Debug)]\n    pub struct Flag;"), "{}", bundle.source);
    assert_eq!(run(&bundle, ""), "1 release false Flag");
}

#[test]
fn built_in_macros_that_depend_on_the_crate_keep_their_workspace_values() {
    let lib = "pub fn run() -> String {\n    format!(\"{} {} {} {} {}\", env!(\"CARGO_PKG_NAME\"), env!(\"CARGO_PKG_VERSION\"), file!(), line!(), module_path!())\n}\n";
    let bundle = bundle_lib(lib);
    assert_eq!(run(&bundle, ""), "demo 0.3.1 crates/demo/src/lib.rs 2 demo");
}

#[rstest]
#[case::default_features("", "LOUD")]
#[case::no_default_features(", default-features = false", "quiet")]
#[case::no_default_features_but_asked(", default-features = false, features = [\"loud\"]", "LOUD")]
fn a_dependency_has_the_features_cargo_build_p_gives_it(#[case] how: &str, #[case] word: &str) {
    let manifest = format!("{DEMO_MANIFEST}demo-lib = {{ path = \"../demo-lib\"{how} }}\n");
    let lib_manifest = "[package]\nname = \"demo-lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[features]\ndefault = [\"loud\"]\nloud = []\n";
    let lib = "pub fn word() -> &'static str {\n    if cfg!(feature = \"loud\") { \"LOUD\" } else { \"quiet\" }\n}\n";
    let main = "fn main() {\n    print!(\"{}\", demo_lib::word());\n}\n";
    let files = [
        ("Cargo.toml", manifest.as_str()),
        ("src/main.rs", main),
        ("../demo-lib/Cargo.toml", lib_manifest),
        ("../demo-lib/src/lib.rs", lib),
    ];
    let bundle = try_bundle(&files, Options::default()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(run(&bundle, ""), word);
}

#[test]
fn a_library_named_like_what_a_glob_of_main_brings_in_does_not_hide_it() {
    // `use ttt_core::*;` brings `lines` in, and a glob's name comes before a crate's.
    let manifest = format!("{DEMO_MANIFEST}\n[lib]\nname = \"lines\"\n");
    let main = "use ttt_core::*;\n\nfn main() {\n    print!(\"{} {}\", lines::LINES.len(), demo_lib());\n}\n\nfn demo_lib() -> u8 {\n    ::lines::seven()\n}\n";
    let lib = "pub fn seven() -> u8 {\n    7\n}\n";
    let files = [("Cargo.toml", manifest.as_str()), ("src/main.rs", main), ("src/lib.rs", lib)];
    let bundle = try_bundle(&files, Options::default()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(run(&bundle, ""), "8 7");
}

#[test]
fn env_in_a_macro_body_keeps_the_workspace_value() {
    let lib = "macro_rules! named {\n    () => {\n        concat!(env!(\"CARGO_PKG_NAME\"), \" \", env!(\"CARGO_PKG_VERSION\"))\n    };\n}\n\npub fn run() -> String {\n    format!(\"{} {:?}\", named!(), option_env!(\"CARGO_PKG_NAME\"))\n}\n";
    let bundle = bundle_lib(lib);
    assert_eq!(run(&bundle, ""), "demo 0.3.1 Some(\"demo\")");
}

#[test]
fn include_str_in_a_macro_body_reads_beside_the_call() {
    // rustc reads the file beside the file of the outermost call.
    let lib = "macro_rules! table {\n    () => {\n        include_str!(\"table.txt\")\n    };\n}\n\nmod sub;\n\npub fn run() -> String {\n    format!(\"{}{}\", table!(), sub::run())\n}\n";
    let sub = "pub fn run() -> &'static str {\n    table!()\n}\n";
    let files = [("src/lib.rs", lib), ("src/sub.rs", sub), ("src/table.txt", "a\n")];
    let bundle = try_bundle(&files, Options::default()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(run(&bundle, ""), "a\na\n");
    // Calls from two folders read two files, which one bundle cannot write down.
    let nested = [
        ("src/lib.rs", lib),
        ("src/sub/mod.rs", sub),
        ("src/table.txt", "a\n"),
        ("src/sub/table.txt", "b\n"),
    ];
    let refusal = try_bundle(&nested, Options::default()).unwrap_err();
    assert!(
        refusal.contains("crates/demo/src/lib.rs:3:9: `include_str!` in a macro body takes its value where the macro is called, and its calls give different values"),
        "{refusal}"
    );
}

#[test]
fn package_variables_cargo_derives_from_the_package_folder_are_known() {
    // Cargo's `readme` defaults to the README file the package has; no `license-file` is "".
    let lib = "pub fn run() -> String {\n    format!(\"[{}] [{}] {:?}\", env!(\"CARGO_PKG_README\"), env!(\"CARGO_PKG_LICENSE_FILE\"), option_env!(\"CARGO_PKG_LICENSE_FILE\"))\n}\n";
    let files = [("src/lib.rs", lib), ("README.txt", "demo\n")];
    let bundle = try_bundle(&files, Options::default()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(run(&bundle, ""), "[README.txt] [] Some(\"\")");
}

#[rstest]
#[case::include(
    "include!(\"more.rs\");\npub fn run() -> u8 { 1 }\n",
    "crates/demo/src/lib.rs:1:1: `include!` pastes another file's code"
)]
#[case::environment(
    "pub fn run() -> &'static str {\n    env!(\"HOME\")\n}\n",
    "crates/demo/src/lib.rs:2:5: `env!(\"HOME\")` reads the build machine's environment"
)]
#[case::nightly_feature(
    "#![feature(never_type)]\npub fn run() -> u8 { 1 }\n",
    "crates/demo/src/lib.rs:1:1: `#![feature]` needs a nightly compiler"
)]
#[case::macro_use_of_a_crate(
    "#[macro_use]\nextern crate ttt_core;\npub fn run() -> u8 { 1 }\n",
    "crates/demo/src/lib.rs:2:1: `#[macro_use] extern crate ttt_core;` makes its macros global"
)]
#[case::include_str_of_a_missing_file(
    "pub fn run() -> &'static str {\n    include_str!(\"table.txt\")\n}\n",
    "crates/demo/src/lib.rs:2:5: `include_str!(\"table.txt\")`: cannot read"
)]
fn what_cannot_be_carried_faithfully_is_refused_with_place_reason_and_fix(
    #[case] lib: &str,
    #[case] expected: &str,
) {
    let error = refusal(&[("src/lib.rs", lib)]);
    assert!(error.contains(expected), "{error}");
}

#[rstest]
#[case::a_crate_from_crates_io(
    "[dependencies]\nregex = \"1\"\n",
    "crates/demo/Cargo.toml:7: dependency `regex` is not a crate of this workspace"
)]
#[case::an_optional_dependency(
    "[dependencies]\nttt-core = { path = \"../ttt-core\", optional = true }\n",
    "optional dependency `ttt-core`"
)]
fn a_manifest_asking_for_what_a_judge_lacks_is_refused(#[case] tail: &str, #[case] expected: &str) {
    let manifest =
        format!("[package]\nname = \"demo\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n{tail}");
    let error = refusal(&[("Cargo.toml", &manifest), ("src/lib.rs", "pub fn run() -> u8 { 1 }\n")]);
    assert!(error.contains(expected), "{error}");
}

#[test]
fn another_edition_or_a_build_script_is_refused() {
    let manifest = DEMO_MANIFEST.replace("edition.workspace = true", "edition = \"2018\"");
    let error = refusal(&[("Cargo.toml", &manifest), ("src/lib.rs", "pub fn run() -> u8 { 1 }\n")]);
    assert!(error.contains("crates/demo/Cargo.toml:4: edition 2018 differs"), "{error}");
    let error =
        refusal(&[("build.rs", "fn main() {}\n"), ("src/lib.rs", "pub fn run() -> u8 { 1 }\n")]);
    assert!(error.contains("a build script cannot reach a judge"), "{error}");
}

#[test]
fn module_files_path_attributes_and_exported_macros_are_carried() {
    let files = [
        ("src/lib.rs", "#[macro_use]\nmod macros;\n#[path = \"numbers.rs\"]\nmod count;\npub mod deep;\n\npub fn run() -> u32 {\n    twice!(count::one()) + deep::inner::two()\n}\n"),
        ("src/macros.rs", "#[macro_export]\nmacro_rules! twice {\n    ($e:expr) => { $e * 2 };\n}\n"),
        ("src/numbers.rs", "pub fn one() -> u32 { 1 }\n"),
        ("src/deep.rs", "pub mod inner;\n"),
        ("src/deep/inner.rs", "pub fn two() -> u32 { crate::twice!(1) }\n"),
        ("src/main.rs", "use demo::twice;\n\nfn main() {\n    print!(\"{}\", twice!(demo::run()));\n}\n"),
    ];
    let bundle = try_bundle(&files, Options::default()).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(run(&bundle, ""), "8");
}

#[test]
fn a_diagnostic_about_a_bundle_line_names_the_crate_source() {
    let bundle = bundle_lib("pub fn run() -> u32 {\n    7\n}\n");
    let line = bundle.source.lines().position(|l| l.contains("pub fn run")).unwrap() + 1;
    let message = format!("error[E0000]: oops\n --> Main.rs:{line}:9\n");
    assert_eq!(
        bundle.annotate(&message, "Main.rs"),
        format!(
            "error[E0000]: oops\n --> Main.rs:{line}:9 (crates/demo/src/lib.rs:1:5, in fn run)\n"
        )
    );
}

#[test]
fn the_compact_layout_is_used_only_over_the_limit_and_answers_the_same() {
    let lib = "use ttt_core::board::Board;\n\npub fn run() -> String {\n    let board: Board = \"XO.......\".parse().unwrap();\n    format!(\"{} {}\", board.mark_count(), stringify!(a + b))\n}\n";
    let readable = bundle_lib(lib);
    assert_eq!(readable.layout, Layout::Readable);
    let limit = Options { size_limit: Some(readable.len() - 1), ..Options::default() };
    let compact = try_bundle(&[("src/lib.rs", lib)], limit).unwrap();
    assert_eq!(compact.layout, Layout::Compact);
    assert!(compact.len() * 4 < readable.len() * 3, "{} against {}", compact.len(), readable.len());
    assert_eq!(run(&readable, ""), "2 a + b");
    assert_eq!(run(&compact, ""), "2 a + b");
}

#[test]
fn bundling_twice_gives_the_same_bytes_under_a_header_naming_the_problem() {
    let workspace = Workspace::current();
    for problem in workspace.problems().unwrap() {
        let first = bundle::bundle(&workspace, &problem).unwrap();
        let second = bundle::bundle(&workspace, &problem).unwrap();
        assert_eq!(first.source, second.source, "{}", problem.name);
        let profile = Profile::load(&workspace, &problem).unwrap();
        let limit = profile.source_limit.unwrap_or(UNSTATED_SOURCE_WARNING);
        assert!(first.len() as u64 <= limit, "{} is {} bytes", problem.name, first.len());
        assert_eq!(first.layout, Layout::Readable, "{}", problem.name);
        let header = format!(
            "// {}: a single-file judge submission, generated by `cargo xtask bundle {}`",
            problem.name, problem.name
        );
        assert!(first.source.starts_with(&header), "{}", first.source);
        assert!(first.warnings.is_empty(), "{:?}", first.warnings);
    }
}

#[test]
fn boj17825_carries_no_tic_tac_toe_code() {
    let workspace = Workspace::current();
    let bundle = bundle::bundle(&workspace, &workspace.problem("boj17825").unwrap()).unwrap();
    assert_eq!(bundle.core_modules, ["judge"]);
    for tic_tac_toe in ["enum Mark", "struct Board", "has_line", "LINES", "mod lines", "mod rules"]
    {
        assert!(!bundle.source.contains(tic_tac_toe), "found `{tic_tac_toe}`");
    }
}

#[test]
fn tic_tac_toe_bundles_carry_the_modules_they_reach() {
    let workspace = Workspace::current();
    let bundle = bundle::bundle(&workspace, &workspace.problem("boj16571").unwrap()).unwrap();
    assert_eq!(
        bundle.core_modules,
        ["board", "judge", "lines", "notation", "perfect_play", "rules"]
    );
    for gone in ["#[cfg(test)]", "#[test]", "///", "//!", "fn best_moves", "fn reachable_from"] {
        assert!(!bundle.source.contains(gone), "`{gone}` in the bundle");
    }
}

#[test]
fn the_cf3c_bundle_answers_all_3_to_the_9_boards_like_its_binary() {
    let workspace = Workspace::current();
    let bundle = bundle::bundle(&workspace, &workspace.problem("cf3c").unwrap()).unwrap();
    let input: String = workspace_tests::reference::every_grid()
        .map(|grid| workspace_tests::reference::rows(&grid, "\n").replace('O', "0") + "\n")
        .collect();
    let binary =
        workspace_tests::run_with_input(&workspace_tests::release_binary("cf3c"), input.as_bytes());
    assert_eq!(binary.code, Some(0), "{}", binary.stderr);
    assert_eq!(binary.stdout.lines().count(), 19_683);
    assert_eq!(run(&bundle, &input), binary.stdout);
}

#[test]
fn self_in_a_method_whose_body_holds_an_impl_is_the_methods_own() {
    let lib = "use ttt_core::notation::Notation;\n\ntrait Named: Sized {\n    fn named(name: &str) -> Option<Self>;\n}\n\nimpl Named for Notation {\n    fn named(name: &str) -> Option<Self> {\n        struct Spelled(String);\n        impl Spelled {\n            fn of(name: &str) -> Self {\n                Spelled(name.trim().to_owned())\n            }\n        }\n        match Spelled::of(name).0.as_str() {\n            \"cf\" => Some(Self::CODEFORCES),\n            _ => None,\n        }\n    }\n}\n\npub fn run() -> String {\n    let notation = Notation::named(\" cf \").unwrap();\n    format!(\"{:?}\\n\", notation.parse(\"X0X\\n.0.\\n.X.\").unwrap().mark_count())\n}\n";
    let bundle = bundle_lib(lib);
    assert_eq!(run(&bundle, ""), "5\n");
}

#[test]
fn a_method_a_macro_names_by_a_fragment_is_kept() {
    // `$board.$method()`: the method's name is only in the call's arguments.
    let lib = "use ttt_core::board::Board;\n\nmacro_rules! apply {\n    ($board:expr, $method:ident) => {\n        $board.$method()\n    };\n}\n\npub fn run() -> String {\n    let board: Board = \"XX.\\nO..\\n...\".parse().unwrap();\n    format!(\"{}\\n\", apply!(board, swap_marks).mark_count())\n}\n";
    let bundle = bundle_lib(lib);
    assert!(bundle.source.contains("fn swap_marks"), "{}", bundle.source);
    assert_eq!(run(&bundle, ""), "3\n");
}

/// A panic hook that prints the panic's location, set where the walk cannot judge its closure.
#[rstest]
#[case::under_another_name(
    "use std::panic::set_hook as install;\n\npub fn run() -> String {\n    install(Box::new(|info| println!(\"at {}\", info.location().unwrap())));\n    String::new()\n}\n",
    "src/lib.rs:4:47: a panic hook that reads more"
)]
#[case::a_fn_in_a_macro_body(
    "fn hook(info: &std::panic::PanicInfo<'_>) {\n    println!(\"at {}\", info.location().unwrap());\n}\n\nmacro_rules! install {\n    () => {\n        std::panic::set_hook(Box::new(hook))\n    };\n}\n\npub fn run() -> String {\n    install!();\n    String::new()\n}\n",
    "src/lib.rs:7:21: a panic hook set inside a macro"
)]
#[case::a_closure_in_a_macro_body(
    "macro_rules! install {\n    () => {\n        std::panic::set_hook(Box::new(|info| println!(\"at {}\", info.location().unwrap())))\n    };\n}\n\npub fn run() -> String {\n    install!();\n    String::new()\n}\n",
    "src/lib.rs:3:21: a panic hook set inside a macro"
)]
#[case::set_hook_as_a_value(
    "pub fn run() -> String {\n    let f = std::panic::set_hook;\n    f(Box::new(|info| println!(\"at {}\", info.location().unwrap())));\n    String::new()\n}\n",
    "src/lib.rs:2:13: `set_hook` named other than as the function of a call"
)]
#[case::set_hook_handed_to_map(
    "pub fn run() -> String {\n    let hook: Box<dyn Fn(&std::panic::PanicInfo<'_>) + Sync + Send> = Box::new(|info| println!(\"{info}\"));\n    Some(hook).map(std::panic::set_hook);\n    String::new()\n}\n",
    "src/lib.rs:3:20: `set_hook` named other than"
)]
#[case::renamed_and_reexported(
    "mod m {\n    pub use std::panic::set_hook as install;\n}\n\npub fn run() -> String {\n    m::install(Box::new(|info| println!(\"at {}\", info.location().unwrap())));\n    String::new()\n}\n",
    "src/lib.rs:2:25: `set_hook` imported under another name"
)]
fn a_panic_hook_the_walk_cannot_judge_is_refused(#[case] lib: &str, #[case] expected: &str) {
    let error = refusal(&[("src/lib.rs", lib)]);
    assert!(error.contains(expected), "{error}");
}

#[rstest]
#[case::a_trait_impl("impl std::fmt::Display for W {\n            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {\n                write!(f, \"W{}\", self.0)\n            }\n        }", "format!(\"{} {}\\n\", w, w.name())", "W1 trait\n")]
#[case::an_inherent_impl_over_a_trait_method("impl W {\n            fn name(&self) -> String {\n                \"inherent\".to_owned()\n            }\n        }", "format!(\"{} {}\\n\", w.0, w.name())", "1 inherent\n")]
fn an_impl_in_the_body_of_a_method_never_called_is_carried(
    #[case] inner: &str,
    #[case] shown: &str,
    #[case] expected: &str,
) {
    let lib = format!("pub struct W(u32);\n\npub trait Named {{\n    fn name(&self) -> String {{\n        \"trait\".to_owned()\n    }}\n}}\n\nimpl Named for W {{}}\n\nimpl W {{\n    #[allow(dead_code)]\n    fn never_called(&self) {{\n        {inner}\n    }}\n\n    pub fn new() -> W {{\n        W(1)\n    }}\n}}\n\npub fn run() -> String {{\n    let w = W::new();\n    {shown}\n}}\n");
    assert_eq!(run(&bundle_lib(&lib), ""), expected);
}

#[test]
fn a_method_named_through_a_macro_that_forwards_to_another_is_kept() {
    let lib = "use ttt_core::board::Board;\n\nmacro_rules! call {\n    ($board:expr, $method:ident) => {\n        $board.$method()\n    };\n}\n\nmacro_rules! apply {\n    ($board:expr, $method:ident) => {\n        call!($board, $method)\n    };\n}\n\npub fn run() -> String {\n    let board: Board = \"XX.\\nO..\\n...\".parse().unwrap();\n    format!(\"{}\\n\", apply!(board, swap_marks).mark_count())\n}\n";
    assert_eq!(run(&bundle_lib(lib), ""), "3\n");
}

#[test]
fn a_crate_path_a_macro_body_hands_to_a_printing_macro_is_refused() {
    // `crate::X` in `outer!`'s body reads `crate::demo::X` in the bundle, and `show!` prints it.
    let lib = "pub const X: u32 = 1;\n\nmacro_rules! show {\n    ($e:expr) => {\n        format!(\"{} = {}\\n\", stringify!($e), $e)\n    };\n}\n\nmacro_rules! outer {\n    () => {\n        show!(crate::X)\n    };\n}\n\npub fn run() -> String {\n    outer!()\n}\n";
    let error = refusal(&[("src/lib.rs", lib)]);
    assert!(error.contains("src/lib.rs:11:15: `show!` prints its arguments as written"), "{error}");
}

/// Text a program prints as written, in which the bundle would write something else.
#[rstest]
#[case::a_built_in_handed_to_a_printing_macro(
    "macro_rules! show {\n    ($e:expr) => {\n        format!(\"{}\\n\", stringify!($e))\n    };\n}\n\npub fn run() -> String {\n    show!(line!())\n}\n",
    "src/lib.rs:8:11: `show!` prints its arguments as written"
)]
#[case::another_crates_path_in_an_assert(
    "pub fn run() -> String {\n    assert!(::ttt_core::board::Board::EMPTY.mark_count() == 0);\n    String::new()\n}\n",
    "src/lib.rs:2:13: `assert!` without a message prints its condition as written"
)]
#[case::assert_under_another_name(
    "use std::assert as check;\n\npub fn run() -> String {\n    check!(crate::LIMIT == 2);\n    String::new()\n}\n\npub const LIMIT: u32 = 2;\n",
    "src/lib.rs:1:10: `assert` imported under another name"
)]
fn what_a_program_prints_as_written_is_not_edited(#[case] lib: &str, #[case] expected: &str) {
    let error = refusal(&[("src/lib.rs", lib)]);
    assert!(error.contains(expected), "{error}");
}

#[test]
fn printed_text_the_bundle_leaves_as_it_is_is_carried() {
    // `stringify!` inside an assert is left as written; an unused macro is left out; the first
    // item of the file left out keeps the `use crate::ttt_core;` the bundle puts before it.
    let lib = "pub const UNUSED: u32 = 1;\n\nmacro_rules! show {\n    ($e:expr) => {\n        stringify!($e)\n    };\n}\n\n#[allow(unused_macros)]\nmacro_rules! unused {\n    () => {\n        show!(crate::UNUSED)\n    };\n}\n\npub fn run() -> String {\n    assert!(stringify!(line!()) == \"line!()\");\n    format!(\"{} {}\\n\", show!(1 + 1), ttt_core::board::Board::EMPTY.mark_count())\n}\n";
    assert_eq!(run(&bundle_lib(lib), ""), "1 + 1 0\n");
}

/// The fourth review's false passes, each now refused.
#[rstest]
#[case::a_raw_assert(
    "pub const X: u32 = 2;\npub fn run() -> String {\n    r#assert!(crate::X == 2);\n    String::new()\n}\n",
    "src/lib.rs:3:15: `assert!` without a message prints its condition"
)]
#[case::a_raw_stringify_of_a_printing_macro(
    "pub const X: u32 = 2;\nmacro_rules! show {\n    ($e:expr) => { r#stringify!($e) };\n}\npub fn run() -> String {\n    show!(crate::X).to_owned()\n}\n",
    "src/lib.rs:6:11: `show!` prints its arguments as written"
)]
#[case::a_message_that_may_be_empty(
    "pub const X: u32 = 2;\nmacro_rules! ensure {\n    ($c:expr, $($m:tt)*) => { assert!($c, $($m)*) };\n}\npub fn run() -> String {\n    ensure!(crate::X == 2,);\n    String::new()\n}\n",
    "src/lib.rs:6:13: `ensure!` prints its arguments as written"
)]
#[case::a_printed_dollar_crate(
    "pub const X: u32 = 2;\nmacro_rules! show {\n    ($($e:tt)*) => { stringify!($($e)*) };\n}\nmacro_rules! outer {\n    () => { show!($crate::X) };\n}\npub fn run() -> String {\n    outer!().to_owned()\n}\n",
    "src/lib.rs:6:20: `show!` prints its arguments as written"
)]
#[case::std_under_another_name(
    "use std as s;\n\npub fn run() -> String {\n    format!(\"{}\\n\", s::line!())\n}\n",
    "src/lib.rs:1:5: `std` imported under another name"
)]
#[case::option_env_under_another_name("use std::option_env as oe;\npub fn run() -> String {\n    format!(\"{:?}\\n\", oe!(\"CARGO_PKG_NAME\"))\n}\n", "src/lib.rs:1:10: `option_env` imported under another name")]
#[case::a_longer_std_path(
    "pub fn run() -> String {\n    format!(\"{}\\n\", core::prelude::v1::line!())\n}\n",
    "src/lib.rs:2:40: `core::prelude::v1::line!` through a longer path"
)]
fn text_the_bundle_would_print_otherwise_is_refused(#[case] lib: &str, #[case] expected: &str) {
    let error = refusal(&[("src/lib.rs", lib)]);
    assert!(error.contains(expected), "{error}");
}

#[test]
fn comments_in_printed_text_are_carried() {
    // A comment is a blank to `stringify!`: the bundle leaving it out changes nothing printed.
    let lib = "macro_rules! show {\n    ($e:expr) => { stringify!($e) };\n}\n\npub fn run() -> String {\n    assert!(1 + 1 == 2 /* sum */);\n    format!(\"{}\\n\", show!(1 + /* one */ 1))\n}\n";
    assert_eq!(run(&bundle_lib(lib), ""), "1 + 1\n");
}

#[test]
fn a_module_a_macro_path_starts_with_by_a_fragment_is_carried() {
    // `$m::f()` with `inner` in the call: the module is only named by the call.
    let lib = "mod inner {\n    pub fn f() -> u32 {\n        7\n    }\n}\n\nmacro_rules! call_in {\n    ($m:ident) => {\n        $m::f()\n    };\n}\n\npub fn run() -> String {\n    format!(\"{}\\n\", call_in!(inner))\n}\n";
    assert_eq!(run(&bundle_lib(lib), ""), "7\n");
}
