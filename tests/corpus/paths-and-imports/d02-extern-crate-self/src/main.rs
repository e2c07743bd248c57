//! Judge binary for d02-extern-crate-self: one line per board of stdin, the opening's name.

use std::io::{self, BufRead, Write};

use tictac::board;

fn main() {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    let corner = board!("X.. ... ...");
    for line in stdin.lock().lines() {
        let line = line.expect("stdin is UTF-8");
        let letters = line.trim();
        if letters.is_empty() {
            continue;
        }
        let rows = format!("{} {} {}", &letters[..3.min(letters.len())], letters.get(3..6).unwrap_or(""), letters.get(6..).unwrap_or(""));
        let board = tictac::letters(&rows);
        if tictac::book::is_start(board) {
            writeln!(out, "start").unwrap();
            continue;
        }
        let name = tictac::name_of(board).unwrap_or("-");
        let note = if ttt_core::symmetry::canonical(board) == ttt_core::symmetry::canonical(corner) { " (corner)" } else { "" };
        writeln!(out, "{name}{note}").unwrap();
    }
}
