//! The names of the 8 lines, in the order of `ttt_core::lines::LINES`.

use ttt_core::board::{Board, Mark};
use ttt_core::lines::{lines_of, LINES};

/// How each line is called in the answer.
const NAMES: [&str; 8] =
    ["row 1", "row 2", "row 3", "column 1", "column 2", "column 3", "diagonal", "anti-diagonal"];

/// The name of one line mask.
fn name(line: u16) -> &'static str {
    LINES.iter().position(|&known| known == line).map_or("?", |index| NAMES[index])
}

/// The completed lines of `mark`, joined by `, `, or `none`.
pub fn names(board: Board, mark: Mark) -> String {
    let lines: Vec<&str> = lines_of(board, mark).map(name).collect();
    if lines.is_empty() {
        "none".to_string()
    } else {
        lines.join(", ")
    }
}
