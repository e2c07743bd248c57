//! Reading boards: three whitespace-separated rows of letters each.

use engine::board::Board;
use engine::judge::{InputError, Scanner};

/// The next board, or `None` at the end of the input.
///
/// # Errors
/// A row that is not three letters.
pub fn next_board(scanner: &mut Scanner<'_>) -> Result<Option<Board>, InputError> {
    Ok(engine::notation::read_letter_rows(scanner)?.map(|(board, _)| board))
}

/// Not used by the judge binary: the same, for a whole text.
pub fn one_board(text: &str) -> Result<Board, InputError> {
    engine::notation::parse_letters(text)
}
