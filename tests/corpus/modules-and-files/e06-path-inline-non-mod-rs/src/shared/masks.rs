//! Masks of square groups (read through `#[path = "shared"]` on an inline module).

use ttt_core::board::{Board, Mark};

/// The four corners.
pub const CORNERS: u16 = 0b101_000_101;

/// How many corners hold a mark.
pub fn corners(board: Board) -> u32 {
    ((board.marks(Mark::X) | board.marks(Mark::O)) & CORNERS).count_ones()
}
