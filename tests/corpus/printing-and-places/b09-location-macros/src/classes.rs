//! The symmetry class of a board.

use ttt_core::board::{Board, Mark};
use ttt_core::symmetry::{canonical, Symmetry};

/// The canonical image of `board` and how many distinct images it has.
pub fn class(board: Board) -> (Board, usize) {
    let mut images: Vec<Board> = Symmetry::ALL.iter().map(|symmetry| symmetry.board(board)).collect();
    images.sort();
    images.dedup();
    (canonical(board), images.len())
}

/// A board as nine letters.
pub fn letters(board: Board) -> String {
    board.squares().map(|(_, mark)| mark.map_or('.', Mark::letter)).collect()
}
