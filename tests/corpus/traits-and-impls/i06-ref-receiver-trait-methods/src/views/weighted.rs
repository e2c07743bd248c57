//! The weighted view: `Weight` in scope.

use ttt_core::board::Board;

use crate::scores::Weight;

/// `weighted=<score>`.
pub fn view(board: &Board) -> String {
    format!("weighted={}", board.score())
}
