//! g08-std-named-mods-memo: game-tree counts (bundling shape: user modules named like std's
//! (`mod io;`, `mod fmt;` with a `fmt/cell.rs` child, `mod collections;`, `mod cell;`) in the
//! library and in main, beside `std::io`/`std::fmt`/`std::cell` used by full path and by `use`;
//! a recursive count memoised in a `thread_local!` `RefCell<HashMap<Board, _>>`, a
//! `static` `Mutex<Vec<_>>` and a `static` `AtomicUsize` counter).
//!
//! Each case is a board in letters (one word of nine) and who started. The answer is how many
//! games continue from it to an end, how many of those X wins and O wins, and the memo size.

pub mod cell;
pub mod collections;
pub mod fmt;
pub mod io;

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use ttt_core::board::{Board, Mark};
use ttt_core::rules::{status, Status};

/// Games counted from a position: all, won by X, won by O.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Games {
    /// Every game that goes on to an end.
    pub all: u64,
    /// Those X wins.
    pub x: u64,
    /// Those O wins.
    pub o: u64,
}

thread_local! {
    static MEMO: RefCell<HashMap<(Board, Mark), Games>> = RefCell::new(HashMap::new());
}

/// How many positions were worked out (not read from the memo).
pub static WORKED: AtomicUsize = AtomicUsize::new(0);
/// The first position of every query, in order.
pub static QUERIES: Mutex<Vec<Board>> = Mutex::new(Vec::new());

/// Counts the games from `board` to an end, `first` having started.
///
/// # Errors
/// The reason no game reaches `board`.
pub fn games(board: Board, first: Mark) -> Result<Games, ttt_core::rules::Unreachable> {
    if let Some(known) = MEMO.with(|memo| memo.borrow().get(&(board, first)).copied()) {
        return Ok(known);
    }
    WORKED.fetch_add(1, Ordering::Relaxed);
    let counted = match status(board, first)? {
        Status::Won(Mark::X) => Games { all: 1, x: 1, o: 0 },
        Status::Won(Mark::O) => Games { all: 1, x: 0, o: 1 },
        Status::Drawn => Games { all: 1, ..Games::default() },
        Status::InProgress { to_move } => {
            let mut total = Games::default();
            for (square, mark) in board.squares() {
                if mark.is_none() {
                    let next = games(board.with(square, to_move), first)?;
                    total = collections::add(total, next);
                }
            }
            total
        }
    };
    MEMO.with(|memo| memo.borrow_mut().insert((board, first), counted));
    Ok(counted)
}

/// Records a query and answers it.
///
/// # Errors
/// The reason no game reaches `board`.
pub fn query(board: Board, first: Mark) -> Result<Games, ttt_core::rules::Unreachable> {
    if let Ok(mut queries) = QUERIES.lock() {
        queries.push(board);
    }
    games(board, first)
}

/// How many positions the memo holds.
pub fn memo_size() -> usize {
    MEMO.with(|memo| memo.borrow().len())
}
