//! Row and column moves (bundling shape: an extension trait implemented for a `type` alias of a
//! tuple, `impl CellExt for Cell` with `type Cell = (u8, u8)`, called as `(row, column).square()`
//! by code that never names the alias).
//!
//! Each case is a line of moves, each `row,column` with rows and columns 1 to 3; X moves first
//! and the marks alternate. The answer is the board after the moves as three rows of letters
//! and a blank line; a move off the board or onto a taken square is an input error.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};

/// A square by row and column, both 1 to 3, as the input writes it.
pub type Cell = (u8, u8);

/// What a [`Cell`] means on the board.
pub trait CellExt {
    /// The square, when the cell is on the board.
    fn square(self) -> Option<Square>;
}

impl CellExt for Cell {
    fn square(self) -> Option<Square> {
        let (row, column) = self;
        Square::at(row.checked_sub(1)?, column.checked_sub(1)?)
    }
}

fn digit(byte: u8) -> Option<u8> {
    byte.is_ascii_digit().then(|| byte - b'0')
}

/// Answers every line of `input`.
///
/// # Errors
/// [`InputError`] at the first move that is malformed, off the board, or onto a taken square.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(line) = scanner.line() {
        let mut board = Board::EMPTY;
        let mut mark = Mark::X;
        let mut offset = 0;
        for word in line.text.split(|&b| b == b' ') {
            let at = offset;
            offset += word.len() + 1;
            if word.is_empty() {
                continue;
            }
            let square = match word {
                [r, b',', c] => digit(*r).zip(digit(*c)).and_then(|(row, column)| (row, column).square()),
                _ => None,
            };
            let Some(square) = square.filter(|&s| board.mark_at(s).is_none()) else {
                return Err(InputError::found_bytes(
                    line.position_at(at),
                    word,
                    "a free square `row,column` with both 1 to 3",
                ));
            };
            board = board.with(square, mark);
            mark = mark.opponent();
        }
        output.extend_from_slice(format!("{board}\n\n").as_bytes());
    }
    Ok(())
}
