//! Judge binary for b03-trait-objects: one report line per board line of stdin.

use std::io::{self, BufRead, BufWriter, Write};

use b03_trait_objects::{join, report, Describe};
use ttt_core::notation::board_from_letters;

fn main() {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for (number, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin is not UTF-8");
        let letters = line.trim();
        if letters.is_empty() {
            continue;
        }
        let board = <&[u8; 9]>::try_from(letters.as_bytes()).ok().and_then(board_from_letters);
        let Some(board) = board else {
            out.flush().unwrap();
            eprintln!("line {}: expected nine letters `X`, `O` or `.`, found `{letters}`", number + 1);
            std::process::exit(3);
        };
        let parts = report(board);
        let parts: Vec<&dyn Describe> = parts.iter().map(|part| part as &dyn Describe).collect();
        writeln!(out, "{}", join(&parts)).unwrap();
    }
}
