//! Mask pairs on the usual contest template, main.rs only (bundling shape: a generic token
//! reader `fn next<T: FromStr>` whose `parse()` has no type of its own, called only for
//! integers, in a crate that builds boards from masks and never parses one).
//!
//! The input is `t`, then `t` cases of two integers, the masks of X and of O (bit `i` is square
//! `i`, row by row). The answer for each case is `bad` when the masks do not make a board, else
//! the board as three rows of letters followed by who has a line (`X`, `O`, `both` or `none`).

use std::io::{self, BufWriter, Read, Write};
use std::str::{FromStr, SplitAsciiWhitespace};

use ttt_core::board::{Board, Mark};

struct Scanner<'a> {
    it: SplitAsciiWhitespace<'a>,
}

impl<'a> Scanner<'a> {
    fn new(s: &'a str) -> Self {
        Self { it: s.split_ascii_whitespace() }
    }

    fn next<T: FromStr>(&mut self) -> T {
        self.it.next().expect("more input").parse().ok().expect("a number")
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut sc = Scanner::new(&s);
    let out = &mut BufWriter::new(io::stdout().lock());
    let t: usize = sc.next();
    for _ in 0..t {
        let x: u16 = sc.next();
        let o: u16 = sc.next();
        let Ok(board) = Board::from_masks(x, o) else {
            writeln!(out, "bad").unwrap();
            continue;
        };
        let who = match (board.has_line(Mark::X), board.has_line(Mark::O)) {
            (true, true) => "both",
            (true, false) => "X",
            (false, true) => "O",
            (false, false) => "none",
        };
        writeln!(out, "{board}\n{who}").unwrap();
    }
}
