//! Deciding the phase.

use super::*;
use self::inner::decide;

/// The phase of a board.
pub fn verdict(board: ttt_core::board::Board) -> Phase {
    decide(board)
}

mod inner {
    use super::*;
    use ttt_core::board::{Board, Mark};
    use Phase::*;

    pub(super) fn decide(board: Board) -> Phase {
        let ended = Mark::BOTH.iter().any(|m| board.has_line(*m)) || board.is_full();
        match (ended, board.mark_count()) {
            (true, _) => Ending,
            (false, n) if n < marks_needed() => Opening,
            _ => Middle,
        }
    }
}
