//! The phases of a game.

pub mod judge;
mod weights;

/// The phase a board is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// At most two marks.
    Opening,
    /// More.
    Middle,
    /// Someone has a line or the board is full.
    Ending,
}

pub(in crate::game) fn marks_needed() -> u32 {
    3
}
