//! d15-lib-scoped-impls: a workspace library, with no binary, that d16-const-underscore-impl
//! depends on; it writes its trait impls inside `const _: () = { .. };` blocks, each with the
//! imports it needs, so those names stay out of the library's namespace.
//!
//! Scores: how many lines each mark still has open on a board.

use ttt_core::board::{Board, Mark};
use ttt_core::lines::LINES;

/// Open lines of each mark: lines with none of the other mark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// X's open lines.
    pub x: u32,
    /// O's open lines.
    pub o: u32,
}

/// The score of `board`.
pub fn score(board: Board) -> Score {
    let open = |mark: Mark| {
        let theirs = board.marks(mark.opponent());
        LINES.iter().filter(|&&line| line & theirs == 0).count() as u32
    };
    Score { x: open(Mark::X), o: open(Mark::O) }
}

const _: () = {
    use std::fmt;
    use std::ops::{Add, AddAssign};

    impl fmt::Display for Score {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}-{}", self.x, self.o)
        }
    }

    impl Add for Score {
        type Output = Score;

        fn add(self, other: Score) -> Score {
            Score { x: self.x + other.x, o: self.o + other.o }
        }
    }

    impl AddAssign for Score {
        fn add_assign(&mut self, other: Score) {
            *self = *self + other;
        }
    }
};
