//! The `r#type` module: who moves first, read and written.

use crate::error::{Error, Result};
use ttt_core::board::Mark;

/// Reads the kind word.
///
/// # Errors
/// [`Error::Kind`] for anything but `x`/`o` (either case).
pub fn r#match(kind: &str) -> Result<Mark> {
    macro_rules! pick {
        ($text:expr, $($word:pat => $type:expr),+) => {
            match $text {
                $($word => Ok($type),)+
                other => Err(Error::Kind(other.to_string())),
            }
        };
    }
    pick!(kind, "x" | "X" => Mark::X, "o" | "O" => Mark::O)
}

/// The kind word for `mark`.
pub fn letter(mark: Mark) -> char {
    mark.letter().to_ascii_lowercase()
}
