//! Moves: the empty squares of a board, and one of them picked at random.

use ttt_core::board::{Board, Square};

use crate::Rng;

/// The empty squares of `board`, in order.
pub fn legal(board: Board) -> Vec<Square> {
    Square::ALL.into_iter().filter(|&square| board.mark_at(square).is_none()).collect()
}

/// A uniformly random empty square, or `None` on a full board.
pub fn random(board: Board, rng: &mut Rng) -> Option<Square> {
    let squares = legal(board);
    if squares.is_empty() {
        return None;
    }
    let pick = rng.gen() % squares.len() as u64;
    Some(squares[pick as usize])
}
