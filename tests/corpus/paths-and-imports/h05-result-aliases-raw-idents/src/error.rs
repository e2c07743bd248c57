//! The crate's error and its `Result` alias with a default error type.

use std::fmt;

use ttt_core::rules::Unreachable;

/// Why a line cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The kind was not `x` or `o`.
    Kind(String),
    /// A move was not a square digit.
    Square(String),
    /// A square was played twice.
    Taken(usize),
    /// A move came after the game ended.
    Over,
    /// More moves than squares.
    TooLong(usize),
    /// The board went unreachable (cannot happen by replay).
    Rules(Unreachable),
}

/// The crate's `Result`: the error defaults to [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Kind(kind) => write!(f, "unknown first player `{kind}`"),
            Error::Square(why) => write!(f, "bad move: {why}"),
            Error::Taken(square) => write!(f, "square {square} is taken"),
            Error::Over => f.write_str("a move after the game ended"),
            Error::TooLong(n) => write!(f, "{n} moves is more than {}", crate::LIMIT),
            Error::Rules(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    fn from(why: String) -> Self {
        Error::Square(why)
    }
}

impl From<Unreachable> for Error {
    fn from(why: Unreachable) -> Self {
        Error::Rules(why)
    }
}
