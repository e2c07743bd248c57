//! Judge binary for f08-crate-attrs-lib-root (bundling shape: crate-level attributes of the
//! library — `#![allow(non_snake_case)]`, `#![recursion_limit = "512"]` for a deep
//! token-munching macro — under a binary with `#![deny(warnings)]` and
//! `#![warn(unused_qualifications)]`, over a thin slice of ttt-core; and a library
//! `#[macro_export]` macro written with `crate::` that only the library calls, and a library
//! macro wrapping `assert!` (no message) given a `self::` path).
#![deny(warnings)]
#![forbid(unsafe_code)]
#![warn(unused_qualifications)]

use f08_crate_attrs_lib_root::{isTrap, parseBoard, showSquares, trapTotal, winningSquares};
use ttt_core::board::Mark;
use ttt_core::judge::{quote, Scanner};

fn main() {
    let mut input = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut input).unwrap();
    let mut scanner = Scanner::new(&input);
    println!("{} traps known", trapTotal());
    while let Some(token) = scanner.token() {
        if token.text.len() != 9 {
            eprintln!("error: {} is no board", quote(token.text));
            std::process::exit(1);
        }
        let board = parseBoard(token.text);
        let mover = if board.count(Mark::X) > board.count(Mark::O) { Mark::O } else { Mark::X };
        let trap = if isTrap(board) { " trap" } else { "" };
        println!("{mover}: {}{trap}", showSquares(&winningSquares(board, mover)));
    }
}
