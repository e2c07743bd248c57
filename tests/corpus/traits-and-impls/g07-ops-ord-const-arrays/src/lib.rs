//! g07-ops-ord-const-arrays: opening book census (bundling shape: operators overloaded on
//! wrappers of ttt-core values (`BitOr`/`BitAnd`/`Not` on a mask, `Index<Square>` on a grid,
//! `Add<Square>`/`AddAssign` placing marks, `Neg` on a side), `#[derive(PartialOrd, Ord, Hash)]`
//! on structs holding `Board`/`Outcome`/`Square` kept in `BTreeMap`/`BTreeSet`/`HashSet`, and
//! const arrays of ttt-core values built with `const fn`s).
//!
//! Each case is a line of moves (squares `1`..`9`) played from one of the book openings
//! (`corner`, `edge`, `centre`, `empty`). The answers: each distinct position's class, then the
//! census of results by symmetry class.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::ops::{Add, AddAssign, BitAnd, BitOr, Index, Neg, Not};

use ttt_core::board::{Board, Mark, Square, FULL};
use ttt_core::perfect_play::{outcome, Outcome};
use ttt_core::symmetry::canonical;

/// A square from its number, at compile time.
const fn square(index: u8) -> Square {
    match Square::new(index) {
        Some(square) => square,
        None => panic!("no such square"),
    }
}

/// The corners, in order.
pub const CORNERS: [Square; 4] = [square(0), square(2), square(6), square(8)];
/// The book openings: X's first move, by name.
pub const OPENINGS: [(&str, Board); 4] = [
    ("empty", Board::EMPTY),
    ("corner", Board::EMPTY.with(CORNERS[0], Mark::X)),
    ("edge", Board::EMPTY.with(square(1), Mark::X)),
    ("centre", Board::EMPTY.with(square(4), Mark::X)),
];
/// The results, best first.
pub const RESULTS: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];

/// A set of squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Mask(pub u16);

impl BitOr for Mask {
    type Output = Mask;
    fn bitor(self, other: Mask) -> Mask {
        Mask(self.0 | other.0)
    }
}

impl BitAnd for Mask {
    type Output = Mask;
    fn bitand(self, other: Mask) -> Mask {
        Mask(self.0 & other.0)
    }
}

impl Not for Mask {
    type Output = Mask;
    fn not(self) -> Mask {
        Mask(!self.0 & FULL)
    }
}

/// A side, with `-side` the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Side(pub Mark);

impl Neg for Side {
    type Output = Side;
    fn neg(self) -> Side {
        Side(self.0.opponent())
    }
}

/// A game in progress: the board and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Play {
    /// The board.
    pub board: Board,
    /// The side to move.
    pub side: Side,
}

impl Add<Square> for Play {
    type Output = Play;
    fn add(self, square: Square) -> Play {
        Play { board: self.board.with(square, self.side.0), side: -self.side }
    }
}

impl AddAssign<Square> for Play {
    fn add_assign(&mut self, square: Square) {
        *self = *self + square;
    }
}

impl Index<Square> for Play {
    type Output = Option<Mark>;
    fn index(&self, square: Square) -> &Option<Mark> {
        const MARKS: [Option<Mark>; 3] = [None, Some(Mark::X), Some(Mark::O)];
        &MARKS[match self.board.mark_at(square) {
            None => 0,
            Some(Mark::X) => 1,
            Some(Mark::O) => 2,
        }]
    }
}

impl Play {
    /// The squares holding a mark.
    pub fn taken(self) -> Mask {
        Mask(self.board.marks(Mark::X)) | Mask(self.board.marks(Mark::O))
    }
}

/// A class of positions: its canonical board and its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Class {
    /// The result for the side to move.
    pub result: Outcome,
    /// The canonical board.
    pub board: Board,
}

/// Everything seen.
#[derive(Debug, Default)]
pub struct Census {
    seen: HashSet<Play>,
    classes: BTreeSet<Class>,
    by_result: BTreeMap<Outcome, BTreeSet<Board>>,
    corners: BTreeMap<Square, usize>,
}

impl Census {
    /// Records `play`; `false` when it was seen before.
    ///
    /// # Errors
    /// The reason no game reaches the position.
    pub fn record(&mut self, play: Play) -> Result<bool, String> {
        let result = outcome(play.board, Mark::X).map_err(|why| why.to_string())?;
        let class = Class { result, board: canonical(play.board) };
        self.classes.insert(class);
        self.by_result.entry(result).or_default().insert(class.board);
        for corner in CORNERS {
            if play[corner].is_some() {
                *self.corners.entry(corner).or_insert(0) += 1;
            }
        }
        Ok(self.seen.insert(play))
    }

    /// The census lines.
    pub fn lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = RESULTS
            .iter()
            .map(|result| {
                let count = self.by_result.get(result).map_or(0, BTreeSet::len);
                format!("{result:?}: {count} classes")
            })
            .collect();
        lines.push(format!("classes: {}", self.classes.len()));
        let corners: Vec<String> =
            self.corners.iter().map(|(square, n)| format!("{}x{n}", square.index() + 1)).collect();
        lines.push(format!("corners: {}", corners.join(" ")));
        lines
    }
}
