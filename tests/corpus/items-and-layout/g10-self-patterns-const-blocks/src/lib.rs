//! g10-self-patterns-const-blocks: named positions (bundling shape: ttt-core consts and variants
//! used as patterns through `Self::` (`Self::EMPTY`, `Self::X`, `Self::Won`) inside impls of user
//! traits for ttt-core types, some of them fn-local; user consts built from ttt-core `const fn`s
//! as patterns; struct patterns over ttt-core's public fields (`InputError { position:
//! Position { line, .. }, .. }`, `Unreachable::Counts { first_count, .. }`); and a `const` whose
//! initializer block holds its own struct and impl naming ttt-core items).
//!
//! Each case is one word of nine letters (`X`, `O`, `.`), X having started. The answer names the
//! position when it has a name, else describes how it stands.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Position, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::rules::{status, Status, Unreachable};

/// X in the centre, nothing else.
pub const CENTRE: Board = Board::EMPTY.with(Square::ALL[4], Mark::X);
/// X in the top-left corner, nothing else.
pub const CORNER: Board = Board::EMPTY.with(Square::ALL[0], Mark::X);
/// X in the centre, O in a corner.
pub const CENTRE_CORNER: Board = CENTRE.with(Square::ALL[0], Mark::O);

/// How many squares a full row of the answer table shows.
pub const ROW: usize = {
    struct Width;
    impl Width {
        const SQUARES: usize = Square::ALL.len();
        const ROWS: usize = ttt_core::lines::LINES.len() - 5;
    }
    Width::SQUARES / Width::ROWS
};

/// A short name for a value.
pub trait Named {
    /// The name, when the value has one.
    fn name(&self) -> Option<&'static str>;
}

impl Named for Board {
    fn name(&self) -> Option<&'static str> {
        match *self {
            Self::EMPTY => Some("empty"),
            CENTRE => Some("centre"),
            CORNER => Some("corner"),
            CENTRE_CORNER => Some("centre-corner"),
            _ => None,
        }
    }
}

impl Named for Mark {
    fn name(&self) -> Option<&'static str> {
        match self {
            Self::X => Some("cross"),
            Self::O => Some("nought"),
        }
    }
}

/// How a reachable board stands, in words.
pub fn describe(board: Board) -> String {
    trait Words {
        fn words(self) -> String;
    }
    impl Words for Status {
        fn words(self) -> String {
            match self {
                Self::InProgress { to_move } => {
                    format!("{} to move", to_move.name().unwrap_or("?"))
                }
                Self::Won(winner @ Mark::X) | Self::Won(winner @ Mark::O) => {
                    format!("{} won", winner.name().unwrap_or("?"))
                }
                Self::Drawn => "drawn".to_string(),
            }
        }
    }
    impl Words for Unreachable {
        fn words(self) -> String {
            match self {
                Self::Counts { first_count, second_count, .. } if first_count > second_count => {
                    format!("X has {} too many", first_count - second_count - 1)
                }
                Self::Counts { first_count, second_count, .. } => {
                    format!("O has {} too many", second_count - first_count)
                }
                Self::BothHaveLines => "both have lines".to_string(),
                Self::PlayedAfterWin { winner } => format!("play went on after {winner} won"),
            }
        }
    }
    match status(board, Mark::X) {
        Ok(status) => status.words(),
        Err(why) => format!("impossible: {}", why.words()),
    }
}

/// The line an error is on.
pub fn error_line(error: &InputError) -> usize {
    let InputError { position: Position { line, .. }, .. } = *error;
    line
}

/// Answers every board; a bad board is reported and skipped, and the last error is returned.
///
/// # Errors
/// The last bad board's [`InputError`], or end of input when there is no board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut last_error = None;
    let mut count = 0;
    while let Some(token) = scanner.token() {
        count += 1;
        match parse_letter_line(token) {
            Ok(board) => {
                let text = board.name().map_or_else(|| describe(board), str::to_string);
                output.extend_from_slice(format!("{count:>width$}. {text}\n", width = ROW).as_bytes());
            }
            Err(error) => {
                output.extend_from_slice(format!("{count:>width$}. bad (line {})\n", error_line(&error), width = ROW).as_bytes());
                last_error = Some(error);
            }
        }
    }
    match (count, last_error) {
        (0, _) => Err(InputError::end_of_input(scanner.position(), "a board")),
        (_, Some(error)) => Err(error),
        (_, None) => Ok(()),
    }
}
