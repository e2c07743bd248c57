//! Reading the boards of the input.

use ttt_core;

use crate::Board;

/// Every board of `input`, in digit rows.
///
/// # Errors
/// [`ttt_core::judge::InputError`] at the first malformed board, or when there is none.
pub fn read_boards(input: &str) -> Result<Vec<Board>, ttt_core::judge::InputError> {
    let mut scanner = ttt_core::judge::Scanner::new(input.as_bytes());
    let mut boards = Vec::new();
    while let Some((board, _)) = ttt_core::notation::read_digit_rows(&mut scanner)? {
        boards.push(board);
    }
    if boards.is_empty() {
        return Err(self::no_board(&scanner));
    }
    Ok(boards)
}

fn no_board(scanner: &ttt_core::judge::Scanner<'_>) -> ttt_core::judge::InputError {
    ttt_core::judge::InputError::end_of_input(scanner.position(), "a board of three digit rows")
}
