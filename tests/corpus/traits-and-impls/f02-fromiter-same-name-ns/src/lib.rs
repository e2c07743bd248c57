//! Library of f02-fromiter-same-name-ns: a census of the positions reachable from a board, built
//! with `collect` (`FromIterator`), `extend` (`Extend`) and `sum` (`Sum`) on local types; the
//! modules `census` and `status` share their names with functions (one of them ttt-core's
//! `rules::status`, re-exported) and with an exported macro, so that one `use` of `status`
//! brings a module, a function and a macro.

pub mod census;
pub mod status;

pub use census::census;
pub use ttt_core::rules::status;

use std::iter::Sum;
use std::ops::Add;

use ttt_core::perfect_play::Outcome;

/// The status word of a board for X first, or `unreachable`.
#[macro_export]
macro_rules! status {
    ($board:expr) => {
        match $crate::status($board, ttt_core::board::Mark::X) {
            Ok(state) => $crate::status::word(state),
            Err(_) => "unreachable",
        }
    };
}

/// Points for outcomes: win 2, draw 1, loss 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Points(pub u64);

impl From<Outcome> for Points {
    fn from(result: Outcome) -> Points {
        Points(match result {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        })
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl Sum<Outcome> for Points {
    fn sum<I: Iterator<Item = Outcome>>(outcomes: I) -> Points {
        outcomes.map(Points::from).fold(Points::default(), Add::add)
    }
}

impl<'a> Sum<&'a Points> for Points {
    fn sum<I: Iterator<Item = &'a Points>>(points: I) -> Points {
        points.copied().fold(Points(0), |a, b| a + b)
    }
}

/// The status word of `board`, through the macro.
pub fn word_of(board: ttt_core::board::Board) -> &'static str {
    status!(board)
}
