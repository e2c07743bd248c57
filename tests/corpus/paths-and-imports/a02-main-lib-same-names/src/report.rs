//! The answers of a02 and how they are written.

use ttt_core::board::Mark;

/// The answer for one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The game goes on and this mark moves next.
    ToMove(Mark),
    /// The game has ended.
    Over,
    /// No game started by the given player reaches the board.
    Unreachable,
}

/// How many answers of each kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Cases still in progress.
    pub to_move: usize,
    /// Cases where the game has ended.
    pub over: usize,
    /// Cases no game reaches.
    pub unreachable: usize,
}

impl Tally {
    /// Counts one more answer.
    pub fn add(&mut self, answer: Answer) {
        match answer {
            Answer::ToMove(_) => self.to_move += 1,
            Answer::Over => self.over += 1,
            Answer::Unreachable => self.unreachable += 1,
        }
    }

    /// All cases.
    pub fn cases(&self) -> usize {
        self.to_move + self.over + self.unreachable
    }
}

/// The answer as printed.
pub fn word(answer: Answer) -> &'static str {
    match answer {
        Answer::ToMove(Mark::X) => "X",
        Answer::ToMove(Mark::O) => "O",
        Answer::Over => "over",
        Answer::Unreachable => "unreachable",
    }
}
