//! The report of one board: its cells and its status.

pub mod format;

use ttt_core::board::Board;
use ttt_core::rules::status;

/// Checks a condition of the report in every build; the label names the check.
macro_rules! check {
    ($label:ident, $condition:expr) => {
        if !$condition {
            panic!("report check `{}` failed", stringify!($label));
        }
    };
}

/// One report line.
#[derive(Debug, Clone)]
pub struct Line {
    pub(in crate::report) cells: String,
    pub(crate) status: String,
}

impl Line {
    /// The report line of `board`.
    pub fn of(board: Board) -> Line {
        let status = match status(board, crate::FIRST) {
            Ok(state) => format!("{state:?}"),
            Err(why) => format!("unreachable ({why})"),
        };
        let cells = format::row_text(board);
        debug_assert!(crate::report::format::cell::Cell::width() == cells.len());
        assert_eq!(crate::FIRST.opponent().opponent(), crate::FIRST);
        check!(width, crate::report::format::cell::Cell::width() == cells.chars().count());
        Line { cells, status }
    }

    /// The line as printed.
    pub fn text(&self) -> String {
        format!("{} {}", self.cells, self.status)
    }
}

/// Between rows of a drawn board.
const SEPARATOR: char = '|';
