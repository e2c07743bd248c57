//! Implicit conversions and iterators (bundling shape: an `Iterator` impl used only through
//! adaptors (`.filter().count()`, `.rev()` via `DoubleEndedIterator`), `IntoIterator for
//! &Moves` used only by `for`, `Deref<Target = Board>` reached by auto-deref method calls,
//! `AsRef<[u8]>`, and `Borrow<str>` used by `HashMap::get` with a `&str`).
//!
//! Each line is a name then a board in letters; the answer is the free squares in both orders,
//! the count of free corners, and how many times the name was seen before.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::ops::Deref;

use ttt_core::board::{Board, Mark};
use ttt_core::notation::parse_letters;

/// A board with a name.
#[derive(Debug)]
pub struct Named {
    /// The board.
    pub board: Board,
}

impl Deref for Named {
    type Target = Board;
    fn deref(&self) -> &Board {
        &self.board
    }
}

/// Free squares, front to back.
#[derive(Debug)]
pub struct Free {
    mask: u16,
    front: u8,
    back: u8,
}

impl Iterator for Free {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        while self.front < self.back {
            let i = self.front;
            self.front += 1;
            if self.mask >> i & 1 == 1 {
                return Some(i);
            }
        }
        None
    }
}

impl DoubleEndedIterator for Free {
    fn next_back(&mut self) -> Option<u8> {
        while self.front < self.back {
            self.back -= 1;
            if self.mask >> self.back & 1 == 1 {
                return Some(self.back);
            }
        }
        None
    }
}

/// The moves of a board, as a list.
#[derive(Debug)]
pub struct Moves(pub Vec<u8>);

impl<'a> IntoIterator for &'a Moves {
    type Item = &'a u8;
    type IntoIter = std::slice::Iter<'a, u8>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl AsRef<[u8]> for Moves {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

/// A player's name, looked up by `&str`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Name(pub String);

impl Borrow<str> for Name {
    fn borrow(&self) -> &str {
        &self.0
    }
}

fn free(named: &Named) -> Free {
    Free { mask: named.empty_squares(), front: 0, back: 9 }
}

fn digits(bytes: impl AsRef<[u8]>) -> String {
    bytes.as_ref().iter().map(|b| char::from(b'0' + b)).collect()
}

/// State kept across lines.
#[derive(Debug, Default)]
pub struct Seen(pub HashMap<Name, usize>);

impl Seen {
    /// The answer for one line.
    pub fn answer(&mut self, line: &str) -> Result<String, String> {
        let (name, text) = line.split_once(' ').ok_or("expected `<name> <board>`")?;
        let named = Named { board: parse_letters(text.trim()).map_err(|e| e.to_string())? };
        let forward = Moves(free(&named).collect());
        let mut back = String::new();
        for square in free(&named).rev() {
            back.push(char::from(b'0' + square));
        }
        let corners = free(&named).filter(|s| [0, 2, 6, 8].contains(s)).count();
        let mut sum = 0u32;
        for m in &forward {
            sum += u32::from(*m);
        }
        let before = self.0.get(name).copied().unwrap_or(0);
        *self.0.entry(Name(name.to_owned())).or_insert(0) += 1;
        Ok(format!(
            "{} {} {} {} sum={} x={} seen={}",
            name,
            digits(&forward),
            back,
            corners,
            sum,
            named.count(Mark::X),
            before
        ))
    }
}
