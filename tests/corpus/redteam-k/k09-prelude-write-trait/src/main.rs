//! k09-prelude-write-trait: writes with `writeln!` through the library prelude's glob, which
//! brings `std::io::Write` in a `pub use` that no identifier of the binary spells.
//!
//! Input: integers. Output: each squared, one a line.

use k07_macro_impls_lib::prelude::*;

fn main() {
    let mut input = String::new();
    stdin().read_to_string(&mut input).unwrap();
    let out = stdout();
    let mut out = BufWriter::new(out.lock());
    for word in input.split_whitespace() {
        if let Ok(v) = word.parse::<i64>() {
            writeln!(out, "{}", v.wrapping_mul(v)).unwrap();
        }
    }
}
