//! Drawing boards as text.

pub mod cell;

use self::cell::Cell;
use ttt_core::board::{Board, Square};

/// The nine cells of `board` in one word, rows apart by `|`.
pub(in crate::report) fn row_text(board: Board) -> String {
    let mut text = String::new();
    for square in Square::ALL {
        text.push(Cell::of(board, square).glyph());
        if square.column() == 2 && square.row() < 2 {
            text.push(super::SEPARATOR);
        }
    }
    text
}
