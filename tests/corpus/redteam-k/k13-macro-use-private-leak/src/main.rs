//! k13-macro-use-private-leak: `#[macro_use] extern crate` brings a library's exported `show!`
//! only; this crate's `debug_assert!` is std's, off in a release build, not the library's
//! private one that asserts.
//!
//! Input: integers. Output: each halved (rounded down) and shown.

#[macro_use]
extern crate k10_macro_use_lib_a;

use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_whitespace() {
        let Ok(v) = word.parse::<i64>() else { continue };
        debug_assert!(v >= 0, "negative");
        let even = v - v.rem_euclid(2);
        println!("{} {}", show!(k10_macro_use_lib_a::half(even)), v);
    }
}
