//! Squares that complete a line: for each mark, every empty square whose line already holds
//! two of its marks, with how many lines it completes.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use engine::board::{Board, Mark, Square};
use engine::lines::LINES;

/// The completing squares of both marks.
#[derive(Debug, Default)]
pub struct Threats {
    by_mark: BTreeMap<Mark, BTreeMap<Square, u32>>,
}

impl Threats {
    /// The threats on `board`.
    pub fn of(board: Board) -> Threats {
        let mut by_mark = BTreeMap::new();
        let empty = board.empty_squares();
        for mark in Mark::BOTH {
            let mine = board.marks(mark);
            let mut squares = BTreeMap::new();
            for line in LINES {
                if (mine & line).count_ones() == 2 && (empty & line) != 0 {
                    let gap = (line & empty).trailing_zeros() as u8;
                    let square = Square::new(gap).expect("a line holds squares 0..9");
                    *squares.entry(square).or_insert(0) += 1;
                }
            }
            by_mark.insert(mark, squares);
        }
        Threats { by_mark }
    }

    /// The squares that complete a line of `mark`, in order.
    pub fn squares(&self, mark: Mark) -> Vec<Square> {
        self.by_mark.get(&mark).map(|m| m.keys().copied().collect()).unwrap_or_default()
    }

    /// Does `mark` threaten two squares at once (or one square twice).
    pub fn is_fork(&self, mark: Mark) -> bool {
        self.by_mark.get(&mark).is_some_and(|m| m.len() >= 2 || m.values().any(|&n| n >= 2))
    }
}
