//! g05-conversions-assoc-types: best replies by grid (bundling shape: conversions between user
//! types and ttt-core types reached only through `.into()`, `try_into()`, `T::try_from` in a
//! generic fn and `T::default()`; generic type aliases of ttt-core types (with a default
//! parameter); a trait with associated types naming ttt-core types; a blanket
//! `impl<T> Trait for T where T: Copy + Into<Board>` reaching ttt-core types).
//!
//! Each case is a grid of numbers, three rows of three (`0` empty, `1` X, `2` O), X having
//! started. The answer lists the best moves for the player to move, as grid coordinates, and
//! the best result.

use std::collections::BTreeMap;
use std::convert::TryFrom;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::{best_moves, outcome, Outcome};
use ttt_core::rules::{to_move, Unreachable};

/// A result of ttt-core's rules.
pub type Ruled<T> = Result<T, Unreachable>;
/// Per-key tallies, counting outcomes by default.
pub type Tally<K, V = Outcome> = BTreeMap<K, Vec<V>>;

/// One cell of the input grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Cell {
    /// No mark.
    #[default]
    Empty,
    /// A mark.
    Taken(Mark),
}

impl TryFrom<u32> for Cell {
    type Error = String;
    fn try_from(number: u32) -> Result<Self, Self::Error> {
        match number {
            0 => Ok(Cell::Empty),
            1 => Ok(Cell::Taken(Mark::X)),
            2 => Ok(Cell::Taken(Mark::O)),
            other => Err(format!("no cell numbered {other}")),
        }
    }
}

impl From<Cell> for Option<Mark> {
    fn from(cell: Cell) -> Self {
        match cell {
            Cell::Empty => None,
            Cell::Taken(mark) => Some(mark),
        }
    }
}

/// The grid as read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grid(pub [[Cell; 3]; 3]);

impl From<Grid> for Board {
    fn from(grid: Grid) -> Board {
        let mut board = Board::default();
        for (row, cells) in grid.0.iter().enumerate() {
            for (column, &cell) in cells.iter().enumerate() {
                let mark: Option<Mark> = cell.into();
                if let (Some(mark), Some(square)) = (mark, Square::at(row as u8, column as u8)) {
                    board = board.with(square, mark);
                }
            }
        }
        board
    }
}

/// A grid coordinate, `(row, column)` from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Coord(pub u8, pub u8);

impl From<Square> for Coord {
    fn from(square: Square) -> Coord {
        Coord(square.row() + 1, square.column() + 1)
    }
}

/// A game as the solver sees it.
pub trait Game {
    /// A position of the game.
    type Position;
    /// A move.
    type Move;
    /// A result.
    type Result;
    /// The best moves and the result they force.
    fn solve(&self) -> Ruled<(Vec<Self::Move>, Self::Result)>;
}

/// Anything that turns into a board is a game, X having started.
impl<T> Game for T
where
    T: Copy + Into<Board>,
{
    type Position = Board;
    type Move = Square;
    type Result = Outcome;
    fn solve(&self) -> Ruled<(Vec<Square>, Outcome)> {
        let board: Self::Position = (*self).into();
        Ok((best_moves(board, Mark::X)?, outcome(board, Mark::X)?))
    }
}

/// Reads a value the generic way.
pub fn read<T: TryFrom<u32>>(number: u32) -> Option<T> {
    T::try_from(number).ok()
}

/// A fresh value of any defaultable type.
pub fn fresh<T: Default>() -> T {
    T::default()
}

/// Whose turn it is on `grid`, if the game goes on.
pub fn mover(grid: Grid) -> Option<Mark> {
    to_move(grid.into(), Mark::X)
}

/// Groups the answers' best results by the number of best moves.
pub fn tally(results: &[(usize, Outcome)]) -> Tally<usize> {
    let mut tally: Tally<usize> = fresh();
    for &(count, result) in results {
        tally.entry(count).or_default().push(result);
    }
    tally
}
