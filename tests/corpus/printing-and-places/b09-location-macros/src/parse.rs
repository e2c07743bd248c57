//! Reading one board line.

use ttt_core::board::{Board, Mark, Square};

use crate::Failure;

/// The board written as nine letters.
///
/// # Errors
/// [`Failure`] when the line is not nine letters `X`, `O` or `.`.
pub fn board(line: &str) -> Result<Board, Failure> {
    let letters: Vec<char> = line.chars().collect();
    if letters.len() != 9 {
        bail!("expected 9 letters, found {}", letters.len());
    }
    let mut board = Board::EMPTY;
    for (square, letter) in Square::ALL.into_iter().zip(letters) {
        board = match letter {
            'X' => board.with(square, Mark::X),
            'O' => board.with(square, Mark::O),
            '.' => board,
            other => bail!("`{other}` is no square, at square {}", square.index() + 1),
        };
    }
    Ok(board)
}
