//! Formatting of the answers (named like `std::fmt`, which it uses too).

pub mod cell;

use std::fmt::{self, Display};

use crate::Games;

impl Display for Games {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} games, X {} O {}", self.all, self.x, self.o)
    }
}

/// The answer line.
pub fn answer(games: &Games, memo: usize) -> String {
    format!("{games} ({})", cell::width(memo))
}
