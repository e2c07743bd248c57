//! Judge binary for k01-impl-callee-by-autoderef: each line of stdin labelled.

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (labels, count) = k01_impl_callee_by_autoderef::labels(&input);
    for label in labels {
        println!("{label}");
    }
    println!("{} lines", count.0);
}
