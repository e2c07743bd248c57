//! k02-cfg-macro-caller: turns on the library's `verbose` feature, has none of its own, and
//! calls the library's `report!`, whose `cfg!(feature = "verbose")` is decided in this crate's
//! compile (false): the binary prints bare sums.
//!
//! Input: lines of integers. Output: each line's sum.

use std::io::{self, Read};

use k01_call_site_lib::{line_sum, report};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    for (index, line) in input.lines().enumerate() {
        report!(format!("line {}", index + 1), line_sum(line));
    }
}
