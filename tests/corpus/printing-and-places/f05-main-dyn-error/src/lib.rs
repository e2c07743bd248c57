//! Library of f05-main-dyn-error: replays numbered moves on a board and reports the status,
//! with its own error type built from ttt-core's errors by `From` and `?`.

use std::error::Error;
use std::fmt;
use std::num::ParseIntError;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::InputError;
use ttt_core::rules::{status, Status, Unreachable};

/// Why a game cannot be replayed.
#[derive(Debug)]
pub enum GameError {
    /// The starting board did not parse.
    Input(InputError),
    /// A move was not a number.
    Number(ParseIntError),
    /// A move was no square, or a taken one.
    Square(u8),
    /// The board reached no game.
    Rules(Unreachable),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Input(error) => write!(f, "bad board (see ttt_core::notation): {error}"),
            GameError::Number(error) => write!(f, "bad move: {error}"),
            GameError::Square(index) => write!(f, "square {index} cannot be played"),
            GameError::Rules(why) => write!(f, "unreachable (crate::replay, X first): {why}"),
        }
    }
}

impl Error for GameError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            GameError::Input(error) => Some(error),
            GameError::Number(error) => Some(error),
            GameError::Square(_) => None,
            GameError::Rules(why) => Some(why),
        }
    }
}

impl GameError {
    /// Where in the input the error is, when the input says.
    pub fn location(&self) -> Option<(usize, usize)> {
        match self {
            GameError::Input(error) => Some((error.position.line, error.position.column)),
            _ => None,
        }
    }
}

impl From<InputError> for GameError {
    fn from(error: InputError) -> Self {
        GameError::Input(error)
    }
}

impl From<ParseIntError> for GameError {
    fn from(error: ParseIntError) -> Self {
        GameError::Number(error)
    }
}

impl From<Unreachable> for GameError {
    fn from(why: Unreachable) -> Self {
        GameError::Rules(why)
    }
}

/// Plays `moves` (square numbers 0..9) on `start`, X moving first, and gives the last status.
///
/// # Errors
/// [`GameError`] for a bad board, a bad move, or a board no game reaches.
pub fn replay(start: &str, moves: &str) -> Result<(Board, Status), GameError> {
    let mut board: Board = start.parse()?;
    let mut state = status(board, Mark::X)?;
    for word in moves.split_whitespace() {
        let index: u8 = word.parse()?;
        let square = Square::new(index).ok_or(GameError::Square(index))?;
        let mover = match state {
            Status::InProgress { to_move } => to_move,
            _ => return Err(GameError::Square(index)),
        };
        if board.mark_at(square).is_some() {
            return Err(GameError::Square(index));
        }
        board = board.with(square, mover);
        state = status(board, Mark::X)?;
    }
    Ok((board, state))
}
