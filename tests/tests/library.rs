//! `ttt-core` as a library others depend on: its docs build without a single warning and it
//! packages for crates.io.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned()
}

/// Runs cargo in the workspace with its own target folder, so it waits for no other build.
fn cargo(args: &[&str], target: &str, rustdocflags: &str) -> (bool, String) {
    let tests_target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| "target".into(), PathBuf::from);
    let output = Command::new(env!("CARGO"))
        .args(args)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join(tests_target).join(target))
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

#[test]
fn the_crate_packages() {
    let args = ["package", "-p", "ttt-core", "--allow-dirty", "--offline"];
    let (ok, text) = cargo(&args, "library-package", "");
    assert!(ok, "{text}");
    assert!(text.contains("Packaged"), "{text}");
}
