//! Best moves, main.rs only: a token iterator struct with a generic `read::<T: FromStr>` (so
//! `FromStr for Board` is needed only through the bound), a fast read of all of stdin,
//! `BufWriter` output with `write!`/`writeln!` and `?`, `main` returning `io::Result<()>`.
//! Problem: the input holds `n`, then `n` boards, each one token of nine letters `X`, `O` and
//! `.`, row by row; X moves first. For each board print the result the player to move can
//! force, `W`, `D` or `L`, then every move that keeps it as square numbers 1 to 9, or `-` when
//! the game is over (a won game is `L -` for the player who would move next, a full board
//! `D -`). A board no game reaches, a malformed board or a missing one panics; the answers
//! before it are still printed.

use std::fmt::Debug;
use std::io::{self, BufWriter, Read, Write};
use std::str::{FromStr, SplitAsciiWhitespace};

use ttt_core::board::{Board, Mark};
use ttt_core::perfect_play::{best_moves, outcome};

/// The whitespace-separated tokens of the input.
struct Tokens<'a> {
    inner: SplitAsciiWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { inner: text.split_ascii_whitespace() }
    }

    /// The next token, parsed.
    fn read<T: FromStr>(&mut self) -> T
    where
        T::Err: Debug,
    {
        self.next().expect("unexpected end of input").parse().unwrap()
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.inner.next()
    }
}

fn main() -> io::Result<()> {
    let mut input = String::new();
    io::stdin().lock().read_to_string(&mut input)?;
    let mut tokens = Tokens::new(&input);
    let out = &mut BufWriter::new(io::stdout().lock());
    let n: usize = tokens.read();
    for _ in 0..n {
        let board: Board = tokens.read();
        let result = outcome(board, Mark::X).expect("a board no game reaches");
        write!(out, "{}", result.letter())?;
        let moves = best_moves(board, Mark::X).expect("checked above");
        if moves.is_empty() {
            write!(out, " -")?;
        }
        for square in moves {
            write!(out, " {}", square.index() + 1)?;
        }
        writeln!(out)?;
    }
    let left = tokens.count();
    if left > 0 {
        eprintln!("ignored {left} tokens after the last board");
    }
    Ok(())
}
