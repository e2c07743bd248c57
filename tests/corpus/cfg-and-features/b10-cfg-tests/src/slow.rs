//! The census by a plain depth-first search over move sequences, to check the fast one in
//! tests and debug builds.

use std::collections::BTreeSet;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::rules::{status, Status};

use crate::Census;

/// The same census as [`crate::census`], by brute force.
pub(crate) fn census(board: Board) -> Census {
    let mut seen = BTreeSet::new();
    if status(board, Mark::X).is_ok() {
        visit(board, &mut seen);
    }
    let finished = seen.iter().filter(|&&board| !matches!(status(board, Mark::X), Ok(Status::InProgress { .. }))).count();
    Census { positions: seen.len(), finished }
}

fn visit(board: Board, seen: &mut BTreeSet<Board>) {
    if !seen.insert(board) {
        return;
    }
    if let Ok(Status::InProgress { to_move }) = status(board, Mark::X) {
        for square in Square::ALL {
            if board.mark_at(square).is_none() {
                visit(board.with(square, to_move), seen);
            }
        }
    }
}
