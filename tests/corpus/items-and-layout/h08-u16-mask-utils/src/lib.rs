//! Bit tricks on board masks (bundling shape: a template's own `u16` mask utilities checked
//! against ttt-core's masks — an extension trait on `u16` whose methods are named like
//! ttt-core's and std's (`mask`, `count`, `row`, `bits`), so only the receiver type tells them
//! apart; a `Bits` iterator struct; submask enumeration with `(s - 1) & m`;
//! `iter::successors`; `u16::count_ones` as a path; `!0u16 >> 7` compared with `FULL`; the
//! crate's own row/column/diagonal masks built by shifts and compared with `LINES`, and its own
//! rotation by bit moves compared with `Symmetry::RotateClockwise.mask`).
//!
//! Problem: each line is two integers `x o`, the masks of X and O. Print `bad` if they do not
//! make a board; else the number of submasks of the empty squares that would give X a line if
//! X took them all (the empty submask included), the squares of the mask rotated a quarter
//! turn, and the rows that hold X marks.

use std::iter;

use ttt_core::board::{Board, Mark, Square, FULL};
use ttt_core::lines::{covers_line, LINES};
use ttt_core::symmetry::Symmetry;

/// The set bits of a mask, lowest first.
#[derive(Debug, Clone, Copy)]
pub struct Bits(pub u16);

impl Iterator for Bits {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let low = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(low)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = u16::count_ones(self.0) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

/// Mask helpers on `u16`, named as a contestant would.
pub trait MaskExt: Sized {
    /// The set bits.
    fn bits(self) -> Bits;
    /// The number of set bits.
    fn count(self) -> u32;
    /// The mask of one row (0..3), shifted into place.
    fn row(index: u32) -> Self;
    /// The mask restricted to the board.
    fn mask(self) -> Self;
    /// Every submask, the mask itself first and zero last.
    fn submasks(self) -> Vec<Self>;
}

impl MaskExt for u16 {
    #[inline]
    fn bits(self) -> Bits {
        Bits(self)
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    fn row(index: u32) -> u16 {
        0b111 << (3 * index)
    }
    fn mask(self) -> u16 {
        self & (!0u16 >> 7)
    }
    fn submasks(self) -> Vec<u16> {
        let mut out = Vec::with_capacity(1 << self.count());
        let mut s = self;
        loop {
            out.push(s);
            if s == 0 {
                break;
            }
            s = (s - 1) & self;
        }
        out
    }
}

/// The crate's own eight lines: rows, columns, diagonals.
#[must_use]
pub fn own_lines() -> Vec<u16> {
    let rows = (0..3).map(u16::row);
    let columns = (0..3).map(|c| 0b001_001_001 << c);
    let diagonals = [0b100_010_001, 0b001_010_100];
    rows.chain(columns).chain(diagonals).collect()
}

/// A quarter turn clockwise by moving bits: square (r, c) goes to (c, 2 - r).
#[must_use]
pub fn rotate(mask: u16) -> u16 {
    mask.bits().fold(0, |acc, i| {
        let (r, c) = (i / 3, i % 3);
        acc | 1 << (c * 3 + (2 - r))
    })
}

/// Checks the crate's masks against ttt-core's; panics on a difference.
pub fn self_check() {
    assert_eq!(!0u16 >> 7, FULL);
    let mut mine = own_lines();
    let mut theirs = LINES.to_vec();
    mine.sort_unstable();
    theirs.sort_unstable();
    assert_eq!(mine, theirs, "the lines differ");
    for square in Square::ALL {
        assert_eq!(square.mask(), 1 << square.index());
        assert_eq!(rotate(square.mask()), Symmetry::RotateClockwise.mask(square.mask()));
    }
    let powers: Vec<u16> = iter::successors(Some(1u16), |&b| (b < 1 << 8).then(|| b << 1)).collect();
    assert_eq!(powers.len(), Square::ALL.len());
}

/// The answer line for masks `x` and `o`.
#[must_use]
pub fn answer(x: u16, o: u16) -> String {
    let Ok(board) = Board::from_masks(x, o) else {
        return "bad".to_string();
    };
    let empty = board.empty_squares();
    let winning = empty.submasks().into_iter().filter(|&s| covers_line(board.marks(Mark::X) | s)).count();
    let rotated: Vec<String> = rotate(x.mask()).bits().map(|i| i.to_string()).collect();
    let rows: Vec<String> = (0..3u32).filter(|&r| x & u16::row(r) != 0).map(|r| r.to_string()).collect();
    format!(
        "{} [{}] rows {} ({} marks)",
        winning,
        rotated.join(","),
        rows.join(""),
        MaskExt::count(x) + o.count()
    )
}
