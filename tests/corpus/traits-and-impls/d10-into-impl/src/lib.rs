//! d10-into-impl: conversions written as `impl Into<String> for Verdict` and
//! `impl Into<u8> for Verdict` (the older style, rather than `From` for the target), used as
//! `let label: String = verdict.into();` and `let code: u8 = verdict.into();`.
//!
//! Each input word is a board of nine letters; the answer is its verdict for a game X
//! started, as a word and as a one-byte code, then a tally of the codes.

use ttt_core::board::{Board, Mark};
use ttt_core::rules::{status, Status};

/// What a board comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// X has a line.
    XWins,
    /// O has a line.
    OWins,
    /// Full, no line.
    Draw,
    /// Still being played.
    Playing,
    /// No game gets there.
    Invalid,
}

impl Verdict {
    /// The verdict on `board`.
    pub fn of(board: Board) -> Verdict {
        match status(board, Mark::X) {
            Ok(Status::Won(Mark::X)) => Verdict::XWins,
            Ok(Status::Won(Mark::O)) => Verdict::OWins,
            Ok(Status::Drawn) => Verdict::Draw,
            Ok(Status::InProgress { .. }) => Verdict::Playing,
            Err(_) => Verdict::Invalid,
        }
    }
}

#[allow(clippy::from_over_into)]
impl Into<String> for Verdict {
    fn into(self) -> String {
        let word = match self {
            Verdict::XWins => "x-wins",
            Verdict::OWins => "o-wins",
            Verdict::Draw => "draw",
            Verdict::Playing => "playing",
            Verdict::Invalid => "invalid",
        };
        word.to_owned()
    }
}

#[allow(clippy::from_over_into)]
impl Into<u8> for Verdict {
    fn into(self) -> u8 {
        match self {
            Verdict::XWins => b'X',
            Verdict::OWins => b'O',
            Verdict::Draw => b'D',
            Verdict::Playing => b'P',
            Verdict::Invalid => b'!',
        }
    }
}
