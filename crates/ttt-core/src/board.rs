//! The board: a `Copy` bitboard with one 9-bit mask per mark, squares and marks.
//!
//! Squares are numbered 0..9 row by row from the top-left; bit `i` of a mask is square `i`.

use std::fmt;

/// A player's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// The `X` player (`1` in digit notation).
    X,
    /// The `O` player (`2` in digit notation).
    O,
}

impl Mark {
    /// Both marks, `X` first.
    pub const BOTH: [Mark; 2] = [Mark::X, Mark::O];

    /// The other player's mark.
    pub const fn opponent(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    /// The letter for this mark: `'X'` or `'O'`.
    pub const fn letter(self) -> char {
        match self {
            Mark::X => 'X',
            Mark::O => 'O',
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One of the 9 squares, numbered 0..9 row by row from the top-left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// All 9 squares in order.
    pub const ALL: [Square; 9] = [
        Square(0),
        Square(1),
        Square(2),
        Square(3),
        Square(4),
        Square(5),
        Square(6),
        Square(7),
        Square(8),
    ];

    /// The square with this number, if it is below 9.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 9 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at `row` and `column`, both 0..3.
    pub const fn at(row: u8, column: u8) -> Option<Square> {
        if row < 3 && column < 3 {
            Some(Square(row * 3 + column))
        } else {
            None
        }
    }

    /// Its number, 0..9.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its row, 0..3 from the top.
    pub const fn row(self) -> u8 {
        self.0 / 3
    }

    /// Its column, 0..3 from the left.
    pub const fn column(self) -> u8 {
        self.0 % 3
    }

    /// The mask with only this square set.
    pub const fn mask(self) -> u16 {
        1 << self.0
    }
}

/// Why two masks make no board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MaskError {
    /// A mask has a bit beyond square 8.
    OutsideBoard,
    /// Both masks hold the same square.
    SameSquare,
}

impl fmt::Display for MaskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaskError::OutsideBoard => write!(f, "a mask has a bit beyond square 8"),
            MaskError::SameSquare => write!(f, "both masks hold the same square"),
        }
    }
}

impl std::error::Error for MaskError {}

/// The mask of all 9 squares.
pub const FULL: u16 = 0b111_111_111;

/// A tic-tac-toe board: which squares hold an `X` and which an `O`.
///
/// A `Board` never has two marks on one square; whether a game could reach it is a separate
/// question, answered by [`crate::rules`].
///
/// ```
/// use ttt_core::board::{Board, Mark, Square};
/// let board = Board::EMPTY.with(Square::at(1, 1).unwrap(), Mark::X);
/// assert_eq!(board.count(Mark::X), 1);
/// assert_eq!(board.mark_at(Square::new(4).unwrap()), Some(Mark::X));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Board {
    x: u16,
    o: u16,
}

impl Board {
    /// The board with no marks.
    pub const EMPTY: Board = Board { x: 0, o: 0 };

    /// The board with these masks of `X` and `O` squares (bit `i` is square `i`).
    ///
    /// # Errors
    /// [`MaskError`] when a mask has a bit beyond square 8 or both masks hold the same square.
    ///
    /// ```
    /// use ttt_core::board::{Board, MaskError};
    /// assert!(Board::from_masks(0b000_010_001, 0b000_000_100).is_ok());
    /// assert_eq!(Board::from_masks(0b1, 0b1), Err(MaskError::SameSquare));
    /// ```
    #[inline]
    pub const fn from_masks(x: u16, o: u16) -> Result<Board, MaskError> {
        if x & !FULL != 0 || o & !FULL != 0 {
            Err(MaskError::OutsideBoard)
        } else if x & o != 0 {
            Err(MaskError::SameSquare)
        } else {
            Ok(Board { x, o })
        }
    }

    /// The board with these masks, which the caller has made within the board and disjoint;
    /// for readers that prove it by construction and should not pay for a check per board.
    #[inline]
    pub(crate) const fn from_disjoint_masks(x: u16, o: u16) -> Board {
        debug_assert!(x & !FULL == 0 && o & !FULL == 0 && x & o == 0);
        Board { x, o }
    }

    /// The squares holding `mark`, as a mask.
    pub const fn marks(self, mark: Mark) -> u16 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// The empty squares, as a mask.
    pub const fn empty_squares(self) -> u16 {
        FULL & !(self.x | self.o)
    }

