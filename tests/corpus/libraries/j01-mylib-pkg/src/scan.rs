//! Whitespace-separated tokens of the whole input.

use std::fmt::Debug;
use std::str::{FromStr, SplitAsciiWhitespace};

/// Reads tokens one at a time, with the index of each for error messages.
#[derive(Debug)]
pub struct Scanner<'a> {
    words: SplitAsciiWhitespace<'a>,
    read: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(text: &'a str) -> Self {
        Scanner { words: text.split_ascii_whitespace(), read: 0 }
    }

    /// The next token as a `T`, or a message saying which token was wrong.
    pub fn next<T: FromStr>(&mut self) -> Result<T, String>
    where
        T::Err: Debug,
    {
        self.read += 1;
        let word = self.words.next().ok_or_else(|| format!("token {}: end of input", self.read))?;
        word.parse().map_err(|e| format!("token {}: `{}`: {:?}", self.read, word, e))
    }

    /// Whether every token has been read.
    pub fn is_done(&mut self) -> bool {
        self.words.clone().next().is_none()
    }
}
