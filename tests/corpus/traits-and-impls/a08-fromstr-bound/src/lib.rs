//! Forced result (bundling shape: `FromStr for Board` needed only through a generic bound).
//! What the player to move can force on each board of a game X starts.
//! Bundling shape: the only use of `FromStr for Board` (in `ttt_core::notation`) is through a
//! generic bound, `parse_all::<Board>` with `T: FromStr`; the binary reads the count with the
//! same kind of generic helper for `usize`.
//!
//! The first line is the number of boards `n`; each of the next `n` lines is a board, written
//! as nine letters `X`, `O`, `.` or as a Programmers array `["XO.", ".X.", "..O"]`. Lines after
//! them are ignored. The answer for each board is `win`, `draw` or `loss` for the player to
//! move under perfect play (a finished game answers `loss` when someone has a line, `draw` when
//! the board is full), or `unreachable`. A bad board is reported before any answer (`error:
//! board <i>: ...`, status 1); a first line that is not a number makes the binary panic.

use std::str::FromStr;

use ttt_core::board::{Board, Mark};
use ttt_core::perfect_play::{outcome, Outcome};

/// Parses every line as a `T`, or gives the index of the first line that is none, with why.
///
/// # Errors
/// The index and error of the first line that does not parse.
pub fn parse_all<T: FromStr>(lines: &[&str]) -> Result<Vec<T>, (usize, T::Err)> {
    lines.iter().enumerate().map(|(index, line)| line.parse().map_err(|why| (index, why))).collect()
}

/// The answer for one board.
pub fn verdict(board: Board) -> &'static str {
    match outcome(board, Mark::X) {
        Ok(Outcome::Win) => "win",
        Ok(Outcome::Draw) => "draw",
        Ok(Outcome::Loss) => "loss",
        Err(_) => "unreachable",
    }
}
