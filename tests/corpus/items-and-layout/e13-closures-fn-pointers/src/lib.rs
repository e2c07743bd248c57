//! Functions as values (bundling shape: closures returned as `impl Fn` and `Box<dyn Fn>`,
//! recursion through a `fn` pointer passed to itself, a `const` array of `fn` pointers to
//! library and `ttt-core` functions, and a closure capturing a `ttt-core` const).
//!
//! Each line is a board in letters; the answer is the value of the position by a small
//! negamax through fn pointers, then the flags of the checks in the const table.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::notation::parse_letters;
use ttt_core::rules::{to_move, reachable};

/// A check on a board.
pub type Check = fn(Board) -> bool;

/// The checks, in order.
pub const CHECKS: [Check; 3] = [is_full, x_has_line, reachable_x_first];

fn is_full(board: Board) -> bool {
    board.is_full()
}

fn x_has_line(board: Board) -> bool {
    board.has_line(Mark::X)
}

fn reachable_x_first(board: Board) -> bool {
    reachable(board, Mark::X)
}

/// A scorer of boards for a mark.
pub fn scorer(me: Mark) -> impl Fn(Board) -> i32 {
    move |board| {
        if board.has_line(me) {
            1
        } else if board.has_line(me.opponent()) {
            -1
        } else {
            0
        }
    }
}

/// A boxed filter of squares.
pub fn free_filter(board: Board) -> Box<dyn Fn(&Square) -> bool> {
    Box::new(move |s| board.mark_at(*s).is_none())
}

type Search = fn(Board, Mark, &dyn Fn(Board) -> i32, u32) -> i32;

fn negamax(board: Board, me: Mark, score: &dyn Fn(Board) -> i32, depth: u32) -> i32 {
    let again: Search = negamax;
    let now = score(board);
    if now != 0 || board.is_full() || depth == 0 {
        return now;
    }
    let free = free_filter(board);
    let mut best = -2;
    for square in Square::ALL.iter().filter(|s| free(s)) {
        let child = board.with(*square, me);
        let theirs = scorer(me.opponent());
        best = best.max(-again(child, me.opponent(), &theirs, depth - 1));
    }
    best
}

/// The answer for one line.
pub fn answer(line: &str) -> Result<String, String> {
    let board = parse_letters(line).map_err(|e| e.to_string())?;
    let flags: String = CHECKS.iter().map(|c| if c(board) { '1' } else { '0' }).collect();
    let value = match to_move(board, Mark::X) {
        Some(me) => negamax(board, me, &scorer(me), 9).to_string(),
        None => "-".to_owned(),
    };
    Ok(format!("{value} {flags}"))
}
