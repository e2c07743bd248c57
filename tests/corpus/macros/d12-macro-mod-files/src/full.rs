//! No square left.

use ttt_core::board::Board;

/// Is every square taken.
pub fn check(board: Board) -> bool {
    board.is_full()
}
