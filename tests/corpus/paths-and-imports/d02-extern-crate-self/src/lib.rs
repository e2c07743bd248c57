//! d02-extern-crate-self: the library (`[lib] name = "tictac"`) says
//! `extern crate self as tictac;`, so that `::tictac::` paths work inside it as they do in
//! its users; its exported `board!` macro and its `book` module write `::tictac::...` and
//! `tictac::...` rather than `$crate` and `crate`.
//!
//! A small opening book: each input line is a board of nine letters, answered with the name
//! of the book position it is (up to the 8 symmetries of the square), or `-`.

extern crate self as tictac;

pub mod book;

pub use ttt_core::board::Board;

/// The board written as letter rows; for `board!`, whose argument is a literal.
#[doc(hidden)]
pub fn letters(rows: &str) -> Board {
    match ttt_core::notation::parse_letters(rows) {
        Ok(board) => board,
        Err(error) => panic!("board!({rows:?}): {error}"),
    }
}

/// A board from its letters, `board!("X.. .O. ...")`.
#[macro_export]
macro_rules! board {
    ($rows:literal) => {
        ::tictac::letters($rows)
    };
}

/// The name of `board` in the book, up to symmetry.
pub fn name_of(board: Board) -> Option<&'static str> {
    let wanted = ttt_core::symmetry::canonical(board);
    tictac::book::OPENINGS
        .iter()
        .find(|opening| ttt_core::symmetry::canonical(opening.board()) == wanted)
        .map(|opening| opening.name)
}
