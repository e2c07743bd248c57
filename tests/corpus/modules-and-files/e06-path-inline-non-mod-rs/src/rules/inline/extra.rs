//! Who has a line (read as `mod extra;` inside an inline `mod inline` of `src/rules.rs`).

use ttt_core::board::{Board, Mark};

/// `X`, `O`, `XO` or `-`.
pub fn winners(board: Board) -> String {
    let mut out: String = Mark::BOTH.iter().filter(|m| board.has_line(**m)).map(|m| m.letter()).collect();
    if out.is_empty() {
        out.push('-');
    }
    out
}
