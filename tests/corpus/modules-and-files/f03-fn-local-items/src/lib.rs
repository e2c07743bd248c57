//! Library of f03-fn-local-items: the symmetry class and the forced result of every board, with
//! the helper types, constants and functions declared inside the function bodies that use them,
//! among them a fn-local trait implemented for ttt-core's `Mark` with `Self::BOTH`.

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};

/// One answered board.
#[derive(Debug, Clone, Copy)]
pub struct Summary {
    /// The board as read.
    pub board: Board,
    /// The smallest board of its symmetry class.
    pub class: Board,
    /// The letter of the forced result for the mover.
    pub result: char,
    /// How many players have a line.
    pub winners: usize,
}

impl Summary {
    /// The answer line.
    pub fn line(&self) -> String {
        const SEPARATOR: &str = " -> ";
        format!("{:?}{SEPARATOR}{:?} {} {}", self.board, self.class, self.result, self.winners)
    }
}

/// Reads every board of the input, nine letters on a line.
///
/// # Errors
/// A line that is no board, or a board no game reaches.
pub fn summarize(input: &[u8]) -> Result<Vec<Summary>, InputError> {
    fn canonical(board: Board) -> Board {
        // The library's class, but an empty board stays as it is without the work.
        if board == Board::EMPTY {
            return board;
        }
        ttt_core::symmetry::canonical(board)
    }

    fn outcome(board: Board) -> Result<char, ttt_core::rules::Unreachable> {
        use ttt_core::perfect_play::*;
        let result: Outcome = outcome(board, Mark::X)?;
        Ok(result.letter())
    }

    trait Players: Sized {
        fn players() -> [Self; 2];
    }
    impl Players for Mark {
        fn players() -> [Self; 2] {
            Self::BOTH
        }
    }

    let mut scanner = Scanner::new(input);
    let mut summaries = Vec::new();
    while let Some(line) = scanner.line() {
        let board = ttt_core::notation::parse_letter_line(line)?;
        let result = outcome(board).map_err(|why| {
            InputError::new(line.position, format!("an unreachable board ({why})"), "a game's board")
        })?;
        let winners = Mark::players().iter().filter(|&&mark| board.has_line(mark)).count();
        summaries.push(Summary { board, class: canonical(board), result, winners });
    }
    Ok(summaries)
}
