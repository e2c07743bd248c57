//! Library of f11-discriminants-display-pad: glyphs and verdicts as enums with explicit
//! discriminants (one a ttt-core path, one a const named nowhere else), compared and converted
//! against ttt-core's marks and outcomes with `as` casts.

use ttt_core::board::Mark;
use ttt_core::perfect_play::Outcome;

/// The byte of X's letter, from ttt-core.
pub const BYTE_X: u8 = Mark::X.letter() as u8;
/// The byte of O's letter, from ttt-core.
pub const BYTE_O: u8 = Mark::O.letter() as u8;
/// Where O sits in ttt-core's `Mark` order.
pub const O_CODE: u8 = Mark::O as u8;

/// How this problem writes an empty square.
const DASH: u8 = b'-';

/// A square as drawn, with its byte as discriminant.
#[repr(u8)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    /// X.
    Cross = b'X',
    /// O, its byte taken from ttt-core.
    Nought = ttt_core::board::Mark::O.letter() as u8,
    /// Empty, written `-` here.
    Blank = DASH,
}

impl Glyph {
    /// The glyph of a byte: `X`, `O`, `-` or `.`.
    pub const fn from_byte(byte: u8) -> Option<Glyph> {
        match byte {
            BYTE_X => Some(Glyph::Cross),
            BYTE_O => Some(Glyph::Nought),
            b'-' | b'.' => Some(Glyph::Blank),
            _ => None,
        }
    }

    /// The mark, if any.
    pub const fn mark(self) -> Option<Mark> {
        match self as u8 {
            BYTE_X => Some(Mark::X),
            BYTE_O => Some(Mark::O),
            _ => None,
        }
    }
}

impl PartialEq<Mark> for Glyph {
    fn eq(&self, mark: &Mark) -> bool {
        *self as u8 == mark.letter() as u8
    }
}

impl PartialEq<Glyph> for Mark {
    fn eq(&self, glyph: &Glyph) -> bool {
        glyph == self
    }
}

/// The forced result as a signed score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[repr(i8)]
pub enum Verdict {
    /// The mover loses.
    Lost = -1,
    /// Nobody wins.
    Even = 0,
    /// The mover wins.
    Won = 1,
}

impl From<Outcome> for Verdict {
    fn from(outcome: Outcome) -> Verdict {
        match outcome as i8 - Outcome::Draw as i8 {
            -1 => Verdict::Lost,
            0 => Verdict::Even,
            _ => Verdict::Won,
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let score = *self as i8;
        f.pad(&format!("{score:+}"))
    }
}

/// The verdicts of a run, added up.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Score(pub i32);

impl std::iter::Sum<Verdict> for Score {
    fn sum<I: Iterator<Item = Verdict>>(verdicts: I) -> Score {
        Score(verdicts.map(|verdict| i32::from(verdict as i8)).sum())
    }
}
