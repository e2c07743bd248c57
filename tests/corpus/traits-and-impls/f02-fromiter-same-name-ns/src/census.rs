//! The census: how many reachable positions end each way.

use ttt_core::board::{Board, Mark};
use ttt_core::positions::reachable_from;
use ttt_core::rules::Status;

/// How many positions end each way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Positions still being played.
    pub open: usize,
    /// Positions X won.
    pub x_won: usize,
    /// Positions O won.
    pub o_won: usize,
    /// Full boards with no line.
    pub drawn: usize,
}

impl FromIterator<Board> for Census {
    fn from_iter<I: IntoIterator<Item = Board>>(boards: I) -> Self {
        let mut census = Census::default();
        census.extend(boards.into_iter().filter_map(|board| crate::status(board, Mark::X).ok()));
        census
    }
}

impl Extend<Status> for Census {
    fn extend<I: IntoIterator<Item = Status>>(&mut self, statuses: I) {
        for state in statuses {
            match state {
                Status::InProgress { .. } => self.open += 1,
                Status::Won(Mark::X) => self.x_won += 1,
                Status::Won(Mark::O) => self.o_won += 1,
                Status::Drawn => self.drawn += 1,
            }
        }
    }
}

/// The census of every position a game X starts reaches from `board`.
pub fn census(board: Board) -> Census {
    reachable_from(board, Mark::X).into_iter().collect()
}
