//! d14-pub-crate-macro-main: the library exports `counter!`, which writes a counter type with
//! `pub(crate)` fields and methods wherever it is called; the library calls it for itself, and
//! main.rs calls it too, so there `pub(crate)` means main's crate.
//!
//! Each input word is a finished game's board of nine letters; the answer tallies X's wins.

use ttt_core::board::{Board, Mark};
use ttt_core::rules::{status, Status};

/// `counter!(Name)`: a counter type, `Name::default()`, `.bump()`, `.get()`.
#[macro_export]
macro_rules! counter {
    ($name:ident) => {
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub(crate) struct $name {
            pub(crate) count: u32,
        }

        impl $name {
            pub(crate) fn bump(&mut self) {
                self.count += 1;
            }

            pub(crate) fn get(self) -> u32 {
                self.count
            }
        }
    };
}

counter!(XWins);

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Someone has a line.
    Won(Mark),
    /// Full board, no line.
    Drawn,
    /// Not over, or no game gets there.
    NotAnEnd,
}

/// How the game on `board` ended.
pub fn end(board: Board) -> End {
    match status(board, Mark::X) {
        Ok(Status::Won(mark)) => End::Won(mark),
        Ok(Status::Drawn) => End::Drawn,
        _ => End::NotAnEnd,
    }
}

/// How many of `boards` X won.
pub fn x_wins(boards: &[Board]) -> u32 {
    let mut wins = XWins::default();
    for &board in boards {
        if end(board) == End::Won(Mark::X) {
            wins.bump();
        }
    }
    wins.get()
}
