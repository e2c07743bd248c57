//! Judge binary for e09-ord-hash-ops.

use std::io::{self, Read};

use e09_ord_hash_ops::{pattern, summary};
use ttt_core::notation::parse_letters;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut patterns = Vec::new();
    for (number, line) in input.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let board = match parse_letters(line) {
            Ok(board) => board,
            Err(error) => {
                eprintln!("error: line {}: {error}", number + 1);
                std::process::exit(1);
            }
        };
        let p = pattern(board);
        println!("{}", p.to_string());
        patterns.push(p);
    }
    for line in summary(&patterns) {
        println!("{line}");
    }
}
