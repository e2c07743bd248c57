//! Reading the boards of a04.

use ttt_core::board::Board;
use ttt_core::judge::Scanner;
use ttt_core::notation::read_programmers_board;

use crate::Result;

/// The next board, written as a Programmers array, or `None` when only whitespace is left.
pub fn board(scanner: &mut Scanner<'_>) -> Result<Option<Board>> {
    Ok(read_programmers_board(scanner)?.map(|(board, _)| board))
}
