//! Line notes (bundling shape: macros of many kinds: `#[macro_use] mod macros;` whose macros
//! the later modules use, a macro that declares consts used by another module, a macro that
//! writes `impl` blocks, a macro that defines a macro, `line!()` inside a macro invoked through
//! another macro, a macro in an `impl` block, and `#[macro_export]` macros with `$crate::`
//! paths called from main.rs).
//!
//! The input is `n` and then `n` boards (nine letters each). The answer for each board lists
//! the lines held by one mark only, as `<mark><line>` with lines named by `masks`, then a note
//! saying where in the source the note was made.

#[macro_use]
mod macros;

pub mod masks;
pub mod notes;

use ttt_core::board::{Board, Mark};

/// A square by row and column, both from 0.
pub const fn sq(row: u8, column: u8) -> u8 {
    row * 3 + column
}

/// The mask of the squares given by `(row, column)` pairs.
#[macro_export]
macro_rules! mask_of {
    ($(($r:expr, $c:expr)),+ $(,)?) => {
        0u16 $(| (1u16 << $crate::sq($r, $c)))+
    };
}

/// The lines held by a single mark, by name.
pub fn held(board: Board) -> Vec<String> {
    let mut out = Vec::new();
    for (name, mask) in masks::ALL {
        for mark in Mark::BOTH {
            let mine = board.marks(mark) & mask;
            let theirs = board.marks(mark.opponent()) & mask;
            if mine != 0 && theirs == 0 {
                out.push(format!("{}{}", mark.tag(), name));
            }
        }
    }
    out
}

/// A short tag for a mark.
pub trait Tag {
    /// The tag.
    fn tag(&self) -> char;
}

tagged!(Mark, |m: &Mark| m.letter().to_ascii_lowercase());
