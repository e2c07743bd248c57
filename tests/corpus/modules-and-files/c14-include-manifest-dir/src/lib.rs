//! Opening book (bundling shape: a data file read at compile time through
//! `include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data/openings.txt"))`, the idiom that
//! does not depend on which file does the including).
//!
//! Each query is an opening name from the book. The answer is the board after the opening's
//! moves (X first), as one token of nine letters, and the result perfect play gets from there
//! for the player to move (`W`, `D` or `L`). An unknown name is an input error.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::perfect_play::outcome;

/// The book: one opening per line, `name` then squares; `#` starts a comment line.
const BOOK: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data/openings.txt"));

/// The board after an opening's squares, or `None` for a line that is not an opening.
fn play(squares: &str) -> Option<Board> {
    let mut board = Board::EMPTY;
    let mut mark = Mark::X;
    for word in squares.split_whitespace() {
        let index: u8 = word.parse().ok()?;
        let square = Square::new(index.checked_sub(1)?)?;
        board = board.with(square, mark);
        mark = mark.opponent();
    }
    Some(board)
}

/// Answers every query of `input`.
///
/// # Errors
/// [`InputError`] for a name that is not in the book.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(token) = scanner.token() {
        let name = String::from_utf8_lossy(token.text);
        let entry = BOOK
            .lines()
            .filter(|line| !line.starts_with('#'))
            .find_map(|line| line.strip_prefix(&*name)?.strip_prefix(' '));
        let Some(board) = entry.and_then(play) else {
            return Err(InputError::found_bytes(token.position, token.text, "an opening name"));
        };
        let result = outcome(board, Mark::X).map(|o| o.letter()).unwrap_or('?');
        output.extend_from_slice(format!("{board:?} {result}\n").as_bytes());
    }
    Ok(())
}
