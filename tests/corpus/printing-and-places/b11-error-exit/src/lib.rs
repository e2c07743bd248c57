//! Move replay: a custom error enum with `Display`, `std::error::Error` and a `Debug` that
//! reads like `Display`, `main` returning `Result<(), Box<dyn Error>>` (so bad input prints
//! `Error: ...` and exits with status 1), a `std::process::exit(2)` path and a panic.
//! Problem: the input holds `m`, then `m` moves, each a square number 1 to 9 (row by row); X
//! moves first and the players alternate. Print the board after the moves as three rows of `X`,
//! `O` and `.`, then `X wins`, `O wins`, `draw`, `X to move` or `O to move`.
//! Bad input: a token that is no number, a square outside 1..9, a taken square or fewer moves
//! than announced print `Error: <what>` on stderr with exit status 1 and nothing on stdout; a
//! move after the game has ended prints the final board and its result, then
//! `move <k> comes after the end of the game` on stderr and exits with status 2; anything after
//! the last move panics.

use std::error::Error;
use std::fmt;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::rules::{status, Status};

/// Why a move cannot be played.
pub enum MoveError {
    /// The square number is not 1 to 9.
    OffBoard {
        /// The move's number, from 1.
        turn: usize,
        /// The number given.
        square: u64,
    },
    /// The square already holds a mark.
    Taken {
        /// The move's number, from 1.
        turn: usize,
        /// The square, 1 to 9.
        square: u64,
    },
    /// The input ended early.
    Missing {
        /// Moves announced.
        expected: usize,
        /// Moves found.
        found: usize,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::OffBoard { turn, square } => {
                write!(f, "move {turn}: square {square} is not on the board")
            }
            MoveError::Taken { turn, square } => write!(f, "move {turn}: square {square} is taken"),
            MoveError::Missing { expected, found } => {
                write!(f, "expected {expected} moves, found {found}")
            }
        }
    }
}

/// `main` prints a returned error with `Debug`: make it read like the message.
impl fmt::Debug for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Error for MoveError {}

/// A game being replayed.
#[derive(Debug, Clone, Copy, Default)]
pub struct Game {
    /// The board so far.
    pub board: Board,
    /// Moves played so far.
    pub played: usize,
}

impl Game {
    /// Where the game stands. Replayed games are always reachable.
    pub fn status(&self) -> Status {
        status(self.board, Mark::X).expect("a replayed game is reachable")
    }

    /// Plays the next move on `square` (1 to 9) for whoever is to move.
    ///
    /// # Errors
    /// [`MoveError`] when the square is off the board or taken.
    ///
    /// # Panics
    /// When the game is over: ask [`Game::status`] first.
    pub fn play(&mut self, square: u64) -> Result<(), MoveError> {
        let Status::InProgress { to_move } = self.status() else {
            panic!("the game is over");
        };
        let turn = self.played + 1;
        let target = u8::try_from(square)
            .ok()
            .and_then(|number| number.checked_sub(1))
            .and_then(Square::new)
            .ok_or(MoveError::OffBoard { turn, square })?;
        if self.board.mark_at(target).is_some() {
            return Err(MoveError::Taken { turn, square });
        }
        self.board = self.board.with(target, to_move);
        self.played = turn;
        Ok(())
    }
}

/// The line that says where a game stands.
pub fn verdict(status: Status) -> String {
    match status {
        Status::Won(winner) => format!("{winner} wins"),
        Status::Drawn => "draw".to_string(),
        Status::InProgress { to_move } => format!("{to_move} to move"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_a_won_game() {
        let mut game = Game::default();
        for square in [1, 4, 2, 5, 3] {
            game.play(square).unwrap();
        }
        assert_eq!(verdict(game.status()), "X wins");
        assert_eq!(game.board.to_string(), "XXX\nOO.\n...");
    }

    #[test]
    fn errors_say_which_move() {
        let mut game = Game::default();
        game.play(5).unwrap();
        assert_eq!(game.play(5).unwrap_err().to_string(), "move 2: square 5 is taken");
        assert_eq!(format!("{:?}", game.play(0).unwrap_err()), "move 2: square 0 is not on the board");
    }
}
