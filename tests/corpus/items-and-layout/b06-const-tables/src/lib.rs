//! Fork finder: `const fn` tables computed at compile time, array lengths from consts (an
//! associated const and a `ttt-core` const among them), consts in patterns, a `static` table
//! and a compile-time assertion.
//! Problem: the input holds boards, each three whitespace-separated rows of three letters `X`,
//! `O` and `.`; X moves first. A *threat* is a line with two marks of one player and an empty
//! square; a *fork* is a move after which the mover has at least two threats without having
//! completed a line. For each board print `illegal` when no game X starts reaches it, `over`
//! when the game has ended, and otherwise the mark to move followed by its fork squares (1 to 9,
//! row by row, increasing), or by `none`. Bad input stops with `error: <where and what>` on
//! stderr and exit status 1, after the answers before it.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner, Token};
use ttt_core::lines::LINES;
use ttt_core::rules::{status, Status};

/// The shape of the grid.
#[derive(Debug)]
pub struct Grid;

impl Grid {
    /// Squares per row.
    pub const SIDE: usize = 3;
    /// Squares on the board.
    pub const CELLS: usize = Self::SIDE * Self::SIDE;
}

/// How many lines run through the square with the most of them (the centre).
pub const MAX_LINES_THROUGH: usize = max_lines_through();

const _: () = assert!(MAX_LINES_THROUGH == 4, "the centre lies on four lines");

const fn max_lines_through() -> usize {
    let mut most = 0;
    let mut square = 0;
    while square < Grid::CELLS {
        let mut count = 0;
        let mut line = 0;
        while line < LINES.len() {
            if LINES[line] & (1 << square) != 0 {
                count += 1;
            }
            line += 1;
        }
        if count > most {
            most = count;
        }
        square += 1;
    }
    most
}

/// `LINES_THROUGH[square]` lists the lines through `square`, padded with empty masks.
pub static LINES_THROUGH: [[u16; MAX_LINES_THROUGH]; Grid::CELLS] = lines_through();

const fn lines_through() -> [[u16; MAX_LINES_THROUGH]; Grid::CELLS] {
    let mut table = [[0; MAX_LINES_THROUGH]; Grid::CELLS];
    let mut square = 0;
    while square < Grid::CELLS {
        let mut found = 0;
        let mut line = 0;
        while line < LINES.len() {
            if LINES[line] & (1 << square) != 0 {
                table[square][found] = LINES[line];
                found += 1;
            }
            line += 1;
        }
        square += 1;
    }
    table
}

/// `LINE_BITS[l]` is the bit of line `l` in a set of lines.
const LINE_BITS: [u8; LINES.len()] = {
    let mut bits = [0; LINES.len()];
    let mut line = 0;
    while line < LINES.len() {
        bits[line] = 1 << line;
        line += 1;
    }
    bits
};

const TWO: u32 = 2;
const ONE: u32 = 1;
const WHOLE: u32 = Grid::SIDE as u32;

/// The lines (as a set of [`LINE_BITS`]) that `mine` threatens, and whether it has a whole line.
const fn threats(mine: u16, empty: u16) -> (u8, bool) {
    let mut set = 0;
    let mut complete = false;
    let mut line = 0;
    while line < LINES.len() {
        match ((mine & LINES[line]).count_ones(), (empty & LINES[line]).count_ones()) {
            (TWO, ONE) => set |= LINE_BITS[line],
            (WHOLE, _) => complete = true,
            _ => {}
        }
        line += 1;
    }
    (set, complete)
}

/// Is playing `square` a fork for `mover`. Only the lines through `square` can change.
fn is_fork(board: Board, mover: Mark, square: Square) -> bool {
    let after = board.with(square, mover);
    let (set, complete) = threats(after.marks(mover), after.empty_squares());
    let through = LINES_THROUGH[square.index()].iter().any(|&line| line != 0 && after.marks(mover) & line == line);
    debug_assert_eq!(through, complete && !threats(board.marks(mover), board.empty_squares()).1);
    !complete && set.count_ones() >= 2
}

/// The answer for one board.
pub fn answer(board: Board) -> String {
    match status(board, Mark::X) {
        Err(_) => "illegal".to_string(),
        Ok(Status::Won(_) | Status::Drawn) => "over".to_string(),
        Ok(Status::InProgress { to_move }) => {
            let mut line = to_move.to_string();
            let forks: Vec<String> = Square::ALL
                .into_iter()
                .filter(|&square| board.mark_at(square).is_none() && is_fork(board, to_move, square))
                .map(|square| (square.index() + 1).to_string())
                .collect();
            if forks.is_empty() {
                line.push_str(" none");
            } else {
                line.push(' ');
                line.push_str(&forks.join(" "));
            }
            line
        }
    }
}

const CROSS: u8 = b'X';
const NOUGHT: u8 = b'O';
const EMPTY: u8 = b'.';

/// Puts one row of letters on `cells`.
fn read_row(row: Token<'_>, cells: &mut [Option<Mark>; Grid::CELLS], index: usize) -> Result<(), InputError> {
    if row.text.len() != Grid::SIDE {
        return Err(InputError::found_bytes(row.position, row.text, "a row of three letters"));
    }
    for (column, &byte) in row.text.iter().enumerate() {
        cells[index * Grid::SIDE + column] = match byte {
            CROSS => Some(Mark::X),
            NOUGHT => Some(Mark::O),
            EMPTY => None,
            _ => {
                return Err(InputError::found_bytes(row.position_at(column), &[byte], "`X`, `O` or `.`"))
            }
        };
    }
    Ok(())
}

/// Answers every board of `input`.
///
/// # Errors
/// [`InputError`] at the first malformed row, a board cut short, or an input without boards.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut boards = 0;
    while !scanner.at_end() {
        let mut cells = [None; Grid::CELLS];
        for index in 0..Grid::SIDE {
            let row = scanner.expect_token("a row of three letters")?;
            read_row(row, &mut cells, index)?;
        }
        let board = Square::ALL.into_iter().zip(cells).fold(Board::EMPTY, |board, (square, cell)| match cell {
            Some(mark) => board.with(square, mark),
            None => board,
        });
        output.extend_from_slice(answer(board).as_bytes());
        output.push(b'\n');
        boards += 1;
    }
    if boards == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(LINES_THROUGH[4].iter().filter(|&&line| line != 0).count(), 4);
        assert_eq!(LINES_THROUGH[1][2], 0);
        assert_eq!(LINE_BITS[7], 128);
    }

    #[test]
    fn the_classic_fork() {
        assert_eq!(answer("X.. .O. ..X".parse().unwrap()), "O none");
        assert_eq!(answer("X.. .O. O.X".parse().unwrap()), "X 3");
    }
}
