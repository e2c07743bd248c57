//! One square of a board, as drawn.
#![allow(clippy::match_same_arms)]

use ::ttt_core::board::{Board, Mark, Square};

/// What a square holds, for drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// An X.
    Cross,
    /// An O.
    Nought,
    /// Nothing.
    Empty,
}

impl Cell {
    /// The cell at `square` of `board`.
    pub fn of(board: Board, square: Square) -> Cell {
        match board.mark_at(square) {
            Some(Mark::X) => Cell::Cross,
            Some(Mark::O) => Cell::Nought,
            None => Cell::Empty,
        }
    }

    /// The character drawn for the cell; the first player's own cells are upper case.
    pub fn glyph(self) -> char {
        let first = super::super::super::FIRST;
        match (self, first) {
            (Cell::Cross, Mark::X) => 'X',
            (Cell::Cross, Mark::O) => 'x',
            (Cell::Nought, Mark::O) => 'O',
            (Cell::Nought, Mark::X) => 'o',
            (Cell::Empty, _) => '.',
        }
    }

    /// How long the line the report writes for a board is, without the status.
    pub fn width() -> usize {
        super::super::super::report::format::row_text(Board::EMPTY).len()
    }
}
