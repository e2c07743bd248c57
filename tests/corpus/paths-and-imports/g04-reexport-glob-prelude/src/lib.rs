//! g04-reexport-glob-prelude: turn and verdict per board (bundling shape: the library re-exports
//! all of ttt-core with `pub use ttt_core::*`, one module renamed (`pub use ttt_core::board as
//! b`), a type renamed (`Board as Grid`), and a `prelude` module of globs of globs; main reaches
//! ttt-core only through the library's paths, with `use` declarations inside fn bodies and
//! variant globs (`use Mark::*`, `use Status::*`) in the fns that match on them).
//!
//! Each case is one line of nine letters (`X`, `O`, `.`), X having started. The answer is whose
//! turn it is and how the game stands.

pub use ttt_core::*;

pub use ttt_core::board as b;
pub use ttt_core::board::Board as Grid;

/// Everything a solver needs, in one glob.
pub mod prelude {
    pub use super::b::{Mark, Square};
    pub use super::judge::*;
    pub use super::rules::*;
    pub use super::Grid;
    pub use super::Verdict;
}

/// How a board stands, in the problem's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The game goes on; the mark moves next.
    Turn(b::Mark),
    /// The mark won.
    Winner(b::Mark),
    /// A full board with no line.
    Tie,
    /// No game from an empty board gets here.
    Invalid,
}

/// The verdict on `grid`, X having started.
pub fn verdict(grid: Grid) -> Verdict {
    use rules::Status::*;
    match rules::status(grid, b::Mark::X) {
        Ok(InProgress { to_move }) => Verdict::Turn(to_move),
        Ok(Won(mark)) => Verdict::Winner(mark),
        Ok(Drawn) => Verdict::Tie,
        Err(_) => Verdict::Invalid,
    }
}
