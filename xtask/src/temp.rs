//! A temporary folder removed on drop, for the judge-like compile and the clippy check.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};

/// An empty folder of its own under the system's temporary folder, removed with everything in
/// it when dropped.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// A new empty folder whose name starts with `xtask-<purpose>-`.
    ///
    /// # Errors
    /// When the folder cannot be created.
    pub fn new(purpose: &str) -> Result<TempDir> {
        // Process id, a counter and the clock keep names apart across threads and processes.
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let count = COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
        let name = format!("xtask-{purpose}-{}-{count}-{nanos}", std::process::id());
        let path = std::env::temp_dir().join(name);
        std::fs::create_dir(&path).with_context(|| format!("cannot create {}", path.display()))?;
        Ok(TempDir { path })
    }

    /// Where the folder is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // Nothing useful can be done about a folder that will not go away; it is in /tmp.
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
