//! A personal contest template (bundling shape: a `Scanner<R: BufRead>` with a generic
//! `next<T: FromStr>()` whose error bound is `T::Err: Debug`, `#[macro_export]` output macros
//! `out!`/`outln!` that take the writer as `$w` and forward `$($arg:tt)*` to `write!`/`writeln!`,
//! and a `debug!` macro defined twice under `#[cfg(debug_assertions)]` /
//! `#[cfg(not(debug_assertions))]`, whose release form swallows its tokens, so the helpers it
//! names are needed only in a debug build).
//!
//! Problem: `n`, then `n` boards each one token of nine letters (`X`, `O`, `.`); X moves first.
//! For each board print its index (from 1), the mover's forced result (`W`/`D`/`L`) and the
//! number of best moves, or `bad` for a board no game reaches.

use std::io::BufRead;
use std::str::FromStr;

/// Whitespace-separated tokens from any buffered reader, one line at a time.
#[derive(Debug)]
pub struct Scanner<R> {
    reader: R,
    buffer: Vec<String>,
}

impl<R: BufRead> Scanner<R> {
    /// A scanner over `reader`.
    #[inline]
    pub fn new(reader: R) -> Self {
        Scanner { reader, buffer: Vec::new() }
    }

    /// The next token parsed as `T`; panics at end of input or on a token `T` rejects.
    #[inline(always)]
    pub fn next<T: FromStr>(&mut self) -> T
    where
        T::Err: std::fmt::Debug,
    {
        loop {
            if let Some(token) = self.buffer.pop() {
                return token.parse().expect("failed to parse a token");
            }
            let mut line = String::new();
            let read = self.reader.read_line(&mut line).expect("failed to read a line");
            if read == 0 {
                eof();
            }
            self.buffer = line.split_whitespace().rev().map(String::from).collect();
        }
    }

    /// `n` tokens parsed as `T`.
    pub fn vec<T: FromStr>(&mut self, n: usize) -> Vec<T>
    where
        T::Err: std::fmt::Debug,
    {
        (0..n).map(|_| self.next()).collect()
    }
}

#[cold]
#[inline(never)]
fn eof() -> ! {
    panic!("unexpected end of input")
}

/// `write!` on `$w`, unwrapped.
#[macro_export]
macro_rules! out {
    ($w:expr, $($arg:tt)*) => {
        write!($w, $($arg)*).unwrap()
    };
}

/// `writeln!` on `$w`, unwrapped; `outln!(w)` ends the line.
#[macro_export]
macro_rules! outln {
    ($w:expr) => {
        writeln!($w).unwrap()
    };
    ($w:expr, $($arg:tt)*) => {
        writeln!($w, $($arg)*).unwrap()
    };
}

/// Debug printing to stderr, on only in debug builds.
#[cfg(debug_assertions)]
#[macro_export]
macro_rules! debug {
    ($($arg:expr),* $(,)?) => {
        eprintln!(concat!($("[", stringify!($arg), "] = {:?} "),*), $($arg),*)
    };
}

/// Debug printing to stderr, off in release builds: the arguments are not even evaluated.
#[cfg(not(debug_assertions))]
#[macro_export]
macro_rules! debug {
    ($($arg:tt)*) => {};
}

/// The board drawn on one line for debug output.
#[must_use]
pub fn pretty(board: ttt_core::board::Board) -> String {
    board.squares().map(|(_, mark)| mark.map_or('.', |m| m.letter())).collect()
}
