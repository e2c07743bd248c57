//! The symmetries that fix a board, and the size of its class.

use ttt_core::board::Board;
use ttt_core::symmetry::Symmetry;

/// Short names of the symmetries, in `Symmetry::ALL` order.
const NAMES: [&str; 8] = ["id", "r90", "r180", "r270", "lr", "tb", "diag", "anti"];

/// The names of the symmetries that leave `board` unchanged.
pub fn fixed_by(board: Board) -> Vec<&'static str> {
    Symmetry::ALL
        .iter()
        .zip(NAMES)
        .filter(|(symmetry, _)| symmetry.board(board) == board)
        .map(|(_, name)| name)
        .collect()
}

/// How many distinct boards the symmetries make of `board`.
pub fn class_size(board: Board) -> usize {
    let mut images: Vec<Board> = Symmetry::ALL.iter().map(|s| s.board(board)).collect();
    images.sort();
    images.dedup();
    images.len()
}
