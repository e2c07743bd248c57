//! Reading tokens from stdin.

use std::fmt::Display;
use std::str::FromStr;

/// All of stdin, read at once, handed out token by token.
#[derive(Debug)]
pub struct Source {
    #[cfg(feature = "fastio")]
    buf: Vec<u8>,
    #[cfg(not(feature = "fastio"))]
    words: std::vec::IntoIter<String>,
    pos: usize,
    count: usize,
}

impl Source {
    #[cfg(feature = "fastio")]
    pub fn stdin() -> Self {
        use std::io::Read;
        let mut buf = Vec::new();
        std::io::stdin().lock().read_to_end(&mut buf).expect("read stdin");
        Source { buf, pos: 0, count: 0 }
    }

    #[cfg(not(feature = "fastio"))]
    pub fn stdin() -> Self {
        use std::io::BufRead;
        let words: Vec<String> = std::io::stdin()
            .lock()
            .lines()
            .flat_map(|l| l.unwrap().split_whitespace().map(String::from).collect::<Vec<_>>())
            .collect();
        Source { words: words.into_iter(), pos: 0, count: 0 }
    }

    #[cfg(feature = "fastio")]
    pub fn token(&mut self) -> Option<&str> {
        while self.pos < self.buf.len() && self.buf[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.buf.len() && !self.buf[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        self.count += 1;
        if start == self.pos {
            None
        } else {
            std::str::from_utf8(&self.buf[start..self.pos]).ok()
        }
    }

    #[cfg(not(feature = "fastio"))]
    pub fn token(&mut self) -> Option<&str> {
        self.count += 1;
        self.pos += 1;
        self.words.next().map(|w| &*Box::leak(w.into_boxed_str()))
    }

    /// The next token parsed, or exit(1) saying which token was wrong.
    pub fn read_or_exit<T: FromStr>(&mut self) -> T
    where
        T::Err: Display,
    {
        let count = self.count + 1;
        match self.token().map(str::parse::<T>) {
            Some(Ok(v)) => v,
            Some(Err(e)) => crate::util_exit(format!("token {}: {}", count, e)),
            None => crate::util_exit(format!("token {}: end of input", count)),
        }
    }

    /// Whether there is nothing but whitespace left.
    pub fn at_end(&mut self) -> bool {
        #[cfg(feature = "fastio")]
        {
            self.buf[self.pos..].iter().all(u8::is_ascii_whitespace)
        }
        #[cfg(not(feature = "fastio"))]
        {
            self.words.len() == 0
        }
    }
}
