//! Library of f10-shadow-prelude-names: gravity tic-tac-toe, where a move drops a mark into a
//! column; with a crate-wide `Result` alias, an `Error` type (whose constructor reaches its own
//! const through `Self::` next to a nested fn) and modules named like ttt-core's.

use std::fmt;

/// This crate's results.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Why a move cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl Error {
    /// What a full column is told.
    const FULL: &'static str = "is full";

    /// The error for a full column, counted from 1.
    pub fn full(column: u8) -> Error {
        fn ordinal(number: u8) -> String {
            let suffix = match number {
                1 => "st",
                2 => "nd",
                3 => "rd",
                _ => "th",
            };
            format!("{number}{suffix}")
        }
        Error(format!("the {} column {}", ordinal(column), Self::FULL))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The name of the kind of piece a mark drops: this problem's own `type_name`.
pub fn type_name(mark: ttt_core::board::Mark) -> &'static str {
    match mark {
        ttt_core::board::Mark::X => "cross",
        ttt_core::board::Mark::O => "nought",
    }
}

pub mod board {
    //! ttt-core's board, plus dropping a mark into a column.

    pub use ttt_core::board::*;

    /// Drops `mark` into `column` (0..3): it lands on the lowest empty square.
    pub fn drop(board: Board, column: u8, mark: Mark) -> super::Result<Board> {
        for row in (0..3).rev() {
            let square = Square::at(row, column)
                .ok_or_else(|| super::Error(format!("no column {}", column + 1)))?;
            if board.mark_at(square).is_none() {
                return Ok(board.with(square, mark));
            }
        }
        Err(super::Error::full(column + 1))
    }
}

pub mod rules {
    //! Whether a gravity game is over.

    use crate::board::{Board, Mark};

    /// `Some(letter)` when the game is over: the winner, or `D`.
    pub fn status(board: Board, first: Mark) -> crate::Result<Option<char>> {
        match ttt_core::rules::status(board, first) {
            Ok(ttt_core::rules::Status::InProgress { .. }) => Ok(None),
            Ok(ttt_core::rules::Status::Won(mark)) => Ok(Some(mark.letter())),
            Ok(ttt_core::rules::Status::Drawn) => Ok(Some('D')),
            Err(why) => Err(crate::Error(why.to_string())),
        }
    }
}
