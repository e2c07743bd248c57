//! k05-inherent-beside-deref: calls `first()`/`last()` on a library type it never names.
//! The library's own inherent methods (in a module nothing names) answer; without them the
//! slice's `first`/`last`, reached by `Deref`, would answer differently.
//!
//! Input: `k` then integers. Output: the front and back of the values rotated left by `k`.

use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<i64>());
    let k = match words.next() {
        Some(Ok(k)) if k >= 0 => k as usize,
        _ => {
            println!("bad k");
            std::process::exit(1);
        }
    };
    let values: Vec<i64> = words.filter_map(Result::ok).collect();
    let ring = k04_split_impls_lib::ring::rotated(values, k);
    match (ring.first(), ring.last()) {
        (Some(a), Some(b)) => println!("{} {} of {}", a, b, ring.len()),
        _ => println!("empty"),
    }
}
