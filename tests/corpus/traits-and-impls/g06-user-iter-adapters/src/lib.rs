//! g06-user-iter-adapters: threats and replies (bundling shape: iterator adapters written by
//! the user over ttt-core iterators: `impl<I> Iterator for Free<I>` over `Board::squares()`,
//! `impl<'a> Iterator for Moves<'a>` with `DoubleEndedIterator` and `ExactSizeIterator`, an
//! extension trait blanket-implemented for every iterator, `IntoIterator for &Game`, and
//! iterators over `lines_of` / `LINES` consumed only through adapter methods).
//!
//! Each case is one line: nine letters (`X`, `O`, `.`) and the player to move. The answer lists
//! the free squares, the squares that complete a line for the mover, then the same moves in
//! reverse order, and the number of lines the mover already holds.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::lines::{lines_of, LINES};

/// The free squares of an iterator over `(square, mark)` pairs.
#[derive(Clone, Debug)]
pub struct Free<I> {
    inner: I,
}

impl<I> Iterator for Free<I>
where
    I: Iterator<Item = (Square, Option<Mark>)>,
{
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        self.inner.by_ref().find_map(|(square, mark)| mark.is_none().then_some(square))
    }
}

/// Adapters on iterators of squares and marks.
pub trait SquaresExt: Iterator + Sized {
    /// Only the free squares.
    fn free(self) -> Free<Self> {
        Free { inner: self }
    }
}

impl<I: Iterator> SquaresExt for I {}

/// A position and its mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    /// The board.
    pub board: Board,
    /// Who moves.
    pub mover: Mark,
}

/// The winning moves of a game, in square order, from both ends.
#[derive(Clone, Debug)]
pub struct Moves<'a> {
    game: &'a Game,
    front: usize,
    back: usize,
}

impl<'a> Moves<'a> {
    fn wins(&self, index: usize) -> bool {
        let square = Square::ALL[index];
        self.game.board.mark_at(square).is_none()
            && self.game.board.with(square, self.game.mover).has_line(self.game.mover)
    }
}

impl<'a> Iterator for Moves<'a> {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        while self.front < self.back {
            let index = self.front;
            self.front += 1;
            if self.wins(index) {
                return Some(Square::ALL[index]);
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (self.front..self.back).filter(|&index| self.wins(index)).count();
        (left, Some(left))
    }
}

impl DoubleEndedIterator for Moves<'_> {
    fn next_back(&mut self) -> Option<Square> {
        while self.front < self.back {
            self.back -= 1;
            if self.wins(self.back) {
                return Some(Square::ALL[self.back]);
            }
        }
        None
    }
}

impl ExactSizeIterator for Moves<'_> {}

impl<'a> IntoIterator for &'a Game {
    type Item = Square;
    type IntoIter = Moves<'a>;
    fn into_iter(self) -> Moves<'a> {
        Moves { game: self, front: 0, back: Square::ALL.len() }
    }
}

/// The lines `mark` holds, counted two ways that must agree.
pub fn held(board: Board, mark: Mark) -> usize {
    let by_core = lines_of(board, mark).count();
    let by_table = LINES.iter().filter(|&&line| board.marks(mark) & line == line).count();
    by_core.max(by_table)
}

/// Writes squares as digits `1`..`9`.
pub fn digits(squares: impl Iterator<Item = Square>) -> String {
    let text: String = squares.map(|square| char::from(b'1' + square.index() as u8)).collect();
    if text.is_empty() {
        "-".to_string()
    } else {
        text
    }
}
