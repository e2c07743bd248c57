//! The checks, each reported by its own condition.

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Position};

use crate::ensure;

/// The number of marks on `board`, if it passes every check.
///
/// # Errors
/// The first check it fails, quoted.
pub fn plausible(board: Board, at: Position) -> Result<u32, InputError> {
    let (x, o) = (board.count(Mark::X), board.count(Mark::O));
    ensure!(x <= crate::limits::MAX_X, at);
    ensure!(crate::limits::counts_ok(x, o), at);
    ensure!(!(board.has_line(Mark::X) && board.has_line(Mark::O)), at);
    Ok(x + o)
}
