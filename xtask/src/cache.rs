//! Results kept between runs in the system's temporary folder, named by a hash of everything
//! that made them, the toolchain included, so verify (and the tests that run it) need not
//! compile and lint a bundle again.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use anyhow::{Context as _, Result};

/// How many entries of one kind are kept, the oldest going first: the corpus test compiles two
/// bundles per crate (about 340 programs) besides verify's, and a warm run must compile none.
const KEPT: usize = 800;

/// This machine's rustc, as `rustc -vV` describes it: part of every key.
fn toolchain() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let stdout = Command::new(rustc).arg("-vV").output().map(|output| output.stdout);
        String::from_utf8_lossy(&stdout.unwrap_or_default()).into_owned()
    })
}

/// The folder for the result of `kind` made from `parts`.
#[derive(Debug)]
pub struct Entry {
    dir: PathBuf,
}

impl Entry {
    /// The entry for `parts`, under `<temp>/xtask-cache/<kind>/`.
    pub fn new(kind: &str, parts: &[&[u8]]) -> Entry {
        let mut hasher = DefaultHasher::new();
        toolchain().hash(&mut hasher);
        parts.iter().for_each(|part| part.hash(&mut hasher));
        let name = format!("{:016x}", hasher.finish());
        Entry { dir: std::env::temp_dir().join("xtask-cache").join(kind).join(name) }
    }

    /// The kept file `name`, when this entry was made before.
    pub fn get(&self, name: &str) -> Option<PathBuf> {
        let path = self.dir.join(name);
        let found = self.dir.join(".done").is_file() && path.is_file();
        // Used now: what another thread or process makes room for next goes before it.
        let now = std::time::SystemTime::now();
        let _ = found.then(|| std::fs::File::open(&self.dir).and_then(|dir| dir.set_modified(now)));
        found.then_some(path)
    }

    /// Keeps `files` (name and bytes) as this entry's.
    ///
    /// # Errors
    /// When the cache folder cannot be written.
    pub fn put<N: AsRef<str>>(&self, files: &[(N, &[u8])]) -> Result<()> {
        let parent = self.dir.parent().context("a cache entry has a parent")?;
        std::fs::create_dir_all(parent)?;
        prune(parent);
        // Made beside, then renamed: another process never sees half an entry.
        let (process, thread) = (std::process::id(), std::thread::current().id());
        let making = parent.join(format!(".making-{process}-{thread:?}"));
        let _ = std::fs::remove_dir_all(&making);
        std::fs::create_dir_all(&making)?;
        for (name, bytes) in files {
            let path = making.join(name.as_ref());
            std::fs::write(&path, bytes)?;
            // A kept file may be a program (a compiled bundle) to run.
            #[cfg(unix)]
            std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o755))?;
        }
        std::fs::write(making.join(".done"), "")?;
        // An entry is put only where none could be read, so one already there (an older xtask's,
        // say) gives way. A reader meanwhile finds no entry, or a whole one.
        if std::fs::rename(&making, &self.dir).is_err() {
            let _ = std::fs::remove_dir_all(&self.dir);
            let _ = std::fs::rename(&making, &self.dir);
            let _ = std::fs::remove_dir_all(&making);
        }
        Ok(())
    }
}

/// Removes the least recently used entries of a kind beyond [`KEPT`].
fn prune(kind: &Path) {
    let Ok(entries) = std::fs::read_dir(kind) else { return };
    let mut entries: Vec<_> = (entries.flatten())
        .filter_map(|entry| Some((entry.metadata().ok()?.modified().ok()?, entry.path())))
        .collect();
    entries.sort();
    for (_, path) in &entries[..entries.len().saturating_sub(KEPT)] {
        let _ = std::fs::remove_dir_all(path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_gives_back_what_was_kept_under_the_same_parts_only() {
        let nonce = format!("{:?}", std::time::SystemTime::now());
        let entry = Entry::new("test", &[b"a", nonce.as_bytes()]);
        assert_eq!(entry.get("file"), None);
        entry.put(&[("file", b"kept".as_slice())]).unwrap();
        let again = Entry::new("test", &[b"a", nonce.as_bytes()]);
        let kept = again.get("file").unwrap();
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "kept");
        assert_eq!(Entry::new("test", &[b"b", nonce.as_bytes()]).get("file"), None);
        // An entry put again is replaced: its kept text may be one this xtask does not read.
        again.put(&[("file", b"new".as_slice())]).unwrap();
        assert_eq!(std::fs::read_to_string(again.get("file").unwrap()).unwrap(), "new");
        again.put(&[("other", b"kept".as_slice())]).unwrap();
        assert!(again.get("other").is_some(), "an entry of older files is replaced");
    }

    #[test]
    fn an_entry_read_is_used_now_so_it_is_removed_last() {
        let nonce = format!("{:?}", std::time::SystemTime::now());
        let entry = Entry::new("test", &[b"used", nonce.as_bytes()]);
        entry.put(&[("file", b"kept".as_slice())]).unwrap();
        let long_ago = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1000);
        std::fs::File::open(&entry.dir).unwrap().set_modified(long_ago).unwrap();
        assert!(entry.get("file").is_some());
        let modified = std::fs::metadata(&entry.dir).unwrap().modified().unwrap();
        assert!(modified.elapsed().unwrap() < std::time::Duration::from_secs(60));
    }
}
