//! l05-docroot-baekjoon: for each line of the input, a 3x3 board as 9 of `X`, `O`, `.`, who holds a line
//! (`X`, `O`, `both`, `none`), with a library whose root says `#![doc(html_root_url = ..)]`,
//! `#![no_std]`, `#![cfg_attr(docsrs, ..)]`, lint levels and `#![recursion_limit]`, for Baekjoon's Rust 2021 (rustc 1.73).

use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (number, line) in stdin.lock().split(b'\n').enumerate() {
        let line = line.unwrap();
        let Some(board) = docroot::read_board(line.strip_suffix(b"\r").unwrap_or(&line)) else {
            out.flush().unwrap();
            eprintln!("line {}: not a board", number + 1);
            std::process::exit(1);
        };
        let answer = match docroot::lines_of(&board) {
            [true, true] => "both",
            [true, false] => "X",
            [false, true] => "O",
            [false, false] => "none",
        };
        writeln!(out, "{answer}").unwrap();
    }
}
