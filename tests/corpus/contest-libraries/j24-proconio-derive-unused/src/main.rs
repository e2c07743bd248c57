//! j24-proconio-derive-unused: proconio's `input!` with the `derive` feature on, as AtCoder's
//! template turns it on, and none of its procedural macros named: the bundle needs none.
//!
//! Input: `n`, then `n` pairs `name score`. Output: the names by score, highest first.

use proconio::input;
use proconio::marker::Chars;

fn main() {
    input! {
        n: usize,
        entries: [(Chars, i64); n],
    }
    let mut entries = entries;
    entries.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    for (name, score) in entries {
        println!("{} {score}", name.into_iter().collect::<String>());
    }
}
