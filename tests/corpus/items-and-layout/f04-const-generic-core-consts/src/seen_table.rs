//! Which boards were already counted, as one flag per board: the whole file is compiled only
//! with the `table` feature.
#![cfg(feature = "table")]

use ttt_core::board::{Board, BOARD_COUNT};

/// Which boards were already counted, by base-3 index.
#[derive(Debug)]
pub(crate) struct Seen {
    flags: [bool; Seen::SIZE],
}

impl Seen {
    const SIZE: usize = BOARD_COUNT;
    /// How the boards are stored, for the report.
    pub(crate) const NAME: &'static str = "table";

    /// Marks `board` as seen; `false` if it already was.
    pub(crate) fn insert(&mut self, board: Board) -> bool {
        !std::mem::replace(&mut self.flags[board.base3_index()], true)
    }
}

impl Default for Seen {
    fn default() -> Self {
        Seen { flags: [false; Self::SIZE] }
    }
}
