//! The words and places a05 prints.

use ttt_core::board::Square;

/// The answer's word for a board with no free square.
pub(crate) const FULL: &str = "full";

/// The answer's word for a board where every square is free.
pub(crate) const ALL: &str = "all";

/// A square as `row,column`, both from 1.
pub(crate) fn place(square: Square) -> String {
    format!("{},{}", square.row() + 1, square.column() + 1)
}
