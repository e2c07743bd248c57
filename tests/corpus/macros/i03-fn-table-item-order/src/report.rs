//! The report: lines grouped by stage, each stage in the order the enum declares it.

use std::collections::BTreeMap;

use ttt_core::board::Board;

/// When in the game a line of the report matters; sorted as declared, not by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// Before anything else.
    Opening,
    /// The middle of the game.
    Middle,
    /// The end.
    Ending,
    /// Whether the board is legal at all.
    Audit,
}

/// The report for one board.
#[derive(Debug, Default)]
pub struct Report {
    pub(crate) lines: BTreeMap<Stage, Vec<String>>,
    pub(crate) board: Board,
}

impl Report {
    /// An empty report for `board`.
    pub fn new(board: Board) -> Report {
        Report { lines: BTreeMap::new(), board }
    }

    /// Adds `text` under `stage`.
    pub fn push(&mut self, stage: Stage, text: String) {
        self.lines.entry(stage).or_default().push(text);
    }

    /// The report, one stage per line, stages in declaration order.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for (stage, lines) in &self.lines {
            out.push_str(&format!("  {stage:?}: {}\n", lines.join(", ")));
        }
        out
    }
}
