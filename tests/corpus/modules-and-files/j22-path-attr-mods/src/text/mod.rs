//! Input text checks (`text/mod.rs`) and splitting (`text/split.rs`).

pub mod split;

/// The letters a word is split at.
pub(crate) const VOWELS: &[u8] = b"aeiou";

/// Whether `s` is a non-empty string of lowercase letters.
pub fn check(s: &str) -> Result<(), String> {
    if s.is_empty() {
        return Err("empty line".to_string());
    }
    match s.bytes().position(|b| !b.is_ascii_lowercase()) {
        Some(i) => Err(format!("`{}` has a non-lowercase byte at {}", s, i + 1)),
        None => Ok(()),
    }
}
