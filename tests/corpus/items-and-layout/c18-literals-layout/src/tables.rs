//! Tables laid out by hand, which rustfmt leaves alone.
#![allow(clippy::all)]

use crate::Style;

/// The style a word names.
pub fn style(word: &[u8]) -> Option<Style> {
    const NAMES: [(&[u8], Style); 3] = [(b"plain",  Style::Plain),
                                        (b"boxed",  Style::Boxed),
                                        (b"quoted", Style::Quoted)];
    NAMES.iter().find(|(name, _)| *name == word).map(|&(_, style)| style)
}
