//! Library of f09-crate-alias-nested-mods: a report of every board, drawn cell by cell, from a
//! module tree three folders deep that reaches back up with `super::super::` and `root::`, and
//! from inline modules a macro writes.
#![warn(unreachable_pub)]

use crate as root;

pub mod report;

pub use root::report::format::cell::Cell;
pub use report::Line as ReportLine;

/// A set of glyphs as an inline module: one char per kind of cell.
macro_rules! glyph_set {
    ($name:ident, $cross:literal, $nought:literal, $empty:literal) => {
        /// A set of glyphs.
        pub mod $name {
            /// The glyph of `cell`.
            pub fn glyph(cell: crate::Cell) -> char {
                match cell {
                    crate::Cell::Cross => $cross,
                    crate::Cell::Nought => $nought,
                    crate::Cell::Empty => $empty,
                }
            }
        }
    };
}

glyph_set!(ascii, 'X', 'O', '.');
glyph_set!(boxed, '#', '@', '_');

/// The first player of every game in this problem.
pub const FIRST: ttt_core::board::Mark = ttt_core::board::Mark::X;
