//! Judge binary for f07-include-bytes-nested (bundling shape: `include_bytes!` from a nested
//! module file, from `../data/`, and through `concat!`; `env!("CARGO_CRATE_NAME")` and
//! `option_env!("CARGO_BIN_NAME")` in both crates, and the `CARGO_PKG_*` facts Cargo sets:
//! license, rust-version, an empty description and pre-release; `line!()` inside a library
//! macro called from another library macro; binary keys with NUL, quote, backslash, CR, 0xff).

use std::io::{self, BufRead};

use f07_include_bytes_nested::{banner, book, book_size, checked_score, package_facts, zobrist};
use ttt_core::board::Board;
use ttt_core::symmetry::canonical;

fn main() {
    let openings = book::openings();
    println!("{} / {}", banner(), option_env!("CARGO_BIN_NAME").unwrap_or("none"));
    println!("{}", package_facts());
    println!("book {} bytes, {} openings", book_size(), openings.len());
    for (number, line) in io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin");
        if line.trim().is_empty() {
            continue;
        }
        let board: Board = line.trim().parse().unwrap_or_else(|error| {
            panic!("line {}: {error}", number + 1);
        });
        let class = canonical(board);
        let name = openings
            .iter()
            .find(|(_, known)| *known == class)
            .map_or("unknown", |(name, _)| name);
        match checked_score(board) {
            Ok(score) => println!("{name} {score} {:016x}", zobrist(board)),
            Err(why) => println!("{name} ({why}) {:016x}", zobrist(board)),
        }
    }
}
