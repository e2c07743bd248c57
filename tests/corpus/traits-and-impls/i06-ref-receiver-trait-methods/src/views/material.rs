//! The material view: `Score` in scope.

use ttt_core::board::Board;

use crate::scores::Score;

/// `material=<score>`.
pub fn view(board: &Board) -> String {
    format!("material={}", board.score())
}
