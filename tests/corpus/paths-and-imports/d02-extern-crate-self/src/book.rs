//! The book: a few named positions of the first moves, by their letters.

use tictac::board;

/// A named position.
#[derive(Debug)]
pub struct Opening {
    /// What players call it.
    pub name: &'static str,
    /// Its rows of letters.
    pub rows: &'static str,
}

impl Opening {
    /// The position.
    pub fn board(&self) -> ::tictac::Board {
        ::tictac::letters(self.rows)
    }
}

/// The book, most common first.
pub const OPENINGS: [Opening; 6] = [
    Opening { name: "centre", rows: "... .X. ..." },
    Opening { name: "corner", rows: "X.. ... ..." },
    Opening { name: "edge", rows: ".X. ... ..." },
    Opening { name: "centre-corner", rows: "O.. .X. ..." },
    Opening { name: "corner-centre", rows: "X.. .O. ..." },
    Opening { name: "corner-opposite", rows: "X.. ... ..O" },
];

/// Is `board` the empty board.
pub fn is_start(board: ::tictac::Board) -> bool {
    board == board!("... ... ...")
}
