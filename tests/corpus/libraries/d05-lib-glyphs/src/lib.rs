//! d05-lib-glyphs: a second workspace library, with no binary, that d06-lib-render depends
//! on; its feature `unicode` is turned on only by d06-lib-render's feature `fancy`
//! (`fancy = ["glyphs/unicode"]`), which d07-feature-chain asks for.
//!
//! The characters a mark is drawn with.

use ttt_core::board::Mark;

/// The character for a square holding `mark` (or nothing).
pub const fn glyph(mark: Option<Mark>) -> char {
    #[cfg(feature = "unicode")]
    {
        match mark {
            Some(Mark::X) => '×',
            Some(Mark::O) => '○',
            None => '·',
        }
    }
    #[cfg(not(feature = "unicode"))]
    {
        match mark {
            Some(Mark::X) => 'x',
            Some(Mark::O) => 'o',
            None => '.',
        }
    }
}

/// What the glyphs are called, for a legend.
pub const STYLE: &str = if cfg!(feature = "unicode") { "unicode" } else { "ascii" };
