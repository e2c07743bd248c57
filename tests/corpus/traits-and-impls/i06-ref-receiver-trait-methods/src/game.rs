//! A game with its history, that derefs to its board.

use std::ops::Deref;

use ttt_core::board::{Board, Mark, Square};

/// The board and every move ever played on it, undone ones included.
#[derive(Debug, Default)]
pub struct Game {
    board: Board,
    history: Vec<(Square, Mark)>,
    undone: u32,
}

impl Game {
    /// Plays `square` for the mover, or says why not.
    pub fn play(&mut self, square: Square) -> Result<(), String> {
        if self.board.mark_at(square).is_some() {
            return Err(format!("square {} is taken", square.index()));
        }
        let mover = if self.board.count(Mark::X) > self.board.count(Mark::O) { Mark::O } else { Mark::X };
        self.board = self.board.with(square, mover);
        self.history.push((square, mover));
        Ok(())
    }

    /// Takes back the last move still on the board.
    pub fn undo(&mut self) {
        let live = self.history.len() - self.undone as usize;
        if let Some(&(square, _)) = self.history.get(live.wrapping_sub(1)) {
            self.board = self.board.without(square);
            self.undone += 1;
        }
    }

    /// Every move played, undone ones included (the board's own `mark_count` counts marks).
    pub fn mark_count(&self) -> u32 {
        self.history.len() as u32
    }

    /// The moves in order, as `x4 o0 ...`.
    pub fn log(&self) -> String {
        use crate::Letter;
        let moves: Vec<String> =
            self.history.iter().map(|(square, mark)| format!("{}{}", mark.letter(), square.index())).collect();
        moves.join(" ")
    }
}

impl Deref for Game {
    type Target = Board;

    fn deref(&self) -> &Board {
        &self.board
    }
}
