//! Judge binary for b01-macro-crate-paths: reads `n` boards and prints their threats through
//! the library's exported `emit!` macro.

use std::io::{self, Read, Write};

use b01_macro_crate_paths::output::Out;
use b01_macro_crate_paths::{emit, threat_counts, threats, Board};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is not UTF-8");
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().expect("missing n").parse().expect("n is not a number");
    let mut out = Out::default();
    for case in 1..=n {
        let token = tokens.next().unwrap_or_else(|| panic!("missing board {case} of {n}"));
        let board: Board = token.parse().unwrap();
        let (x, o) = threat_counts(board);
        let mut line = format!("{x} {o}");
        for (mark, name) in threats(board) {
            line += &format!(" {mark}@{name}");
        }
        b01_macro_crate_paths::emit!(out, "{}", line);
    }
    if n == 0 {
        emit!(out, "no boards");
    }
    io::stdout().write_all(out.as_str().as_bytes()).unwrap();
}
