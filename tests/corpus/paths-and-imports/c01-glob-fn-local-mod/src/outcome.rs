//! The words for a forced result.

use ttt_core::perfect_play::Outcome;

/// The result in words, from the side of the player to move.
pub fn word(result: Outcome) -> &'static str {
    match result {
        Outcome::Win => "wins",
        Outcome::Draw => "draws",
        Outcome::Loss => "loses",
    }
}
