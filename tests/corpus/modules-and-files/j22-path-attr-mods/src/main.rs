//! j22-path-attr-mods: a problem crate whose modules are found every way a file can be:
//! - `#[path]` inside an inline module (`algo::z` is `src/algo/z_function.rs`);
//! - a plain child of an inline module (`algo::kmp` is `src/algo/kmp.rs`);
//! - `#[path]` leaving `src/` (`../shared/rolling_hash.rs`);
//! - `text/mod.rs` with a child `text/split.rs` that does `use super::*`;
//! - `strings.rs` with a child `strings/palindrome.rs`.
//!
//! Input: a pattern line and a text line (lowercase letters). Output: the positions of the
//! pattern in the text by KMP and by Z; the number of distinct substrings of the pattern's
//! length; the longest palindrome in the text; the words of the text split at vowels.

mod algo {
    #[path = "z_function.rs"]
    pub mod z;

    pub mod kmp;
}

#[path = "../shared/rolling_hash.rs"]
mod rolling_hash;

mod strings;
mod text;

use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).ok();
    let mut lines = input.lines();
    let (pattern, body) = match (lines.next(), lines.next()) {
        (Some(p), Some(t)) => (p.trim_end(), t.trim_end()),
        _ => {
            eprintln!("error: need a pattern line and a text line");
            std::process::exit(1);
        }
    };
    if let Err(e) = text::check(pattern).and_then(|_| text::check(body)) {
        eprintln!("error: {}", e);
        std::process::exit(1);
    }
    let by_kmp = algo::kmp::find_all(pattern.as_bytes(), body.as_bytes());
    let by_z = algo::z::find_all(pattern.as_bytes(), body.as_bytes());
    println!("kmp {:?}", by_kmp);
    println!("z {:?}", by_z);
    println!("distinct {}", rolling_hash::distinct_of_length(body.as_bytes(), pattern.len()));
    println!("palindrome {}", strings::palindrome::longest(body));
    println!("split {}", text::split::at_vowels(body).join(","));
}
