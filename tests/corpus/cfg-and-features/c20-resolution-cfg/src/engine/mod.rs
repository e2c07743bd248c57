//! Judging boards.

pub mod rules;

pub use self::rules::check::verdict_of;

/// What a board is, in a game X starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// X has a line.
    X,
    /// O has a line.
    O,
    /// Full, no line.
    Draw,
    /// Still in play.
    Play,
    /// No game reaches it.
    Impossible,
}
