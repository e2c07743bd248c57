//! Std traits used only implicitly (bundling shape: manual `Ord`/`PartialOrd` used only by
//! `sort`, `max` and a `BTreeSet`; manual `Hash`/`Eq` used only as `HashMap` keys; `Index`,
//! `Neg`, `Not` and `BitOr` operators; `Display` used only through `to_string()` and `{}`).
//!
//! Each line is a board in letters. The answer lists, per board, its pattern key and weight;
//! the end gives the heaviest pattern, the patterns in order and how often each was seen.

use std::cmp::Ordering;
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{BitOr, Index, Neg, Not};

use ttt_core::board::{Board, Mark};
use ttt_core::symmetry::canonical;

/// A set of squares.
#[derive(Clone, Copy, Debug)]
pub struct Squares(pub u16);

impl BitOr for Squares {
    type Output = Squares;
    fn bitor(self, other: Squares) -> Squares {
        Squares(self.0 | other.0)
    }
}

impl Not for Squares {
    type Output = Squares;
    fn not(self) -> Squares {
        Squares(!self.0 & 0x1ff)
    }
}

impl Index<usize> for Squares {
    type Output = bool;
    fn index(&self, i: usize) -> &bool {
        if self.0 >> i & 1 == 1 {
            &true
        } else {
            &false
        }
    }
}

/// A signed weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weight(pub i32);

impl Neg for Weight {
    type Output = Weight;
    fn neg(self) -> Weight {
        Weight(-self.0)
    }
}

/// A pattern: a board up to symmetry, compared by weight then key.
#[derive(Clone, Copy, Debug)]
pub struct Pattern {
    /// The canonical board.
    pub board: Board,
    /// Its weight.
    pub weight: Weight,
}

impl Pattern {
    fn key(&self) -> usize {
        self.board.base3_index()
    }
}

impl PartialEq for Pattern {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}
impl Eq for Pattern {}

impl Hash for Pattern {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl PartialOrd for Pattern {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Pattern {
    fn cmp(&self, other: &Self) -> Ordering {
        self.weight.0.cmp(&other.weight.0).then_with(|| other.key().cmp(&self.key()))
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.key(), self.weight.0)
    }
}

/// The pattern of a board.
pub fn pattern(board: Board) -> Pattern {
    let x = Squares(board.marks(Mark::X));
    let o = Squares(board.marks(Mark::O));
    let empty = !(x | o);
    let centre = if x[4] { 3 } else if o[4] { -3 } else { 0 };
    let free = (0..9).filter(|&i| empty[i]).count() as i32;
    let mut weight = Weight(centre + free);
    if board.has_line(Mark::O) {
        weight = -weight;
    }
    Pattern { board: canonical(board), weight }
}

/// Everything printed after the boards.
pub fn summary(patterns: &[Pattern]) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(top) = patterns.iter().max() {
        lines.push(format!("heaviest {top}"));
    }
    let ordered: BTreeSet<Pattern> = patterns.iter().copied().collect();
    lines.push(ordered.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(" "));
    let mut seen: HashMap<Pattern, usize> = HashMap::new();
    for p in patterns {
        *seen.entry(*p).or_default() += 1;
    }
    let mut counts: Vec<(Pattern, usize)> = seen.into_iter().collect();
    counts.sort();
    lines.push(counts.iter().map(|(p, n)| format!("{p}x{n}")).collect::<Vec<_>>().join(" "));
    lines
}
