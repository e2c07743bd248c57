//! The puzzles, by name.

use crate::Board;

/// Every puzzle of the book.
pub fn puzzles() -> Vec<(&'static str, Board)> {
    vec![
        ("opening", board!(".........")),
        ("corner", board!("X.......O")),
        ("fork", board!("X...O...X")),
        ("block", board!("XX..O....")),
        ("late", board!("XOXXOO.X.")),
        ("done", board!("XXXOO....")),
    ]
}
