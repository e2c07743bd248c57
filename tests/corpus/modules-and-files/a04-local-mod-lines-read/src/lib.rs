//! Name the lines (bundling shape: local `mod lines;` and `use read::board;`).
//! Which rows, columns and diagonals each mark has completed.
//! Bundling shape: local modules named like `ttt_core` modules, `mod lines;` (which itself uses
//! `ttt_core::lines`) and `mod read;`, with `use read::board;` importing a function `board`
//! into a crate that also uses `ttt_core::board`.
//!
//! Each case is a board written as a Programmers array, `["XXX", "OO.", "..."]`. The answer is
//! `X: <lines>; O: <lines>`, each list the completed lines in the order rows 1 to 3, columns 1
//! to 3, `diagonal` (from the top-left) and `anti-diagonal`, joined by `, `, or `none`. Boards
//! need not be reachable.

mod lines;
mod read;

use read::board;
use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};

/// What this crate's fallible functions give.
type Result<T> = std::result::Result<T, InputError>;

/// Answers every board in `input`, one line each.
///
/// # Errors
/// [`InputError`] for a malformed board, or an input without any board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<()> {
    let mut scanner = Scanner::new(input);
    let mut boards = 0;
    while let Some(board) = board(&mut scanner)? {
        let x = lines::names(board, Mark::X);
        let o = lines::names(board, Mark::O);
        output.extend_from_slice(format!("X: {x}; O: {o}\n").as_bytes());
        boards += 1;
    }
    if boards == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board like [\"XO.\", ...]"));
    }
    Ok(())
}
