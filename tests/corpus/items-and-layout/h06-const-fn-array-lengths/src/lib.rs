//! Board index tables (bundling shape: user `const fn` helpers named only in array-length and
//! const-generic positions of types — a struct field `[u8; pow3(CELLS)]`, a fn parameter
//! `&[u16; lines(SIDE)]`, a return type, an `impl<…> for [T; cells(SIDE)]`, a `static` of a
//! `[u32; pow3(2) + 1]` type, a generic `Table<{ pow3(CELLS) }>` — plus a `const _: () =
//! assert!(…)` comparing them with ttt-core's `BOARD_COUNT` and `LINES.len()`; `#[inline]`,
//! `#[inline(always)]`, `#[cold]`, `#[track_caller]` and `#[must_use = "…"]` on them).
//!
//! Problem: `n`, then `n` boards (nine letters each, whitespace-separated). For each board its
//! base-3 index computed by the crate's own table and by ttt-core, the number of lines that
//! still have no O (X's open lines), and the number of distinct boards seen so far.

use ttt_core::board::{Board, Mark, BOARD_COUNT};
use ttt_core::lines::LINES;

/// Squares on a side.
pub const SIDE: usize = 3;
/// Squares on the board.
pub const CELLS: usize = cells(SIDE);

/// `side * side`.
#[inline(always)]
#[must_use]
pub const fn cells(side: usize) -> usize {
    side * side
}

/// `3^n`.
#[inline]
#[must_use = "the power is the only result"]
pub const fn pow3(n: usize) -> usize {
    let mut acc = 1;
    let mut i = 0;
    while i < n {
        acc *= 3;
        i += 1;
    }
    acc
}

/// Rows, columns and the two diagonals.
#[must_use]
pub const fn lines(side: usize) -> usize {
    2 * side + 2
}

const _: () = assert!(pow3(CELLS) == BOARD_COUNT && lines(SIDE) == LINES.len());

/// Place values of the squares in base 3.
pub static PLACES: [u32; cells(SIDE)] = places();

const fn places() -> [u32; cells(SIDE)] {
    let mut out = [0; cells(SIDE)];
    let mut i = 0;
    while i < CELLS {
        out[i] = pow3(i) as u32;
        i += 1;
    }
    out
}

/// Seen-flags for every board, sized by a const generic.
#[derive(Debug)]
pub struct Table<const N: usize> {
    seen: Vec<bool>,
    distinct: usize,
}

impl<const N: usize> Table<N> {
    /// An empty table.
    #[must_use]
    pub fn new() -> Self {
        Table { seen: vec![false; N], distinct: 0 }
    }

    /// Marks `index` seen; the count of distinct indices so far.
    #[track_caller]
    pub fn see(&mut self, index: usize) -> usize {
        if !std::mem::replace(&mut self.seen[index], true) {
            self.distinct += 1;
        }
        self.distinct
    }
}

impl<const N: usize> Default for Table<N> {
    fn default() -> Self {
        Self::new()
    }
}

/// The table for every 3x3 board.
pub type Boards = Table<{ pow3(CELLS) }>;

/// Digits of one board, 0 empty, 1 X, 2 O.
#[derive(Debug, Clone, Copy)]
pub struct Digits {
    /// One digit per square.
    pub cells: [u8; cells(SIDE)],
}

/// Anything that can be read as the nine digits of a board.
pub trait AsDigits {
    /// The digits.
    fn as_digits(&self) -> Digits;
}

impl AsDigits for [Option<Mark>; cells(SIDE)] {
    fn as_digits(&self) -> Digits {
        let mut cells = [0; cells(SIDE)];
        for (cell, mark) in cells.iter_mut().zip(self) {
            *cell = match mark {
                None => 0,
                Some(Mark::X) => 1,
                Some(Mark::O) => 2,
            };
        }
        Digits { cells }
    }
}

/// The marks of `board` as an array.
#[must_use]
pub fn marks(board: Board) -> [Option<Mark>; cells(SIDE)] {
    let mut out = [None; CELLS];
    for (square, mark) in board.squares() {
        out[square.index()] = mark;
    }
    out
}

/// The base-3 index from the crate's place values.
#[must_use]
pub fn index(digits: Digits) -> usize {
    digits.cells.iter().zip(PLACES.iter()).map(|(&d, &p)| d as usize * p as usize).sum()
}

/// X's open lines among `masks`.
#[must_use]
pub fn open_lines(board: Board, masks: &[u16; lines(SIDE)]) -> usize {
    masks.iter().filter(|&&line| board.marks(Mark::O) & line == 0).count()
}

/// Fails on a count that is out of range.
#[cold]
#[track_caller]
pub fn too_many(n: usize) -> ! {
    panic!("{n} boards is more than {}", pow3(CELLS))
}
