//! Codeforces 3C with many tests: a Codeforces-style crate that reads `t` test cases, with a
//! generic scanner over a local `FromStr` type, `use std::collections::*;` followed by
//! `hash_map::Entry`, and a `Display` enum written with `writeln!`.
//! Problem: the input holds `t`, then `t` boards, each three lines of three characters: `X`
//! (the first player), `0` (the digit zero: the second player) or `.`. The first player moves
//! first and a game stops as soon as someone has a line. For each board print `illegal` when no
//! game reaches it, `the first player won` or `the second player won` when that player has a
//! line, `draw` when the board is full, and otherwise `first` or `second`, whose turn it is.
//! A malformed row or a missing one panics.

use std::fmt;
use std::str::FromStr;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::rules::{status, Status};

/// One row of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row([Option<Mark>; 3]);

/// Why a row could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRow(pub String);

impl FromStr for Row {
    type Err = BadRow;

    fn from_str(text: &str) -> Result<Row, BadRow> {
        let bytes = text.as_bytes();
        if bytes.len() != 3 {
            return Err(BadRow(text.to_string()));
        }
        let mut row = [None; 3];
        for (cell, byte) in row.iter_mut().zip(bytes) {
            *cell = match byte {
                b'X' => Some(Mark::X),
                b'0' => Some(Mark::O),
                b'.' => None,
                _ => return Err(BadRow(text.to_string())),
            };
        }
        Ok(Row(row))
    }
}

/// The board made of three rows, top first.
pub fn board(rows: [Row; 3]) -> Board {
    let cells = rows.iter().flat_map(|row| row.0);
    Square::ALL.into_iter().zip(cells).fold(Board::EMPTY, |board, (square, cell)| match cell {
        Some(mark) => board.with(square, mark),
        None => board,
    })
}

/// The answer to one test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No game reaches the board.
    Illegal,
    /// This player has a line.
    Won(Mark),
    /// The board is full.
    Draw,
    /// This player moves next.
    Turn(Mark),
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Illegal => "illegal",
            Verdict::Won(Mark::X) => "the first player won",
            Verdict::Won(Mark::O) => "the second player won",
            Verdict::Draw => "draw",
            Verdict::Turn(Mark::X) => "first",
            Verdict::Turn(Mark::O) => "second",
        })
    }
}

/// The verdict on `board`.
pub fn classify(board: Board) -> Verdict {
    match status(board, Mark::X) {
        Err(_) => Verdict::Illegal,
        Ok(Status::Won(winner)) => Verdict::Won(winner),
        Ok(Status::Drawn) => Verdict::Draw,
        Ok(Status::InProgress { to_move }) => Verdict::Turn(to_move),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(rows: [&str; 3], expected: &str) {
        let rows = rows.map(|row| row.parse::<Row>().unwrap());
        assert_eq!(classify(board(rows)).to_string(), expected);
    }

    #[test]
    fn official_sample_and_traps() {
        check(["X0X", ".0.", ".X."], "second");
        check(["XXX", "000", "..."], "illegal");
        check(["XXX", "00.", "..."], "the first player won");
        check(["XXX", "00.", "0.."], "illegal");
        check(["XXX", "X00", "X00"], "the first player won");
        assert_eq!("X0O".parse::<Row>(), Err(BadRow("X0O".to_string())));
    }
}
