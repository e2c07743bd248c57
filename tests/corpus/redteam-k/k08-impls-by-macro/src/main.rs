//! k08-impls-by-macro: calls `chmin`/`chmax` on `i64`, whose impls a library macro wrote in a
//! module nothing names.
//!
//! Input: integers. Output: their minimum and maximum, and how often each improved.

use std::io::{self, Read};

use k07_macro_impls_lib::ord_ext::ChMinMax;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut low = i64::MAX;
    let mut high = i64::MIN;
    let (mut lows, mut highs) = (0, 0);
    for word in input.split_whitespace() {
        let Ok(v) = word.parse::<i64>() else { continue };
        if low.chmin(v) {
            lows += 1;
        }
        if high.chmax(v) {
            highs += 1;
        }
    }
    if lows == 0 {
        println!("none");
    } else {
        println!("{} {} {} {}", low, high, lows, highs);
    }
}
