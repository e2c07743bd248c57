//! Judge binary for b18-feature-format: the symmetry classes of the boards of stdin.

use std::io::{self, Read, Write};

use b18_feature_format::{classify, format};
use ttt_core::board::Board;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    let n: usize = tokens.next().expect("missing n").parse().expect("n is not a number");
    let boards: Vec<Board> = (0..n)
        .map(|i| tokens.next().unwrap_or_else(|| panic!("missing board {}", i + 1)).parse().unwrap())
        .collect();
    let (count, classified) = classify(&boards);
    io::stdout().write_all(format::render(count, &classified).as_bytes()).unwrap();
}
