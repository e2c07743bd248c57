//! A match: random playouts from the empty board, and their tally.

use ttt_core::board::{Board, Mark};

use crate::r#move;
use crate::Rng;

/// Wins of each mark and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// X's wins.
    pub x: u32,
    /// O's wins.
    pub o: u32,
    /// Draws.
    pub draws: u32,
}

/// Plays one random game, X first; the winner, if any.
pub fn play(rng: &mut Rng) -> Option<Mark> {
    let mut board = Board::EMPTY;
    let mut mark = Mark::X;
    while let Some(square) = r#move::random(board, rng) {
        board = board.with(square, mark);
        if board.has_line(mark) {
            return Some(mark);
        }
        mark = mark.opponent();
    }
    None
}

/// Plays `games` games from `seed`.
pub fn tally(seed: u64, games: u32) -> Tally {
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    for _ in 0..games {
        match play(&mut rng) {
            Some(Mark::X) => tally.x += 1,
            Some(Mark::O) => tally.o += 1,
            None => tally.draws += 1,
        }
    }
    tally
}
