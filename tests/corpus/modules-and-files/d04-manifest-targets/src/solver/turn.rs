//! Whose turn it is, X having started.

use std::fmt;

use engine::board::{Board, Mark};
use engine::rules::{status, Status};

use super::root::Turn as Shown;

/// What a board says about the next move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// This mark moves next.
    Move(Mark),
    /// Someone won or the board is full.
    Over,
    /// No game reaches the board.
    Impossible,
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Move(mark) => write!(f, "{mark}"),
            Turn::Over => f.write_str("over"),
            Turn::Impossible => f.write_str("impossible"),
        }
    }
}

/// The turn on `board`.
pub fn of(board: Board) -> Turn {
    match status(board, Mark::X) {
        Ok(Status::InProgress { to_move }) => Turn::Move(to_move),
        Ok(_) => Turn::Over,
        Err(_) => Turn::Impossible,
    }
}
