//! A whole diagonal of one mark.

use ttt_core::board::{Board, Mark};

const DIAGONALS: [u16; 2] = [0b100_010_001, 0b001_010_100];

/// Does a mark hold a whole diagonal.
pub fn check(board: Board) -> bool {
    Mark::BOTH.iter().any(|&mark| DIAGONALS.iter().any(|&d| board.marks(mark) & d == d))
}
