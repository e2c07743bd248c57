//! Replays of move lists, scored two ways (bundling shape: method calls whose target depends
//! on the receiver and on which traits are in scope — a user trait `Letter` whose `&self`
//! method shares its name with ttt-core's inherent `Mark::letter(self)` and wins on a `&Mark`
//! receiver, two traits with a `score` method for `Board`, each imported in one module file only,
//! and a `Deref<Target = Board>` wrapper with an inherent method named like `Board`'s).

pub mod game;
pub mod scores;
pub mod views;

use ttt_core::board::Mark;
use ttt_core::perfect_play::Outcome;

/// A lower-case letter, for the replay's compact log.
pub trait Letter {
    /// The letter in lower case.
    fn letter(&self) -> char;
}

impl Letter for Mark {
    fn letter(&self) -> char {
        Mark::letter(*self).to_ascii_lowercase()
    }
}

impl Letter for Outcome {
    fn letter(&self) -> char {
        match self {
            Outcome::Win => 'w',
            Outcome::Draw => 'd',
            Outcome::Loss => 'l',
        }
    }
}
