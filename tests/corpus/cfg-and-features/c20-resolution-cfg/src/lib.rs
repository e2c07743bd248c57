//! Verdict board (bundling shape: name resolution corners: `use self::`, `super::super::`,
//! re-export chains, `pub use` of a whole `ttt-core` module, a glob cycle between two modules,
//! a glob of enum variants beside a const of the same name; and `cfg` everywhere: `cfg_attr`
//! choosing a module's file, `cfg_attr` on an impl, `cfg` on match arms, struct fields, struct
//! expression fields and statements, with a default feature that turns on another).
//!
//! Each case is a board as one token of nine letters. The answer is the verdict for the board
//! in a game X starts: who won, a draw, still in play, or impossible, with details.

pub use ttt_core::board;

mod common;
pub mod engine;
#[cfg_attr(feature = "names", path = "names_long.rs")]
mod names;

pub use self::engine::verdict_of as judge_board;
pub use engine::Verdict;

/// Constants that refer to each other through glob imports both ways.
pub mod limits {
    /// The board's side.
    pub mod side {
        pub use super::squares::*;
        /// Squares on a side.
        pub const SIDE: usize = 3;
    }
    /// The board's squares.
    pub mod squares {
        pub use super::side::*;
        /// Squares on the board.
        pub const SQUARES: usize = SIDE * SIDE;
    }
}

/// One line of the answer.
#[derive(Debug)]
pub struct Line {
    /// The verdict.
    pub verdict: Verdict,
    /// What the verdict rests on.
    #[cfg(feature = "report")]
    pub details: String,
    /// Whether the extra checks ran.
    #[cfg(feature = "extra")]
    pub checked: bool,
}

#[cfg_attr(feature = "report", allow(clippy::inherent_to_string))]
impl Line {
    /// The text of the line.
    pub fn to_string(&self) -> String {
        let mut text = names::name(self.verdict).to_owned();
        #[cfg(feature = "report")]
        {
            text.push_str(" | ");
            text.push_str(&self.details);
        }
        #[cfg(feature = "extra")]
        text.push_str(if self.checked { " checked" } else { "" });
        if cfg!(all(feature = "names", not(feature = "extra"))) {
            text.push('.');
        }
        text
    }
}

/// The line for a board.
pub fn line(board: board::Board) -> Line {
    let (verdict, details) = judge_board(board);
    let details = format!("{details}, {}", common::plural(board.mark_count() as usize, "mark"));
    let _ = &details;
    Line {
        verdict,
        #[cfg(feature = "report")]
        details,
        #[cfg(feature = "extra")]
        checked: true,
    }
}
