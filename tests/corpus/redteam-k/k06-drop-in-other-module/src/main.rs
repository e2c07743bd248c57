//! k06-drop-in-other-module: writes through the library's buffered output, whose `Drop` (in a
//! module nothing names) prints it; the binary never names the type.
//!
//! Input: integers. Output: each doubled, one a line, then their count.

use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = k04_split_impls_lib::out::out();
    let mut count = 0;
    for word in input.split_whitespace() {
        if let Ok(v) = word.parse::<i64>() {
            out.line(v.wrapping_mul(2));
            count += 1;
        }
    }
    out.line(count);
}
