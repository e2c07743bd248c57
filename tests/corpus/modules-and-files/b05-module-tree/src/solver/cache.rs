//! The memo of counts, one slot per board.

use super::Counts;
use crate::Board;
use ttt_core::board::BOARD_COUNT;

/// Counts already worked out, by board number.
pub(in crate::solver) struct Memo {
    slots: Vec<Option<Counts>>,
}

impl Memo {
    pub(super) fn new() -> Memo {
        Memo { slots: vec![None; BOARD_COUNT] }
    }

    pub(super) fn get(&self, board: Board) -> Option<Counts> {
        self.slots[board.base3_index()]
    }

    pub(super) fn insert(&mut self, board: Board, counts: Counts) {
        self.slots[board.base3_index()] = Some(counts);
    }
}
