//! Splitting at vowels.

use super::*;

/// The runs of non-vowels of `s` (empty runs left out).
pub fn at_vowels(s: &str) -> Vec<&str> {
    s.split(|c: char| VOWELS.contains(&(c as u8))).filter(|w| !w.is_empty()).collect()
}
