//! Which boards were already counted, as a set: the whole file is compiled only without the
//! `table` feature.
#![cfg(not(feature = "table"))]

use std::collections::BTreeSet;

use ttt_core::board::Board;

/// Which boards were already counted.
#[derive(Debug, Default)]
pub(crate) struct Seen {
    boards: BTreeSet<Board>,
}

impl Seen {
    /// How the boards are stored, for the report.
    pub(crate) const NAME: &'static str = "set";

    /// Marks `board` as seen; `false` if it already was.
    pub(crate) fn insert(&mut self, board: Board) -> bool {
        self.boards.insert(board)
    }
}
