//! A shallow search for builds without the `fast` table: it sees wins and losses only within
//! `SEARCH_DEPTH` moves and calls everything beyond a draw.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::Outcome;
use ttt_core::rules::{status, Status, Unreachable};

/// How many moves ahead the search looks.
const SEARCH_DEPTH: u32 = 2;

/// The result the player to move can force within [`SEARCH_DEPTH`] moves.
pub fn outcome(board: Board, first: Mark) -> Result<Outcome, Unreachable> {
    status(board, first)?;
    Ok(search(board, first, SEARCH_DEPTH))
}

fn search(board: Board, first: Mark, depth: u32) -> Outcome {
    match status(board, first) {
        Ok(Status::Won(_)) => Outcome::Loss,
        Ok(Status::Drawn) | Err(_) => Outcome::Draw,
        Ok(Status::InProgress { .. }) if depth == 0 => Outcome::Draw,
        Ok(Status::InProgress { to_move }) => Square::ALL
            .into_iter()
            .filter(|&square| board.mark_at(square).is_none())
            .map(|square| search(board.with(square, to_move), first, depth - 1).for_opponent())
            .max()
            .unwrap_or(Outcome::Draw),
    }
}
