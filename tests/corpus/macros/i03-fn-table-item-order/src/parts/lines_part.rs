//! The lines part of the report.

use ttt_core::board::Mark;
use ttt_core::lines::lines_of;

use crate::report::{Report, Stage};

impl Report {
    /// How many lines each mark holds, under `Ending`.
    pub fn add_lines(&mut self) {
        for mark in Mark::BOTH {
            let count = lines_of(self.board, mark).count();
            self.push(Stage::Ending, format!("{mark} lines {count}"));
        }
    }
}
