//! Best squares (bundling shape: `#[macro_use] mod macros;` and a `#[macro_export]` macro).
//! Every move that keeps the best result for the player to move.
//! Bundling shape: `#[macro_use] mod macros;` whose `ensure!` the library uses unqualified, and
//! a `#[macro_export]` macro, `answer_line!`, that expands to a `$crate::` path and is used
//! from `main.rs`.
//!
//! Each case is a board as three lines of digits (`0` empty, `1` X, `2` O), as in BOJ 16571; X
//! moves first. The answer is `best:` followed by every square (numbered 1 to 9 row by row)
//! where the player to move keeps the best result it can force with perfect play, or `none`
//! when the game is over. A board no game reaches is an input error, and so is a malformed
//! board; the answers before it are kept.

#[macro_use]
mod macros;

use std::fmt::Arguments;
use std::io::{self, Write};

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Position};
use ttt_core::perfect_play::best_moves;
use ttt_core::rules::reachable;

/// Writes one answer line: the formatted text and a line end.
#[macro_export]
macro_rules! answer_line {
    ($out:expr, $($arg:tt)*) => {
        $crate::write_line(&mut $out, ::std::format_args!($($arg)*))
    };
}

/// Writes `args` and a line end; the function behind [`answer_line!`].
///
/// # Errors
/// Whatever error `out` gives.
pub fn write_line<W: Write>(out: &mut W, args: Arguments<'_>) -> io::Result<()> {
    out.write_fmt(args)?;
    out.write_all(b"\n")
}

/// The best squares of the player to move, numbered 1 to 9, empty when the game is over.
///
/// # Errors
/// [`InputError`] at `position` when no game X starts reaches `board`.
pub fn best_squares(board: Board, position: Position) -> Result<Vec<usize>, InputError> {
    ensure!(
        reachable(board, Mark::X),
        position,
        "found a board no game reaches",
        "a board from a game X started"
    );
    let moves = best_moves(board, Mark::X).unwrap_or_default();
    Ok(moves.into_iter().map(|square| square.index() + 1).collect())
}
