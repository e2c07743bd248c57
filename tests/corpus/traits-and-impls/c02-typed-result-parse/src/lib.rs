//! Board census (bundling shape: `FromStr for Board` needed only by a `parse()` whose type
//! comes from a `let` annotated `Result<Board, InputError>`, with no turbofish anywhere).
//!
//! Each line of the input is one board in any notation `ttt-core` reads as one line: nine
//! letters `X`, `O`, `.`, or nine digits `0`, `1`, `2`. The answer for a board is its marks, its
//! canonical form under the eight symmetries, and whether a game X starts reaches it. A line
//! that is not a board answers with the reason; the last line counts the bad lines.

use ttt_core::board::{Board, Mark};
use ttt_core::rules::reachable;
use ttt_core::symmetry::canonical;

/// One answer line for a board.
pub fn describe(board: Board) -> String {
    let reach = if reachable(board, Mark::X) { "reachable" } else { "unreachable" };
    format!(
        "X{} O{} {:?} {reach}",
        board.count(Mark::X),
        board.count(Mark::O),
        canonical(board)
    )
}
