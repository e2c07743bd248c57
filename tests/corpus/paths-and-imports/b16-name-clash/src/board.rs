//! Reading a board in either notation.

use ttt_core::board::Board;
use ttt_core::judge::Scanner;
use ttt_core::notation::{read_letter_rows, read_programmers_board};

use crate::Result;

/// The next board, or `None` at the end of the input.
pub(crate) fn read(scanner: &mut Scanner<'_>) -> Result<Option<Board>> {
    if scanner.at_end() {
        return Ok(None);
    }
    let next = if scanner.peek() == Some(b'[') {
        read_programmers_board(scanner)?
    } else {
        read_letter_rows(scanner)?
    };
    Ok(next.map(|(board, _)| board))
}
