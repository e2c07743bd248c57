//! Leftover `dbg!` calls (bundling shape: `dbg!` in a library module and in main.rs writes the
//! file, line, column and the expression as written to stderr; one expression names a
//! `crate::` path, one is a method chain).
//!
//! Each input line is a board as nine letters `X`, `O`, `.`; the answer is the number of marks
//! and whether X has a line.

use ttt_core::board::{Board, Mark};
use ttt_core::notation::parse_letters;

pub mod count {
    //! Counting helpers.

    /// How many squares hold a mark.
    pub fn marks(board: ttt_core::board::Board) -> u32 {
        board.mark_count()
    }
}

/// The answer line for one board, or a message for a bad line.
pub fn answer(line: &str, number: usize) -> Result<String, String> {
    let board: Board = parse_letters(line).map_err(|e| format!("line {number}: {e}"))?;
    let marks = dbg!(crate::count::marks(board));
    let line_x = dbg!(board.has_line(Mark::X));
    Ok(format!("{marks} {}", if line_x { "X-line" } else { "no-line" }))
}
