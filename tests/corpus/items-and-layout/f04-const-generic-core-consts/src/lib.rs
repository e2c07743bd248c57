//! Library of f04-const-generic-core-consts: per-square and per-mark counters whose sizes are
//! ttt-core's constants, as const generic arguments (and a const generic default) and `Self::`
//! constants in array lengths; the store of boards seen is chosen by a default feature, in two
//! module files each gated whole by an inner `#![cfg(...)]`.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::lines::LINES;
use ttt_core::symmetry::Symmetry;

mod seen_set;
mod seen_table;

#[cfg(not(feature = "table"))]
use seen_set::Seen;
#[cfg(feature = "table")]
use seen_table::Seen;

/// How the boards seen are stored: `table` or `set`.
pub const STORE: &str = Seen::NAME;

/// A row of `N` counters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counts<const N: usize = { Square::ALL.len() }> {
    cells: [u32; N],
}

impl<const N: usize> Counts<N> {
    /// All zero.
    pub const fn new() -> Self {
        Counts { cells: [0; N] }
    }

    /// Adds one at `index`.
    pub fn bump(&mut self, index: usize) {
        self.cells[index] += 1;
    }

    /// The counters, space-separated.
    pub fn render(&self) -> String {
        self.cells.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
    }
}

impl<const N: usize> Default for Counts<N> {
    fn default() -> Self {
        Self::new()
    }
}

/// Counters per square, per line and per symmetry.
pub type PerSquare = Counts;
/// Counters per winning line.
pub type PerLine = Counts<{ LINES.len() }>;

/// What a set of boards holds.
#[derive(Debug, Default)]
pub struct Stats {
    /// How often each square holds an X.
    pub crosses: PerSquare,
    /// How often each line is X's.
    pub lines: PerLine,
    /// How many boards each symmetry leaves unchanged.
    pub fixed: Counts<{ Symmetry::ALL.len() }>,
    seen: Seen,
}

impl Stats {
    /// How many marks a board has at most.
    pub const MAX_MARKS: usize = Square::ALL.len();

    /// Counts one board, once however often it comes.
    pub fn add(&mut self, board: Board) -> bool {
        if !self.seen.insert(board) {
            return false;
        }
        for square in Square::ALL {
            if board.mark_at(square) == Some(Mark::X) {
                self.crosses.bump(square.index());
            }
        }
        for (index, line) in LINES.iter().enumerate() {
            if board.marks(Mark::X) & line == *line {
                self.lines.bump(index);
            }
        }
        for (index, symmetry) in Symmetry::ALL.iter().enumerate() {
            if symmetry.board(board) == board {
                self.fixed.bump(index);
            }
        }
        true
    }
}

/// The number of marks of each kind, by count: `histogram[k]` boards have `k` crosses.
pub fn histogram<const M: usize>(boards: &[Board], mark: Mark) -> [usize; M] {
    let mut histogram = [0; M];
    for board in boards {
        histogram[board.count(mark) as usize] += 1;
    }
    histogram
}