    /// How many squares hold `mark`.
    pub const fn count(self, mark: Mark) -> u32 {
        self.marks(mark).count_ones()
    }

    /// How many squares hold a mark.
    pub const fn mark_count(self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// Is every square taken.
    pub const fn is_full(self) -> bool {
        self.empty_squares() == 0
    }

    /// The mark on `square`, if any.
    pub const fn mark_at(self, square: Square) -> Option<Mark> {
        if self.x & square.mask() != 0 {
            Some(Mark::X)
        } else if self.o & square.mask() != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// This board with `mark` put on `square`, replacing whatever was there.
    #[must_use]
    pub const fn with(self, square: Square, mark: Mark) -> Board {
        let bit = square.mask();
        match mark {
            Mark::X => Board { x: self.x | bit, o: self.o & !bit },
            Mark::O => Board { x: self.x & !bit, o: self.o | bit },
        }
    }

    /// This board with `square` emptied.
    #[must_use]
    pub const fn without(self, square: Square) -> Board {
        let bit = square.mask();
        Board { x: self.x & !bit, o: self.o & !bit }
    }

    /// This board with every `X` turned into an `O` and back.
    #[must_use]
    pub const fn swap_marks(self) -> Board {
        Board { x: self.o, o: self.x }
    }

    /// The board's number in base 3: square `i` is digit `i`, 0 empty, 1 `X`, 2 `O`.
    /// Every board has its own number in 0..3^9.
    pub const fn base3_index(self) -> usize {
        base3_index(self.x, self.o)
    }

    /// The squares in order, each with its mark.
    pub fn squares(self) -> impl Iterator<Item = (Square, Option<Mark>)> {
        Square::ALL.into_iter().map(move |square| (square, self.mark_at(square)))
    }
}

/// The number of boards: 3^9.
pub const BOARD_COUNT: usize = 19_683;

/// The base-3 number of the board with these `X` and `O` masks (see [`Board::base3_index`]).
pub(crate) const fn base3_index(x: u16, o: u16) -> usize {
    BASE3[x as usize] as usize + 2 * BASE3[o as usize] as usize
}

/// `BASE3[mask]` is the mask read as base-3 digits: the sum of `3^i` over its bits.
const BASE3: [u16; 512] = base3_table();

const fn base3_table() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut value = 0;
        let mut power = 1;
        let mut square = 0;
        while square < 9 {
            if mask & (1 << square) != 0 {
                value += power;
            }
            power *= 3;
            square += 1;
        }
        table[mask] = value;
        mask += 1;
    }
    table
}

/// Draws the 3×3 grid, `X`, `O` and `.` row by row.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (square, mark) in self.squares() {
            let letter = mark.map_or('.', Mark::letter);
            write!(f, "{letter}")?;
            if square.column() == 2 && square.row() < 2 {
                write!(f, "/")?;
            }
        }
        Ok(())
    }
}

