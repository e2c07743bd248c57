//! d13-stringify-crate-arg: the library's own `ensure!` macro reports a failed check by
//! printing the condition as written (`stringify!($cond)`), and its checks name items by
//! `crate::` paths: `ensure!(x <= crate::limits::MAX_X, ..)`.
//!
//! Each case is three rows of letters; the answer is the number of marks, or an error naming
//! the first check the board fails.

pub mod check;
pub mod limits;

use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;

/// Returns early with an error quoting `cond` when it does not hold.
macro_rules! ensure {
    ($cond:expr, $at:expr) => {
        if !$cond {
            return Err(InputError::new(
                $at,
                format!("found a board where `{}` fails", stringify!($cond)),
                "a board a game reaches",
            ));
        }
    };
}
pub(crate) use ensure;

/// Answers every board of `input`.
///
/// # Errors
/// The first board that does not read or fails a check.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some((board, position)) = read_letter_rows(&mut scanner)? {
        let marks = check::plausible(board, position)?;
        output.extend_from_slice(format!("{marks}\n").as_bytes());
    }
    Ok(())
}
