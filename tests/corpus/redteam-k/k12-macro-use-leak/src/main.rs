//! k12-macro-use-leak: `#[macro_use] extern crate` of one library, and `show!` imported by
//! name from another: the import wins over the macro_use prelude.
//!
//! Input: integers. Output: each halved (rounded down) and shown.

#[macro_use]
extern crate k10_macro_use_lib_a;

use std::io::{self, Read};

use k11_macro_use_lib_b::show;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_whitespace() {
        let Ok(v) = word.parse::<i64>() else { continue };
        let even = v - v.rem_euclid(2);
        println!("{} {}", show!(k10_macro_use_lib_a::half(even)), v);
    }
}
