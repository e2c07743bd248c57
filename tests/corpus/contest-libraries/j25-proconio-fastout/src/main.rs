//! j25-proconio-fastout: `#[proconio::fastout]`, a procedural macro, which no single file can
//! bring: refused, at the place the program names it.
//!
//! Input: `n`, then `n` integers. Output: each doubled, one a line.

use proconio::input;

#[proconio::fastout]
fn main() {
    input! {
        n: usize,
        values: [i64; n],
    }
    for value in values {
        println!("{}", value * 2);
    }
}
