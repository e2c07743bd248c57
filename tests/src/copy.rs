//! Copies of this workspace kept under the target folder for tests that run cargo in them: a
//! copy is updated file by file, so its paths and unchanged files stay as they were and cargo
//! stays warm from one test run to the next.

use std::path::{Path, PathBuf};

/// This workspace's root folder.
pub fn this_workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned()
}

/// The target folder this test program was built in, an absolute path, wherever
/// `CARGO_TARGET_DIR` (absolute or relative to where cargo ran) or the config put it: the
/// folder above the program that holds cargo's `CACHEDIR.TAG`.
///
/// # Panics
/// When no folder above the program holds one: it was not built by cargo.
pub fn target_dir() -> PathBuf {
    static TARGET: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    TARGET
        .get_or_init(|| {
            let program = std::env::current_exe().expect("the test program has a path");
            let found = program.ancestors().find(|dir| dir.join("CACHEDIR.TAG").is_file());
            let found = found.unwrap_or_else(|| {
                panic!("no target folder (with CACHEDIR.TAG) above {}", program.display())
            });
            found.to_owned()
        })
        .clone()
}

/// `<target>/<name>`, an absolute path, for a test's scratch work.
pub fn scratch(name: &str) -> PathBuf {
    target_dir().join(name)
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

/// The packages a [`KeptCopy`] holds, with their path dependencies: the shared library, the
/// proof harness, and the problems `cargo xtask bench` measures, which the scaffolding tests
/// run it on. The workspace's other problems are the user's, proven by its own tests.
pub const KEPT: [&str; 6] =
    ["ttt-core", "proof", "boj7682", "boj16571", "prog-solo-ttt", "boj17825"];

/// A copy of this workspace's [`KEPT`] packages and every path dependency they have (from
/// `cargo metadata`), kept in `<target>/<name>/ws` for a test that runs cargo in it, building
/// in `<target>/<name>/target`: its own workspace (members `crates/*` and the packages
/// elsewhere), with the root manifest's settings, lock file, `.cargo`, `rustfmt.toml` and the
/// samples of its problems. A library of the user's, in `crates/` or outside, goes with a
/// problem that depends on it. Sharing this workspace's target folder itself would leave a
/// second `ttt-core` library beside this one's, and rustdoc then cannot tell which one the
/// doctests mean.
#[derive(Debug)]
pub struct KeptCopy {
    /// The copy.
    pub workspace: xtask::problems::Workspace,
    /// The folder it builds in, an absolute path, as cargo runs in the copy.
    pub target: PathBuf,
    /// What the copy was made from, in this workspace (but the lock file, which any new
    /// problem changes): a proof over the copy holds until one of them changes.
    pub sources: Vec<PathBuf>,
}

impl KeptCopy {
    /// The copy `name`, brought up to date with this workspace: what a test added to it last
    /// time is gone.
    pub fn new(name: &str) -> KeptCopy {
        KeptCopy::in_folder(&scratch(name))
    }

    /// The copy in `dir` (`dir/ws`, building in `dir/target`), brought up to date.
    ///
    /// # Panics
    /// When this workspace's model cannot be loaded or lacks a [`KEPT`] package.
    pub fn in_folder(dir: &Path) -> KeptCopy {
        let here = xtask::problems::Workspace::current();
        let model = here.model().unwrap();
        let root = PathBuf::from(model.metadata.workspace_root.clone());
        let packages = kept_packages(&model.metadata);
        // Packages outside the workspace keep their place beside it: the copy is of the folder
        // above them all.
        let mut above = root.clone();
        while let Some(outside) = packages.iter().find(|(_, dir)| !dir.starts_with(&above)) {
            above = above.parent().unwrap_or_else(|| panic!("{}", outside.1.display())).to_owned();
        }
        let copy_root = dir.join("ws").join(root.strip_prefix(&above).unwrap());
        let mut members = vec!["crates/*".to_owned()];
        let mut wanted: Vec<PathBuf> = Vec::new();
        for (_, package) in &packages {
            let inside = package.strip_prefix(&root).ok().map(Path::to_owned);
            if let Some(relative) = inside.filter(|relative| !relative.starts_with("crates")) {
                members.push(relative.display().to_string());
            }
            wanted.push(package.clone());
        }
        for file in ["Cargo.lock", "rustfmt.toml", ".cargo"] {
            wanted.push(root.join(file));
        }
        let names: Vec<&str> = packages.iter().map(|(name, _)| name.as_str()).collect();
        let problems = model.problems.iter().filter(|p| names.contains(&p.package.as_str()));
        wanted.extend(problems.map(|problem| root.join("samples").join(&problem.name)));
        wanted.retain(|path| path.exists());
        for from in &wanted {
            let to = dir.join("ws").join(from.strip_prefix(&above).unwrap());
            if from.is_dir() {
                sync_dir(from, &to);
            } else {
                sync_file(&to, &std::fs::read(from).unwrap());
            }
        }
        let quoted: Vec<String> = members.iter().map(|member| format!("{member:?}")).collect();
        let manifest = manifest_with_members(&format!("[{}]", quoted.join(", ")));
        sync_file(&copy_root.join("Cargo.toml"), manifest.as_bytes());
        let mut kept: Vec<PathBuf> =
            wanted.iter().map(|path| path.strip_prefix(&above).unwrap().to_owned()).collect();
        kept.push(copy_root.join("Cargo.toml").strip_prefix(dir.join("ws")).unwrap().to_owned());
        remove_the_rest(&dir.join("ws"), Path::new(""), &kept);
        let mut sources = wanted;
        sources.retain(|path| !path.ends_with("Cargo.lock"));
        sources.push(root.join("Cargo.toml"));
        KeptCopy {
            workspace: xtask::problems::Workspace::at(copy_root),
            target: dir.join("target"),
            sources,
        }
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

/// The [`KEPT`] packages and every package they reach by path, each name and folder.
fn kept_packages(metadata: &cargo_metadata::Metadata) -> Vec<(String, PathBuf)> {
    let folder = |package: &cargo_metadata::Package| {
        PathBuf::from(package.manifest_path.parent().unwrap().to_owned())
    };
    let mut kept: Vec<(String, PathBuf)> = Vec::new();
    let mut next: Vec<PathBuf> = Vec::new();
    for name in KEPT {
        let package = metadata.packages.iter().find(|p| p.name.as_str() == name);
        let package = package.unwrap_or_else(|| panic!("no package {name} in the workspace"));
        next.push(folder(package));
    }
    while let Some(dir) = next.pop() {
        if kept.iter().any(|(_, kept)| *kept == dir) {
            continue;
        }
        let package = metadata.packages.iter().find(|p| folder(p) == dir).unwrap();
        next.extend(package.dependencies.iter().filter_map(|d| d.path.clone().map(PathBuf::from)));
        kept.push((package.name.to_string(), dir));
    }
    kept.sort();
    kept
}

/// Removes from `dir` (at `relative` in the copy) every file and folder that is neither one of
/// `kept` nor holds one.
fn remove_the_rest(dir: &Path, relative: &Path, kept: &[PathBuf]) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let path = relative.join(entry.file_name());
        if kept.contains(&path) {
            continue;
        }
        if kept.iter().any(|kept| kept.starts_with(&path)) {
            remove_the_rest(&entry.path(), &path, kept);
        } else if entry.file_type().unwrap().is_dir() {
            std::fs::remove_dir_all(entry.path()).unwrap();
        } else {
            std::fs::remove_file(entry.path()).unwrap();
        }
    }
}
