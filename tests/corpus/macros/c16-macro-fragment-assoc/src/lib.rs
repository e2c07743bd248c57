//! Direction tables (bundling shape: a `macro_rules!` whose body calls an associated function
//! and reads an associated const of a type it is given as an `$t:ident` fragment,
//! `$t::from_index($i)` and `$t::COUNT`, so the names appear only after `$t::`).
//!
//! Each case is a board as one token of nine letters and a direction name (`row`, `column`,
//! `falling`, `rising`). The answer lists, for each line of the board in that direction, the
//! marks on it as three letters, then how many of those lines are still open for X and for O.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;

/// Builds an array of every value of an enum that numbers its values from 0.
macro_rules! all_of {
    ($t:ident) => {{
        let mut all = [$t::from_index(0); $t::COUNT];
        let mut index = 0;
        while index < $t::COUNT {
            all[index] = $t::from_index(index);
            index += 1;
        }
        all
    }};
}

/// A direction lines can run in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Left to right.
    Row,
    /// Top to bottom.
    Column,
    /// Top-left to bottom-right.
    Falling,
    /// Top-right to bottom-left.
    Rising,
}

impl Direction {
    /// How many directions there are.
    pub const COUNT: usize = 4;

    /// The direction numbered `index`, in declaration order.
    pub const fn from_index(index: usize) -> Direction {
        match index % Self::COUNT {
            0 => Direction::Row,
            1 => Direction::Column,
            2 => Direction::Falling,
            _ => Direction::Rising,
        }
    }

    /// The name the input uses.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Row => "row",
            Direction::Column => "column",
            Direction::Falling => "falling",
            Direction::Rising => "rising",
        }
    }

    /// The lines in this direction, each as its three squares.
    pub fn lines(self) -> Vec<[u8; 3]> {
        match self {
            Direction::Row => (0..3).map(|r| [3 * r, 3 * r + 1, 3 * r + 2]).collect(),
            Direction::Column => (0..3).map(|c| [c, c + 3, c + 6]).collect(),
            Direction::Falling => vec![[0, 4, 8]],
            Direction::Rising => vec![[2, 4, 6]],
        }
    }
}

fn square(index: u8) -> Square {
    Square::new(index).expect("line squares are on the board")
}

/// One answer line.
pub fn answer(board: Board, direction: Direction) -> String {
    let mut parts = Vec::new();
    let mut open = [0; 2];
    for line in direction.lines() {
        let marks: String =
            line.iter().map(|&i| board.mark_at(square(i)).map_or('.', Mark::letter)).collect();
        for (slot, mark) in Mark::BOTH.into_iter().enumerate() {
            if line.iter().all(|&i| board.mark_at(square(i)) != Some(mark.opponent())) {
                open[slot] += 1;
            }
        }
        parts.push(marks);
    }
    format!("{} X{} O{}", parts.join(" "), open[0], open[1])
}

/// Answers every case of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board, a missing or unknown direction.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let directions = all_of!(Direction);
    let mut scanner = Scanner::new(input);
    while let Some(token) = scanner.token() {
        let board = parse_letter_line(token)?;
        let name = scanner.expect_token("a direction")?;
        let Some(&direction) = directions.iter().find(|d| d.name().as_bytes() == name.text) else {
            return Err(InputError::found_bytes(
                name.position,
                name.text,
                "`row`, `column`, `falling` or `rising`",
            ));
        };
        output.extend_from_slice(answer(board, direction).as_bytes());
        output.push(b'\n');
    }
    Ok(())
}
