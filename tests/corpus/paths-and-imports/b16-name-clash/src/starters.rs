//! Which first player reaches a board.

use ttt_core::board::{Board, Mark};
use ttt_core::rules::*;

/// The players who could have moved first in a game that reaches `board`, `X` first.
pub(crate) fn starters(board: Board) -> Vec<Mark> {
    Mark::BOTH.into_iter().filter(|&first| reachable(board, first)).collect()
}

/// Has the game that `first` started ended on `board`.
pub(crate) fn over(board: Board, first: Mark) -> bool {
    is_final(board, first)
}
