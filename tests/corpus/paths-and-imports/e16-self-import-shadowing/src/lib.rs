//! Names that shadow one another across main, the library and `ttt-core` (bundling shape:
//! `use ttt_core::{self, ...}` in main.rs and `use ttt_core::{self as engine, ...}` in the
//! library; a library `fn lines` and main's `const LINES` beside `ttt_core::lines::LINES`; a
//! local `fn status` in a module that glob-imports `ttt_core::rules::*`; a local variable
//! named `ttt_core` next to `ttt_core::` paths).
//!
//! Each line is a board in letters; the answer is its completed line count, its status word
//! and its mark count.

use ttt_core::{self as engine, board::Board};

pub mod verdict {
    //! Status words.

    use ttt_core::board::{Board, Mark};
    use ttt_core::rules::*;

    /// A word for where the game stands, X first; shadows the glob-imported `status`.
    pub fn status(board: Board) -> &'static str {
        match super::engine::rules::status(board, Mark::X) {
            Ok(Status::InProgress { .. }) => "playing",
            Ok(Status::Won(_)) => "won",
            Ok(Status::Drawn) => "drawn",
            Err(_) => "impossible",
        }
    }
}

/// The number of lines either mark completed.
pub fn lines(board: Board) -> usize {
    engine::board::Mark::BOTH
        .iter()
        .map(|m| engine::lines::lines_of(board, *m).count())
        .sum()
}
