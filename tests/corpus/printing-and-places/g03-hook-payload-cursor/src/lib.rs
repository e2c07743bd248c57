//! g03-hook-payload-cursor: game replays (bundling shape: panic hooks that read only the panic's
//! payload: one installed by the library after `take_hook`, one by main through a helper that is
//! handed `info.payload()` only; payloads that are `&str`, `String` and ttt-core values sent with
//! `panic_any`; the hook also calls a user method named `location()` on the input cursor kept in a
//! `thread_local!`, which is not the panic's location).
//!
//! Each line is a game: the first player (`X` or `O`), then the squares played, `1`..`9`. The
//! answer is the final board in letters and its status. A bad move panics inside the replay; the
//! hook reports it and the case answers `bad`.

use std::any::Any;
use std::cell::Cell;
use std::panic;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::Position;
use ttt_core::rules::{status, Status};

/// Where the replay is in the input.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cursor {
    /// The line of the game.
    pub line: usize,
    /// The column of the move being played.
    pub column: usize,
}

impl Cursor {
    /// Where the cursor is, for messages.
    pub fn location(&self) -> String {
        format!("line {}, column {}", self.line, self.column)
    }
}

impl From<Position> for Cursor {
    fn from(position: Position) -> Self {
        Cursor { line: position.line, column: position.column }
    }
}

thread_local! {
    /// The move being replayed.
    pub static CURSOR: Cell<Cursor> = Cell::new(Cursor::default());
}

/// The text of a panic's payload, whatever it holds.
pub fn describe(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else if let Some(over) = payload.downcast_ref::<Status>() {
        format!("the game was already over ({over:?})")
    } else if let Some(square) = payload.downcast_ref::<Square>() {
        format!("square {} is taken", square.index() + 1)
    } else {
        "unknown panic".to_string()
    }
}

/// Replaces the default hook with one that prints `bad move at <cursor>: <payload>`.
pub fn install_quiet_hook() {
    let _default = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let at = CURSOR.with(|cursor| cursor.get().location());
        let payload = info.payload();
        eprintln!("bad move at {at}: {}", describe(payload));
    }));
}

/// Plays `squares` in order from the empty board, `first` moving first. Panics on a bad move.
pub fn replay(first: Mark, squares: &[(u8, Position)]) -> Board {
    let mut board = Board::EMPTY;
    let mut mover = first;
    for &(digit, position) in squares {
        CURSOR.with(|cursor| cursor.set(position.into()));
        let square = match digit.checked_sub(b'1').and_then(Square::new) {
            Some(square) => square,
            None => panic!("no square `{}`", char::from(digit)),
        };
        match status(board, first) {
            Ok(Status::InProgress { .. }) => {}
            Ok(over) => panic::panic_any(over),
            Err(why) => panic!("{why}"),
        }
        if board.mark_at(square).is_some() {
            panic::panic_any(square);
        }
        board = board.with(square, mover);
        mover = mover.opponent();
    }
    board
}
