//! Sums of game counts (named like `std::collections`, holding none).

use crate::Games;

/// The sum of two counts.
pub fn add(a: Games, b: Games) -> Games {
    Games { all: a.all + b.all, x: a.x + b.x, o: a.o + b.o }
}
