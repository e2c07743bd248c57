//! k03-env-macro-caller: prints the library's `banner!()`, whose `env!("CARGO_PKG_NAME")` is
//! expanded in this crate's compile: the binary prints its own package name.
//!
//! Input: lines of integers. Output: the banner, then the total of all lines.

use std::io::{self, Read};

use k01_call_site_lib::banner;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let total: i64 = input.lines().map(k01_call_site_lib::line_sum).sum();
    println!("{}", banner!());
    println!("{}", total);
}
