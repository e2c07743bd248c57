//! Line count (bundling shape: main.rs and lib.rs import the same names).
//! How many of the 8 lines each mark has completed on each board, and the total.
//! Bundling shape: `main.rs` does its own I/O with imports that `lib.rs` has too
//! (`use std::io::Write`, the library's `InputError` re-export) while the library defines a
//! one-parameter `type Result<T>` that `main.rs` never sees.
//!
//! Each input line is one board written as nine letters `X`, `O` or `.`, row by row; a line
//! `end`, or the end of the input, stops. For each board the answer is `X <x> O <o>`, the number
//! of completed lines of each mark (the board need not be reachable). A last line
//! `total <n>` sums all those counts. A line that is not nine squares is an input error; the
//! answers before it are kept.

use std::io::Write;

use ttt_core::board::{Board, Mark};
use ttt_core::judge::Token;
use ttt_core::lines::lines_of;
use ttt_core::notation::parse_letter_line;

pub use ttt_core::judge::InputError;

/// What the library's fallible functions give: every failure is bad input.
pub type Result<T> = std::result::Result<T, InputError>;

/// The completed lines of each mark on one board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineCount {
    /// Lines of `X`.
    pub x: usize,
    /// Lines of `O`.
    pub o: usize,
}

impl LineCount {
    /// Both counts together.
    pub fn both(self) -> usize {
        self.x + self.o
    }
}

/// Counts the completed lines of both marks on `board`.
pub fn count_lines(board: Board) -> LineCount {
    LineCount { x: lines_of(board, Mark::X).count(), o: lines_of(board, Mark::O).count() }
}

/// Reads one input line as a board of nine letters.
///
/// # Errors
/// [`InputError`] when the line is not exactly nine letter squares.
pub fn read_board(line: Token<'_>) -> Result<Board> {
    parse_letter_line(line)
}

/// Writes the answer line for one board.
///
/// # Errors
/// Whatever error `out` gives.
pub fn write_count<W: Write>(out: &mut W, count: LineCount) -> std::io::Result<()> {
    writeln!(out, "X {} O {}", count.x, count.o)
}
