//! Recomputes `tests/data/boj17825-digest.txt` from the reference: the memoised plain search of
//! `workspace_tests::dice_yut` answers all 5^10 rolls, and the digest of every group goes to
//! stdout.
//!
//! ```text
//! cargo run --release -p workspace-tests --example boj17825_digest > tests/data/boj17825-digest.txt
//! ```
//!
//! It shares nothing with the `boj17825` crate, so the pinned digest is the reference's word,
//! not the solver's. It takes about a minute and a few GiB of memory for the memo.

use std::io::Write;
use std::time::Instant;

use workspace_tests::dice_yut::{
    digest_file, roll, GroupDigest, Memo, GROUP_COUNT, GROUP_SIZE, ROLL_COUNT,
};

fn main() {
    let started = Instant::now();
    let mut memo = Memo::new();
    let groups: Vec<GroupDigest> = (0..GROUP_COUNT)
        .map(|group| {
            let first = group * GROUP_SIZE;
            let answers: Vec<u32> =
                (first..first + GROUP_SIZE).map(|index| memo.best(&roll(index))).collect();
            GroupDigest::new(group, answers)
        })
        .collect();
    std::io::stdout().write_all(digest_file(&groups).as_bytes()).expect("stdout is writable");
    eprintln!(
        "boj17825_digest: {ROLL_COUNT} rolls in {} groups by the reference in {:.1}s",
        groups.len(),
        started.elapsed().as_secs_f64()
    );
}
