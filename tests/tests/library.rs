//! `ttt-core` as a library others depend on: its docs build without a single warning, it
//! packages for crates.io, and its folder copied out of the workspace builds and passes its tests
//! alone, the ignored ones too (proven once per change), with the workspace's edition, Rust
//! version, license and lints written in its own manifest.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned()
}

/// Runs cargo in the workspace with its own target folder, so it waits for no other build.
fn cargo(args: &[&str], target: &str, rustdocflags: &str) -> (bool, String) {
    let output = Command::new(env!("CARGO"))
        .args(args)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace_tests::copy::scratch(target))
        .env("RUSTDOCFLAGS", rustdocflags)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.success(), text)
}

#[test]
fn the_docs_build_with_warnings_denied() {
    let (ok, text) = cargo(&["doc", "-p", "ttt-core", "--no-deps"], "library-doc", "-D warnings");
    assert!(ok, "{text}");
}

/// The crate packages for crates.io. Packaging does not build the package again: the copied
/// folder's build below is that proof.
#[test]
fn the_crate_packages() {
    let args = ["package", "-p", "ttt-core", "--allow-dirty", "--offline", "--no-verify"];
    let (ok, text) = cargo(&args, "library-package", "");
    assert!(ok, "{text}");
    assert!(text.contains("Packaged"), "{text}");
}

/// The copy's folder, `<target>/standalone`, out of this workspace (the root manifest excludes
/// `target`): kept between runs so cargo stays warm.
fn standalone() -> PathBuf {
    workspace_tests::copy::scratch("standalone")
}

/// Its ignored tests too (the longest proofs of the library, which a plain `cargo test` of the
/// workspace leaves to this one), once per change of ttt-core or of the tests.
#[test]
fn the_folder_copied_out_of_the_workspace_builds_and_passes_its_tests_alone() {
    let source = workspace().join("crates/ttt-core");
    workspace_tests::prove_once("ttt-core-standalone", &[&source], || standalone_tests(&source));
}

fn standalone_tests(source: &Path) {
    let copy = standalone().join("ttt-core");
    workspace_tests::copy::sync_dir(source, &copy);
    let output = Command::new(env!("CARGO"))
        // Release: the crate's exhaustive unit tests are slow unoptimised.
        .args(["test", "--offline", "--quiet", "--release", "--lib", "--tests"])
        .args(["--", "--include-ignored"])
        .current_dir(&copy)
        .env("CARGO_TARGET_DIR", standalone().join("target"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{text}{}", String::from_utf8_lossy(&output.stdout));
    assert!(
        copy.join("Cargo.lock").is_file(),
        "cargo made no lock file of its own: it took the copy for part of a workspace"
    );
}

#[test]
fn its_manifest_says_what_the_workspace_says() {
    let root = std::fs::read_to_string(workspace().join("Cargo.toml")).unwrap();
    let own = std::fs::read_to_string(workspace().join("crates/ttt-core/Cargo.toml")).unwrap();
    for field in ["edition", "rust-version", "license"] {
        let line = root.lines().find(|line| line.starts_with(&format!("{field} ="))).unwrap();
        assert!(own.lines().any(|l| l == line), "`{line}` is not in ttt-core's Cargo.toml");
    }
    let lints = |text: &str, header: &str| -> Vec<String> {
        let start = text.find(header).unwrap_or_else(|| panic!("no `{header}`")) + header.len();
        let rest = &text[start..];
        let end = rest.find("\n[").unwrap_or(rest.len());
        rest[..end]
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(String::from)
            .collect()
    };
    for table in ["rust]", "clippy]"] {
        assert_eq!(
            lints(&own, &format!("[lints.{table}")),
            lints(&root, &format!("[workspace.lints.{table}")),
            "[lints.{table} of ttt-core against the workspace's"
        );
    }
}