/// Writes the board as three rows of `X`, `O` and `.`, one row per line.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (square, mark) in self.squares() {
            write!(f, "{}", mark.map_or('.', Mark::letter))?;
            if square.column() == 2 && square.row() < 2 {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base3_index_is_a_bijection() {
        let mut seen = vec![false; BOARD_COUNT];
        for x in 0..512u16 {
            for o in 0..512u16 {
                if let Ok(board) = Board::from_masks(x, o) {
                    let index = board.base3_index();
                    assert!(!seen[index], "{board:?} shares index {index}");
                    seen[index] = true;
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn from_masks_rejects_overlap_and_stray_bits() {
        assert_eq!(Board::from_masks(0b1, 0b1), Err(MaskError::SameSquare));
        assert_eq!(Board::from_masks(1 << 9, 0), Err(MaskError::OutsideBoard));
        assert!(Board::from_masks(0b101, 0b010).is_ok());
        for x in 0..1 << 10 {
            for o in 0..1 << 10 {
                let expected = if x > FULL || o > FULL {
                    Err(MaskError::OutsideBoard)
                } else if x & o != 0 {
                    Err(MaskError::SameSquare)
                } else {
                    Ok((x, o))
                };
                let board = Board::from_masks(x, o);
                let masks = board.map(|board| (board.marks(Mark::X), board.marks(Mark::O)));
                assert_eq!(masks, expected, "{x:010b} {o:010b}");
            }
        }
    }

    /// Every board, as the mark on each square: the plain model the methods are checked against.
    fn every_grid() -> impl Iterator<Item = [Option<Mark>; 9]> {
        (0..BOARD_COUNT).map(|number| {
            let mut rest = number;
            [(); 9].map(|()| {
                let mark = [None, Some(Mark::X), Some(Mark::O)][rest % 3];
                rest /= 3;
                mark
            })
        })
    }

    /// The board holding `grid`, built from its masks.
    fn board_of(grid: &[Option<Mark>; 9]) -> Board {
        let mask = |mark| (0..9).filter(|&i| grid[i] == Some(mark)).map(|i| 1 << i).sum();
        Board::from_masks(mask(Mark::X), mask(Mark::O)).unwrap()
    }

    #[test]
    fn every_method_agrees_with_a_plain_grid_on_every_board() {
        for (number, grid) in every_grid().enumerate() {
            let board = board_of(&grid);
            let count = |wanted: Option<Mark>| grid.iter().filter(|&&mark| mark == wanted).count();
            assert_eq!(board.base3_index(), number, "{board:?}");
            assert_eq!(board.count(Mark::X) as usize, count(Some(Mark::X)), "{board:?}");
            assert_eq!(board.count(Mark::O) as usize, count(Some(Mark::O)), "{board:?}");
            assert_eq!(board.mark_count() as usize, 9 - count(None), "{board:?}");
            assert_eq!(board.is_full(), count(None) == 0, "{board:?}");
            let empty: u16 = (0..9).filter(|&i| grid[i].is_none()).map(|i| 1 << i).sum();
            assert_eq!(board.empty_squares(), empty, "{board:?}");
            let squares: Vec<Option<Mark>> = board.squares().map(|(_, mark)| mark).collect();
            assert_eq!(squares, grid, "{board:?}");
            let swapped = grid.map(|mark| mark.map(Mark::opponent));
            assert_eq!(board.swap_marks(), board_of(&swapped), "{board:?}");
            for square in Square::ALL {
                assert_eq!(board.mark_at(square), grid[square.index()], "{board:?} {square:?}");
                // Putting a mark on a square, or emptying it, changes that square and no other.
                for put in [None, Some(Mark::X), Some(Mark::O)] {
                    let mut changed = grid;
                    changed[square.index()] = put;
                    let after = match put {
                        Some(mark) => board.with(square, mark),
                        None => board.without(square),
                    };
                    assert_eq!(after, board_of(&changed), "{board:?} {square:?} {put:?}");
                }
            }
        }
    }

    #[test]
    fn squares_know_their_row_column_and_bit() {
        for (index, square) in Square::ALL.into_iter().enumerate() {
            let (row, column) = (index as u8 / 3, index as u8 % 3);
            assert_eq!(square.index(), index);
            assert_eq!((square.row(), square.column()), (row, column));
            assert_eq!(square.mask(), 1 << index);
            assert_eq!(Square::new(index as u8), Some(square));
            assert_eq!(Square::at(row, column), Some(square));
        }
        assert_eq!(Square::new(9), None);
        assert_eq!(
            (Square::at(3, 0), Square::at(0, 3), Square::at(2, 2)),
            (None, None, Square::new(8))
        );
    }

    #[test]
    fn marks_name_each_other() {
        assert_eq!((Mark::X.opponent(), Mark::O.opponent()), (Mark::O, Mark::X));
        assert_eq!((Mark::X.letter(), Mark::O.letter()), ('X', 'O'));
        assert_eq!(format!("{} {}", Mark::X, Mark::O), "X O");
        assert_eq!(Mark::BOTH, [Mark::X, Mark::O]);
        assert_eq!(
            (MaskError::OutsideBoard.to_string(), MaskError::SameSquare.to_string()),
            ("a mask has a bit beyond square 8".into(), "both masks hold the same square".into())
        );
    }

    #[test]
    fn debug_draws_the_grid() {
        let board = Board::from_masks(0b100_010_001, 0b000_100_010).unwrap();
        assert_eq!(format!("{board:?}"), "XO./.XO/..X");
        assert_eq!(board.to_string(), "XO.\n.XO\n..X");
    }
}
