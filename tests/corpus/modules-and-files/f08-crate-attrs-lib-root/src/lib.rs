//! Library of f08-crate-attrs-lib-root: for each board, the squares that complete a line for
//! the mover, and whether it is one of the known trap positions; written camelCase as its author
//! likes (allowed crate-wide), with the trap table spelled out by a token-munching macro deep
//! enough to need a raised `recursion_limit`, and counted by an exported macro written with
//! `crate::` that only this library calls.
#![allow(non_snake_case)]
#![warn(missing_docs)]
#![recursion_limit = "512"]

use ttt_core::board::{Board, Mark, Square};
use ttt_core::lines::covers_line;
use ttt_core::symmetry::canonical;

/// Boards as tokens: `X`, `O` or `_` per square, nine to a board, boards ended by `;`.
macro_rules! boards {
    (@munch [$($done:expr),*] [$($cell:expr),*] ; $($rest:tt)*) => {
        boards!(@munch [$($done,)* [$($cell),*]] [] $($rest)*)
    };
    (@munch $done:tt [$($cell:expr),*] X $($rest:tt)*) => {
        boards!(@munch $done [$($cell,)* Some(Mark::X)] $($rest)*)
    };
    (@munch $done:tt [$($cell:expr),*] O $($rest:tt)*) => {
        boards!(@munch $done [$($cell,)* Some(Mark::O)] $($rest)*)
    };
    (@munch $done:tt [$($cell:expr),*] _ $($rest:tt)*) => {
        boards!(@munch $done [$($cell,)* None] $($rest)*)
    };
    (@munch [$($done:expr),*] []) => {
        [$($done),*]
    };
    ($($tokens:tt)*) => {
        boards!(@munch [] [] $($tokens)*)
    };
}

/// The trap positions: X to move can force a win with a fork.
pub const TRAPS: [[Option<Mark>; 9]; 16] = boards! {
    X _ _  _ O _  _ _ X ;
    X _ _  _ X _  _ _ O ;
    X _ _  O _ _  _ _ X ;
    _ X _  _ O _  _ X _ ;
    X O _  _ X _  _ _ _ ;
    X _ O  _ _ _  _ _ X ;
    O _ X  _ X _  _ _ _ ;
    X _ _  _ _ O  _ _ X ;
    _ _ X  _ O _  X _ _ ;
    X _ _  _ O _  _ X _ ;
    X X O  _ O _  _ _ _ ;
    _ X _  X O _  _ _ _ ;
    X _ _  _ _ _  O _ X ;
    _ _ _  _ X _  O _ X ;
    X _ _  _ O _  _ _ _ ;
    _ O _  _ X _  _ _ X ;
};

/// How many traps the table holds (exported, though only this library calls it).
#[macro_export]
macro_rules! trapCount {
    () => {
        crate::TRAPS.len()
    };
}

/// The number of trap positions in the table.
pub fn trapTotal() -> usize {
    trapCount!()
}

/// This library's assertion: the same as `assert!`, in one place should it ever log.
macro_rules! must {
    ($condition:expr) => {
        assert!($condition)
    };
}

/// Is `text` nine squares `X`, `O` or `.`.
pub fn isNineLetters(text: &[u8]) -> bool {
    text.len() == 9 && text.iter().all(|byte| b"XO.".contains(byte))
}

/// The board written as nine letters; panics on anything else.
pub fn parseBoard(text: &[u8]) -> Board {
    must!(self::isNineLetters(text));
    let letters: &[u8; 9] = text.try_into().expect("nine letters");
    ttt_core::notation::board_from_letters(letters).expect("a board")
}

fn fromCells(cells: &[Option<Mark>; 9]) -> Board {
    let mut board = Board::EMPTY;
    for (square, cell) in Square::ALL.iter().zip(cells) {
        if let Some(mark) = cell {
            board = board.with(*square, *mark);
        }
    }
    board
}

/// Is `board`, turned or mirrored, one of the traps.
pub fn isTrap(board: Board) -> bool {
    let class = canonical(board);
    TRAPS.iter().any(|cells| canonical(fromCells(cells)) == class)
}

/// The squares where `mark` completes a line at once.
pub fn winningSquares(board: Board, mark: Mark) -> Vec<Square> {
    let mut found = Vec::new();
    for square in Square::ALL {
        if board.mark_at(square).is_none() && covers_line(board.marks(mark) | square.mask()) {
            found.push(square);
        }
    }
    found
}

/// The squares as `r,c` pairs, or `-`.
pub fn showSquares(squares: &[Square]) -> String {
    if squares.is_empty() {
        return "-".to_string();
    }
    let parts: Vec<String> =
        squares.iter().map(|s| format!("{},{}", s.row() + 1, s.column() + 1)).collect();
    parts.join(" ")
}

#[cfg(test)]
fn emptyBoard() -> Board {
    Board::EMPTY
}

#[cfg(test)]
mod tests {
    #[test]
    fn nothingOnAnEmptyBoard() {
        assert!(super::winningSquares(super::emptyBoard(), super::Mark::X).is_empty());
    }
}
