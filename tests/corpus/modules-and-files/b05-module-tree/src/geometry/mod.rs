//! Moves on the board: free squares, whose turn it is, and the boards one move away.

pub mod walk;

use crate::{Board, Mark};
use ttt_core::board::Square;
use Mark::*;

pub use self::walk::children;

/// The free squares of `board`, in order.
pub(crate) fn free_squares(board: Board) -> impl Iterator<Item = Square> {
    Square::ALL.into_iter().filter(move |&square| board.mark_at(square).is_none())
}

/// Whose turn it is in a game X started, or `None` when the game is over or cannot be reached.
pub fn mover(board: Board) -> Option<Mark> {
    match ttt_core::rules::status(board, X) {
        Ok(ttt_core::rules::Status::InProgress { to_move: X }) => Some(X),
        Ok(ttt_core::rules::Status::InProgress { to_move: O }) => Some(O),
        _ => None,
    }
}

/// How many marks a full board holds.
pub(in crate::geometry) const SQUARES: u32 = 9;

/// How many moves are left at most.
pub fn moves_left(board: Board) -> u32 {
    walk::remaining(board)
}
