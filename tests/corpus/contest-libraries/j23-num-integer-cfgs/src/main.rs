//! j23-num-integer-cfgs: gcd, lcm and integer square roots with num-integer, and floats sorted
//! by num-traits' `TotalOrder`, which num-traits' build script turns on by a cfg
//! (`has_total_cmp`) that Cargo reports.
//!
//! Input: integers, then `|`, then floats. Output: for each pair of integers its gcd, lcm and
//! the integer square root of their product; then the floats in total order.

use std::io::Read;

use num_integer::{Integer, Roots};
use num_traits::float::TotalOrder;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (integers, floats) = input.split_once('|').unwrap_or((&input, ""));
    let integers: Vec<i64> = integers.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    for pair in integers.chunks(2) {
        if let [a, b] = pair {
            let product = (a.abs() as u64).saturating_mul(b.abs() as u64);
            println!("{} {} {}", a.gcd(b), a.checked_mul(*b).map_or(0, |_| a.lcm(b)), product.sqrt());
        }
    }
    let mut floats: Vec<f64> = floats.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    floats.sort_by(|a, b| a.total_cmp(b));
    println!("{floats:?}");
}
