//! Wording shared by the library and the binary, which both declare `mod common;` on this file.

/// `n` and the word, made plural when `n` is not 1.
pub fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}
