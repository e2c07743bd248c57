//! Next boards (bundling shape: `cfg!(feature = ...)` and `#[cfg(feature = ...)]` written inside
//! `macro_rules!` bodies, with the feature on by default).
//!
//! Each case is a board as three rows of digits (`0` empty, `1` X, `2` O); X moves first. The
//! answer lists every board the player to move can reach in one move, in square order, each
//! drawn as one token of nine squares: letters with the default features, digits without.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;
use ttt_core::rules::to_move;

/// The character for one square, in the notation the features choose.
macro_rules! square_char {
    ($mark:expr) => {
        if cfg!(feature = "letters") {
            $mark.map_or('.', Mark::letter)
        } else {
            match $mark {
                None => '0',
                Some(Mark::X) => '1',
                Some(Mark::O) => '2',
            }
        }
    };
}

/// Declares the summary of a line of answers, with a field only some builds have.
macro_rules! summary {
    ($name:ident) => {
        /// What a line of answers says besides the boards.
        #[derive(Debug, Default)]
        pub struct $name {
            /// How many boards the line lists.
            pub boards: usize,
            /// The empty squares after each move, summed.
            #[cfg(feature = "count-empty")]
            pub empty: u32,
        }
    };
}

summary!(Summary);

/// One board as a token.
pub fn draw(board: Board) -> String {
    Square::ALL.iter().map(|&square| square_char!(board.mark_at(square))).collect()
}

/// Answers every board of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        let mut summary = Summary::default();
        let mut line = Vec::new();
        if let Some(mark) = to_move(board, Mark::X) {
            for square in Square::ALL {
                if board.mark_at(square).is_none() {
                    let next = board.with(square, mark);
                    line.push(draw(next));
                    summary.boards += 1;
                    #[cfg(feature = "count-empty")]
                    {
                        summary.empty += next.empty_squares().count_ones();
                    }
                }
            }
        }
        output.extend_from_slice(format!("{} {}\n", summary.boards, line.join(" ")).as_bytes());
    }
    Ok(())
}
