//! The opening book, read from a file next to this module at compile time.

use ttt_core::board::Board;
use ttt_core::symmetry::canonical;

/// The book's text, as bytes.
static BOOK: &[u8] = include_bytes!("openings.txt");

/// The named openings, each in its canonical form.
pub fn openings() -> Vec<(&'static str, Board)> {
    let text = std::str::from_utf8(BOOK).expect("the book is UTF-8");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (name, letters) = line.split_once(' ').expect("a name and a board");
            let board: Board = letters.parse().expect("a board in the book");
            (name, canonical(board))
        })
        .collect()
}
