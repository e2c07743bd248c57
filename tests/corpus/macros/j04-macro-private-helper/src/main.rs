//! j04-macro-private-helper: calls methods of impls a library's `macro_rules!` wrote for each
//! integer type; their bodies use private helpers of the library.
//!
//! Input: lines `<type> <value>` with type one of i8 i32 i64 u32 u64 usize. For each, print
//! `sqrt cbrt digitsum digits` (sqrt is `-` for a negative number).

use std::fmt::Display;
use std::io::{self, Read};
use std::process::exit;

use j03_int_macro_lib::IntRoot;

fn show<T: IntRoot + Display + Copy>(v: T) -> String {
    let sqrt = match v.isqrt() {
        Some(r) => r.to_string(),
        None => "-".to_string(),
    };
    format!("{} {} {} {}", sqrt, v.icbrt(), v.digit_sum(), v.digit_count())
}

fn answer(ty: &str, value: &str) -> Result<String, String> {
    macro_rules! parse_as {
        ($t:ty) => {
            value.parse::<$t>().map(show).map_err(|e| format!("`{}` as {}: {}", value, ty, e))
        };
    }
    match ty {
        "i8" => parse_as!(i8),
        "i32" => parse_as!(i32),
        "i64" => parse_as!(i64),
        "u32" => parse_as!(u32),
        "u64" => parse_as!(u64),
        "usize" => parse_as!(usize),
        _ => Err(format!("unknown type `{}`", ty)),
    }
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap_or_else(|_| {
        eprintln!("error: stdin is not UTF-8");
        exit(1)
    });
    for (n, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        if words.len() != 2 {
            eprintln!("error: line {}: want `<type> <value>`", n + 1);
            exit(1);
        }
        match answer(words[0], words[1]) {
            Ok(a) => println!("{}", a),
            Err(e) => {
                eprintln!("error: line {}: {}", n + 1, e);
                exit(2);
            }
        }
    }
}
