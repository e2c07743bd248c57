//! String helpers (`strings.rs`, a non-`mod.rs` file with a child in `strings/`).

pub mod palindrome;

/// Whether `s` reads the same backwards.
pub(crate) fn is_palindrome(s: &[u8]) -> bool {
    s.iter().eq(s.iter().rev())
}
