//! Two scores for a board, under the same method name.

use ttt_core::board::{Board, Mark, Square};

/// Material: X's marks minus O's.
pub trait Score {
    /// The score for X.
    fn score(&self) -> i32;
}

/// Square weights: the centre 4, corners 3, edges 2, X's minus O's.
pub trait Weight {
    /// The score for X.
    fn score(&self) -> i32;
}

impl Score for Board {
    fn score(&self) -> i32 {
        self.count(Mark::X) as i32 - self.count(Mark::O) as i32
    }
}

impl Weight for Board {
    fn score(&self) -> i32 {
        Square::ALL
            .iter()
            .map(|&square| {
                let weight = match square.index() {
                    4 => 4,
                    0 | 2 | 6 | 8 => 3,
                    _ => 2,
                };
                match self.mark_at(square) {
                    Some(Mark::X) => weight,
                    Some(Mark::O) => -weight,
                    None => 0,
                }
            })
            .sum()
    }
}
