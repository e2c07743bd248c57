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
    sync_dir_with(from, to, &|_, bytes| bytes);
}

/// [`sync_dir`], each file's bytes as `edit` makes them of its path in `to` and its bytes.
pub fn sync_dir_with(from: &Path, to: &Path, edit: &dyn Fn(&Path, Vec<u8>) -> Vec<u8>) {
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
            sync_dir_with(&entry.path(), &to.join(&name), edit);
        } else {
            let path = to.join(&name);
            sync_file(&path, &edit(&path, std::fs::read(entry.path()).unwrap()));
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

/// What a copy of the workspace holds: everything cargo and the xtask read, no `target/`, no
/// `.git`, no pending snapshots.
pub const COPIED: [&str; 8] =
    ["Cargo.toml", "Cargo.lock", "rustfmt.toml", ".cargo", "crates", "samples", "tests", "xtask"];

/// A copy of this workspace kept in `<target>/<name>/ws` for a test that runs cargo in it,
/// building in `<target>/<name>/target`. Its members are the problems and their proof harness:
/// `cargo test --workspace` there runs what proves the problems, not this workspace's own
/// machinery a second time. Sharing this workspace's target folder itself would leave a second
/// `ttt-core` library beside this one's, and rustdoc then cannot tell which one the doctests
/// mean.
#[derive(Debug)]
pub struct KeptCopy {
    /// The copy.
    pub workspace: xtask::problems::Workspace,
    /// The folder it builds in, an absolute path, as cargo runs in the copy.
    pub target: PathBuf,
}

impl KeptCopy {
    /// The copy `name`, brought up to date with this workspace: what a test added to it last
    /// time is gone. Call it before pointing `CARGO_TARGET_DIR` at [`KeptCopy::target`], as
    /// its folder is found from this workspace's target folder.
    pub fn new(name: &str) -> KeptCopy {
        let dir = scratch(name);
        let root = dir.join("ws");
        for entry in COPIED {
            let from = this_workspace().join(entry);
            if from.is_dir() {
                sync_dir(&from, &root.join(entry));
            } else if entry != "Cargo.toml" {
                sync_file(&root.join(entry), &std::fs::read(&from).unwrap());
            }
        }
        sync_file(
            &root.join("Cargo.toml"),
            manifest_with_members("[\"crates/*\", \"tests/proof\"]").as_bytes(),
        );
        KeptCopy { workspace: xtask::problems::Workspace::at(root), target: dir.join("target") }
    }

    /// Runs cargo with `args` in the copy: whether it succeeded, and stdout and stderr
    /// together.
    pub fn cargo(&self, args: &[&str]) -> (bool, String) {
        let output = std::process::Command::new(env!("CARGO"))
            .args(args)
            .current_dir(&self.workspace.root)
            .env("CARGO_TARGET_DIR", &self.target)
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        (output.status.success(), text)
    }
}
