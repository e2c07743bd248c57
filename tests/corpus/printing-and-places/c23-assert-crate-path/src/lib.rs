//! Move list check (bundling shape: `assert!` without a message on an expression that names
//! `crate::` paths, in the library, so a failed check panics with the expression's text).
//!
//! The input is a list of moves, square numbers 1 to 9, X first; the answer is the board after
//! each move, one token of nine letters per line. The moves are trusted to be legal: a move to
//! a taken square or off the board fails an assertion (a panic), as contest code often does.

pub mod limits {
    //! What a move may be.

    /// The highest square number.
    pub const LAST_SQUARE: u8 = 9;

    /// Is `n` a square number.
    pub fn on_board(n: u8) -> bool {
        (1..=LAST_SQUARE).contains(&n)
    }
}

use ttt_core::board::{Board, Mark, Square};

/// The boards after each move of `moves`.
pub fn replay(moves: &[u8]) -> Vec<Board> {
    let mut board = Board::EMPTY;
    let mut mark = Mark::X;
    let mut out = Vec::new();
    for &n in moves {
        assert!(crate::limits::on_board(n));
        let square = Square::new(n - 1).expect("checked above");
        assert!(board.mark_at(square).is_none());
        board = board.with(square, mark);
        mark = mark.opponent();
        out.push(board);
    }
    out
}
