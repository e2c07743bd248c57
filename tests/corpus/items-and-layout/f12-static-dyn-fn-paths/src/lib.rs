//! Library of f12-static-dyn-fn-paths: checks on boards as `&'static dyn Check` in statics, and
//! board transforms as function pointers named by their ttt-core paths; a `thread_local!` memo
//! and an atomic counter of the checks run.

use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};

use ttt_core::board::{Board, Mark};
use ttt_core::rules::reachable;
use ttt_core::symmetry::{canonical, Symmetry};

/// A yes/no question about a board.
pub trait Check: Sync {
    /// The question's name.
    fn name(&self) -> &'static str;
    /// The answer.
    fn check(&self, board: Board) -> bool;
}

/// Someone has a line.
#[derive(Debug)]
pub struct HasLine;
/// No square is free.
#[derive(Debug)]
pub struct Full;
/// A game started by the mark reaches it.
#[derive(Debug)]
pub struct Reachable(pub Mark);

thread_local! {
    /// The boards already asked about, in order, first time only.
    static ASKED: RefCell<Vec<Board>> = RefCell::new(Vec::new());
}

/// How many checks ran.
pub static CHECKS_RUN: AtomicUsize = AtomicUsize::new(0);

/// Runs `check` on `board`, counting it and remembering the board.
pub fn run(check: &dyn Check, board: Board) -> bool {
    CHECKS_RUN.fetch_add(1, Ordering::Relaxed);
    ASKED.with(|asked| {
        let mut asked = asked.borrow_mut();
        if !asked.contains(&board) {
            asked.push(board);
        }
    });
    check.check(board)
}

/// How many different boards were checked.
pub fn distinct_asked() -> usize {
    ASKED.with(|asked| asked.borrow().len())
}

impl Check for HasLine {
    fn name(&self) -> &'static str {
        "line"
    }
    fn check(&self, board: Board) -> bool {
        Mark::BOTH.iter().any(|&mark| board.has_line(mark))
    }
}

impl Check for Full {
    fn name(&self) -> &'static str {
        "full"
    }
    fn check(&self, board: Board) -> bool {
        board.is_full()
    }
}

impl Check for Reachable {
    fn name(&self) -> &'static str {
        match self.0 {
            Mark::X => "x-first",
            Mark::O => "o-first",
        }
    }
    fn check(&self, board: Board) -> bool {
        REACHES(board, self.0)
    }
}

/// Reachability as a plain function pointer.
const REACHES: fn(Board, Mark) -> bool = reachable;

/// Every check, in report order.
pub static CHECKS: [&'static dyn Check; 4] =
    [&HasLine, &Full, &Reachable(Mark::X), &Reachable(Mark::O)];

/// The check whose count closes the report.
pub static SUMMARY: &dyn Check = &Reachable(Mark::X);

/// A check named on the input, by its place in [`CHECKS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckName(pub usize);

impl std::str::FromStr for CheckName {
    type Err = String;

    fn from_str(name: &str) -> Result<CheckName, String> {
        CHECKS
            .iter()
            .position(|check| check.name() == name)
            .map(CheckName)
            .ok_or_else(|| format!("no check named {name:?}"))
    }
}

/// Board transforms by name.
pub static TRANSFORMS: [(&str, fn(Board) -> Board); 4] = [
    ("canonical", canonical),
    ("swapped", Board::swap_marks),
    ("mirrored", mirror),
    ("turned", |board| Symmetry::RotateClockwise.board(board)),
];

fn mirror(board: Board) -> Board {
    Symmetry::MirrorLeftRight.board(board)
}
