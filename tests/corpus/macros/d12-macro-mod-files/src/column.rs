//! A whole column of one mark.

use ttt_core::board::{Board, Mark};

/// Does a mark hold a whole column.
pub fn check(board: Board) -> bool {
    Mark::BOTH.iter().any(|&mark| {
        let marks = board.marks(mark);
        (0..3).any(|column| (marks >> column) & 0b001_001_001 == 0b001_001_001)
    })
}
