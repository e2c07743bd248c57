//! Position reports: trait objects (`Box<dyn Describe>`, `&dyn Describe`) over one trait
//! implemented for local types and for `ttt-core` types, with blanket impls for references,
//! boxes, slices and `Result`.
//! Problem: every non-blank input line holds one board as nine letters `X`, `O` and `.`, row by
//! row; X moves first. For each board print, separated by `: `, the board as three rows joined
//! by `/`, then where the game stands (`X to move`, `O to move`, `X won`, `O won`, `drawn`, or
//! `unreachable (<why>)`), then for a game in progress the result the player to move can force
//! (`win`, `draw` or `loss`) followed by every move that keeps it, as square numbers 1 to 9 in
//! parentheses. A line that is not nine such letters stops the program: the answers so far,
//! then `line <n>: <what>` on stderr and exit status 3.

use std::fmt::Write as _;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::{best_moves, outcome, Outcome};
use ttt_core::rules::{status, Status, Unreachable};

/// Something that can put itself into words.
pub trait Describe {
    /// Appends the words to `out`.
    fn describe(&self, out: &mut String);

    /// The words as a new string.
    fn described(&self) -> String {
        let mut out = String::new();
        self.describe(&mut out);
        out
    }
}

impl Describe for Mark {
    fn describe(&self, out: &mut String) {
        out.push(self.letter());
    }
}

impl Describe for Square {
    fn describe(&self, out: &mut String) {
        write!(out, "{}", self.index() + 1).unwrap();
    }
}

impl Describe for Board {
    fn describe(&self, out: &mut String) {
        write!(out, "{self:?}").unwrap();
    }
}

impl Describe for Outcome {
    fn describe(&self, out: &mut String) {
        out.push_str(match self {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
        });
    }
}

impl Describe for Status {
    fn describe(&self, out: &mut String) {
        match *self {
            Status::InProgress { to_move } => {
                to_move.describe(out);
                out.push_str(" to move");
            }
            Status::Won(winner) => {
                winner.describe(out);
                out.push_str(" won");
            }
            Status::Drawn => out.push_str("drawn"),
        }
    }
}

impl Describe for Unreachable {
    fn describe(&self, out: &mut String) {
        write!(out, "unreachable ({self})").unwrap();
    }
}

impl<T: Describe + ?Sized> Describe for &T {
    fn describe(&self, out: &mut String) {
        (**self).describe(out);
    }
}

impl<T: Describe + ?Sized> Describe for Box<T> {
    fn describe(&self, out: &mut String) {
        (**self).describe(out);
    }
}

/// Items separated by one space.
impl<T: Describe> Describe for [T] {
    fn describe(&self, out: &mut String) {
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            item.describe(out);
        }
    }
}

impl<T: Describe, E: Describe> Describe for Result<T, E> {
    fn describe(&self, out: &mut String) {
        match self {
            Ok(value) => value.describe(out),
            Err(error) => error.describe(out),
        }
    }
}

/// What perfect play promises the player to move, and the moves that keep it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advice {
    /// The result the player to move can force.
    pub outcome: Outcome,
    /// Every move that keeps it.
    pub moves: Vec<Square>,
}

impl Describe for Advice {
    fn describe(&self, out: &mut String) {
        self.outcome.describe(out);
        out.push_str(" (");
        self.moves.describe(out);
        out.push(')');
    }
}

/// The parts of the report on `board`, in order.
pub fn report(board: Board) -> Vec<Box<dyn Describe>> {
    let mut parts: Vec<Box<dyn Describe>> = vec![Box::new(board)];
    let standing = status(board, Mark::X);
    parts.push(Box::new(standing));
    if let Ok(Status::InProgress { .. }) = standing {
        let advice = Advice {
            outcome: outcome(board, Mark::X).expect("reachable"),
            moves: best_moves(board, Mark::X).expect("reachable"),
        };
        parts.push(Box::new(advice));
    }
    parts
}

/// Joins described parts with `: `.
pub fn join(parts: &[&dyn Describe]) -> String {
    let mut line = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            line.push_str(": ");
        }
        part.describe(&mut line);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(letters: &str) -> String {
        let parts = report(letters.parse().unwrap());
        let borrowed: Vec<&dyn Describe> = parts.iter().map(|part| part as &dyn Describe).collect();
        join(&borrowed)
    }

    #[test]
    fn reports_in_progress_finished_and_unreachable() {
        assert_eq!(line("XX.OO...."), "XX./OO./...: X to move: win (3)");
        assert_eq!(line("XXXOO...."), "XXX/OO./...: X won");
        assert_eq!(
            line("XXXX....."),
            "XXX/X../...: unreachable (X moves first, so it has as many marks as O or one more, not 4 against 0)"
        );
    }
}
