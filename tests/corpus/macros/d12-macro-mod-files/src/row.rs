//! A whole row of one mark.

use ttt_core::board::{Board, Mark};

/// Does a mark hold a whole row.
pub fn check(board: Board) -> bool {
    Mark::BOTH.iter().any(|&mark| {
        let marks = board.marks(mark);
        (0..3).any(|row| (marks >> (3 * row)) & 0b111 == 0b111)
    })
}
