//! Std trait methods passed as paths (bundling shape: `.map(Into::into)` into a local type
//! through `impl From<Verdict> for Points`, `.map(From::from)` through `impl From<Mark> for
//! Side`, `.map(str::parse::<Board>)` through `FromStr for Board`, and `Iterator::sum(..)`
//! through `impl Sum for Points`; no method-call form of those names anywhere).
//!
//! Each input line holds boards in letters separated by spaces; the answer is the league
//! points X earns over them (2 a win, 1 no line for either, 0 an O line) and the marks seen on
//! the centre square.

use std::iter::Sum;
use std::ops::Add;

use ttt_core::board::{Board, Mark, Square};

/// How a board went for X.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// X has a line.
    Win,
    /// Nobody has one.
    Even,
    /// O has one.
    Loss,
}

/// League points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Points(pub u32);

impl From<Verdict> for Points {
    fn from(verdict: Verdict) -> Points {
        Points(match verdict {
            Verdict::Win => 2,
            Verdict::Even => 1,
            Verdict::Loss => 0,
        })
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::default(), Add::add)
    }
}

/// A side, as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side(pub char);

impl From<Mark> for Side {
    fn from(mark: Mark) -> Side {
        Side(if mark == Mark::X { 'x' } else { 'o' })
    }
}

/// The verdict of a board.
pub fn verdict(board: &Board) -> Verdict {
    if board.has_line(Mark::X) {
        Verdict::Win
    } else if board.has_line(Mark::O) {
        Verdict::Loss
    } else {
        Verdict::Even
    }
}

/// The answer for one line.
pub fn answer(line: &str) -> Result<String, String> {
    let boards: Vec<Board> = line
        .split_whitespace()
        .map(str::parse::<Board>)
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let points: Vec<Points> = boards.iter().map(verdict).map(Into::into).collect();
    let total = Iterator::sum::<Points>(points.into_iter());
    let centre = Square::new(4).expect("square 4");
    let sides: Vec<Side> = boards.iter().filter_map(|b| b.mark_at(centre)).map(From::from).collect();
    let shown: String = sides.iter().map(|s| s.0).collect();
    Ok(format!("{} {}", total.0, if shown.is_empty() { "-".to_owned() } else { shown }))
}
