//! Copies of this workspace kept under the target folder for tests that run cargo in them: a
//! copy is updated file by file, so its paths and unchanged files stay as they were and cargo
//! stays warm from one test run to the next.

use std::path::{Path, PathBuf};

/// This workspace's root folder.
pub fn this_workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned()
}

/// `<target>/<name>`, an absolute path, for a test's scratch work.
pub fn scratch(name: &str) -> PathBuf {
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| "target".into(), PathBuf::from);
    this_workspace().join(target).join(name)
}

/// Writes `bytes` to `path` unless it already holds them, so cargo sees no change.
pub fn sync_file(path: &Path, bytes: &[u8]) {
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
}

/// Makes `to` a copy of `from`, touching only what differs, leaving out `target` folders and
/// snapshots waiting for review.
pub fn sync_dir(from: &Path, to: &Path) {
    let skipped = |name: &str| {
        name == "target" || name.ends_with(".snap.new") || name.ends_with(".pending-snap")
    };
    std::fs::create_dir_all(to).unwrap();
    let mut wanted = Vec::new();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if skipped(&name.to_string_lossy()) {
            continue;
        }
        wanted.push(name.clone());
        if entry.file_type().unwrap().is_dir() {
            sync_dir(&entry.path(), &to.join(&name));
        } else {
            sync_file(&to.join(&name), &std::fs::read(entry.path()).unwrap());
        }
    }
    for entry in std::fs::read_dir(to).unwrap() {
        let entry = entry.unwrap();
        if !wanted.contains(&entry.file_name()) {
            let path = entry.path();
            if path.is_dir() {
                std::fs::remove_dir_all(path).unwrap();
            } else {
                std::fs::remove_file(path).unwrap();
            }
        }
    }
}

/// This workspace's root manifest with its `members` line replaced.
pub fn manifest_with_members(members: &str) -> String {
    let manifest = std::fs::read_to_string(this_workspace().join("Cargo.toml")).unwrap();
    let replaced: String = manifest
        .lines()
        .map(|line| {
            if line.starts_with("members") {
                format!("members = {members}\n")
            } else {
                format!("{line}\n")
            }
        })
        .collect();
    assert!(replaced.contains(&format!("members = {members}")), "no members line in Cargo.toml");
    replaced
}
