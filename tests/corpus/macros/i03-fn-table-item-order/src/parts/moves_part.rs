//! The moves part of the report.

use ttt_core::board::Mark;
use ttt_core::perfect_play::best_moves;

use crate::report::{Report, Stage};

impl Report {
    /// The best moves for X, under `Middle`, or why there are none under `Audit`.
    pub fn add_moves(&mut self) {
        match best_moves(self.board, Mark::X) {
            Ok(moves) => {
                let list: Vec<String> = moves.iter().map(|s| s.index().to_string()).collect();
                self.push(Stage::Middle, format!("best [{}]", list.join(" ")));
            }
            Err(why) => self.push(Stage::Audit, format!("{why}")),
        }
    }
}
