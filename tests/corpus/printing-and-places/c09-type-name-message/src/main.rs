//! Reply counts, main.rs only (bundling shape: `std::any::type_name::<T>()` in the error of a
//! generic token reader, read once as `usize` and then as `ttt_core::board::Board`, so the bad
//! input message names a path of the crate).
//!
//! The input is `n`, then `n` boards, each one token of nine letters `X`, `O`, `.` (X moves
//! first). The answer for each board is the number of boards the player to move can reach in
//! one move, or `-` when the game is over. A token that does not read panics with the token
//! and the type it was read as.

use std::any::type_name;
use std::fmt::Debug;
use std::io::{self, Read, Write};
use std::str::{FromStr, SplitAsciiWhitespace};

use ttt_core::board::{Board, Mark};
use ttt_core::rules::to_move;

/// Tokens of stdin, read as any type that parses.
struct Tokens<'a> {
    words: SplitAsciiWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { words: text.split_ascii_whitespace() }
    }

    fn read<T>(&mut self) -> T
    where
        T: FromStr,
        T::Err: Debug,
    {
        let Some(word) = self.words.next() else {
            panic!("input ended, expected a {}", type_name::<T>());
        };
        match word.parse() {
            Ok(value) => value,
            Err(error) => panic!("cannot read `{word}` as a {}: {error:?}", type_name::<T>()),
        }
    }
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).expect("stdin is UTF-8");
    let mut tokens = Tokens::new(&text);
    let count: usize = tokens.read();
    let mut out = io::stdout().lock();
    for _ in 0..count {
        let board: Board = tokens.read();
        match to_move(board, Mark::X) {
            Some(_) => writeln!(out, "{}", board.empty_squares().count_ones()).unwrap(),
            None => writeln!(out, "-").unwrap(),
        }
    }
}
