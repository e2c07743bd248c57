//! A board of any size for any number of players: `Size`, `Cell`, `Player`, the bitboard
//! `Cells` and the `Grid` that gives each player's stones as `Cells`.
//!
//! A grid is `height` rows of `width` cells, numbered from the top-left, row by row (reading
//! order). A [`Cells`] is a set of cells of one size, kept as a bitboard: cell `(row, column)`
//! is bit `row * (width + 1) + column`, so each row is followed by one guard bit that no cell
//! uses. The guard keeps a run of stones from wrapping from the end of one row to the start of
//! the next, which is what lets [`crate::runs`] find lines with shifts and ANDs. Sets of up
//! to 128 bits are one `u128` inline; larger ones a boxed slice of `u64` words, with the same
//! operations word by word. Every size has the same API.
//!
//! ```
//! use ttt_core::grid::{Grid, Player, Size};
//!
//! let size = Size::new(3, 4).unwrap();
//! let mut grid = Grid::new(size, 2);
//! let corner = size.cell(2, 3).unwrap();
//! grid.set(corner, Some(Player::FIRST));
//! grid.set(size.cell(0, 0).unwrap(), Some(Player::SECOND));
//! assert_eq!(grid.get(corner), Some(Player::FIRST));
//! assert_eq!((grid.count(Player::FIRST), grid.empty_count()), (1, 10));
//! assert_eq!(format!("{grid:?}"), "O.../..../...X");
//! assert!(size.cell(3, 0).is_none());
//!
//! // Each player's stones are a set of cells, iterated in reading order.
//! let stones: Vec<(usize, usize)> =
//!     grid.stones(Player::FIRST).iter().map(|cell| (cell.row(), cell.column())).collect();
//! assert_eq!(stones, [(2, 3)]);
//! assert_eq!(grid.empty_cells().len(), 10);
//! ```
//!
//! [`Grid::from_stones`] is the checked way in from sets made elsewhere (each player's stones,
//! which must not share a cell), in the way shakmaty splits a raw setup from a position.

use std::fmt;

/// The most bits a set of cells may take, `height * (width + 1)`: 2^26, 8 MiB per player.
/// A side of 1000, or a million cells in any shape, is far below it.
pub const MAX_BITS: usize = 1 << 26;

/// The most players a grid holds; [`Player`]s are numbered 0 to 25.
pub const MAX_PLAYERS: usize = 26;

/// The height and width of a grid: both at least 1, and `height * (width + 1)` at most
/// [`MAX_BITS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    height: usize,
    width: usize,
}

impl Size {
    /// The size of `height` rows of `width` cells, or `None` when either is 0 or the grid
    /// would take more than [`MAX_BITS`] bits.
    #[inline]
    pub const fn new(height: usize, width: usize) -> Option<Size> {
        if height == 0 || width == 0 {
            return None;
        }
        match height.checked_mul(width + 1) {
            Some(bits) if bits <= MAX_BITS => Some(Size { height, width }),
            _ => None,
        }
    }

    /// The number of rows.
    #[inline]
    pub const fn height(self) -> usize {
        self.height
    }

    /// The number of cells in a row.
    #[inline]
    pub const fn width(self) -> usize {
        self.width
    }

    /// The number of cells, `height * width`.
    #[inline]
    pub const fn cell_count(self) -> usize {
        self.height * self.width
    }

    /// The cell at `row` and `column`, counted from 0 at the top-left, or `None` when it is
    /// outside this size.
    #[inline]
    pub const fn cell(self, row: usize, column: usize) -> Option<Cell> {
        if row < self.height && column < self.width {
            Some(Cell { row, column })
        } else {
            None
        }
    }

    /// Does a cell lie within this size.
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        cell.row < self.height && cell.column < self.width
    }

    /// Every cell in reading order: the top row left to right, then the next row.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.height)
            .flat_map(move |row| (0..self.width).map(move |column| Cell { row, column }))
    }

    /// The distance in bits from a cell to the one below it: `width + 1`.
    #[inline]
    pub(crate) const fn stride(self) -> usize {
        self.width + 1
    }

    /// The number of bits a set of cells of this size takes, guards included.
    #[inline]
    pub(crate) const fn bits(self) -> usize {
        self.height * self.stride()
    }

    /// The bit of `cell`. The caller has checked that the cell lies within this size.
    #[inline]
    pub(crate) const fn bit(self, cell: Cell) -> usize {
        cell.row * self.stride() + cell.column
    }

    /// The cell of bit `bit`, which is no guard bit.
    #[inline]
    pub(crate) const fn cell_of_bit(self, bit: usize) -> Cell {
        Cell { row: bit / self.stride(), column: bit % self.stride() }
    }
}

/// A cell: its row and column, counted from 0 at the top-left. Made by [`Size::cell`] or
/// [`Grid::cell`], which check it against the grid's size. Cells order in reading order: by
/// row, then by column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    row: usize,
    column: usize,
}

impl Cell {
    /// The cell at `row` and `column`, for code that has checked them against a size.
    #[inline]
    pub(crate) const fn at(row: usize, column: usize) -> Cell {
        Cell { row, column }
    }

    /// Its row, from 0 at the top.
    #[inline]
    pub const fn row(self) -> usize {
        self.row
    }

    /// Its column, from 0 at the left.
    #[inline]
    pub const fn column(self) -> usize {
        self.column
    }
}

/// A player, numbered from 0 in the order the problem lists them (usually who moves first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Player(u8);

impl Player {
    /// Player 0, who usually moves first (`X`, black).
    pub const FIRST: Player = Player(0);
    /// Player 1 (`O`, white).
    pub const SECOND: Player = Player(1);

    /// Player number `index`, or `None` when it is [`MAX_PLAYERS`] or more.
    #[inline]
    pub const fn new(index: usize) -> Option<Player> {
        if index < MAX_PLAYERS {
            Some(Player(index as u8))
        } else {
            None
        }
    }

    /// Its number, from 0.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The bits of a set of cells: one `u128` up to 128 bits, `u64` words beyond.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Bits {
    Small(u128),
    Large(Box<[u64]>),
}

/// A set of cells of one [`Size`]: the bitboard. Row-major, one guard bit after each row
/// (see the [module documentation](self)); the guard bits of a `Cells` are always clear.
///
/// ```
/// use ttt_core::grid::{Cells, Size};
///
/// let size = Size::new(2, 3).unwrap();
/// let mut cells = Cells::empty(size);
/// cells.insert(size.cell(1, 2).unwrap());
/// cells.insert(size.cell(0, 1).unwrap());
/// assert_eq!(cells.len(), 2);
/// assert_eq!(cells.first(), size.cell(0, 1));
/// assert_eq!(format!("{cells:?}"), ".#./..#");
/// let rest = Cells::all(size).difference(&cells);
/// assert_eq!(rest.len(), 4);
/// assert!(rest.intersection(&cells).is_empty());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Cells {
    size: Size,
    bits: Bits,
}

/// The word of `words` at `index`, 0 beyond either end.
fn word_at(words: &[u64], index: isize) -> u64 {
    usize::try_from(index).ok().and_then(|index| words.get(index)).copied().unwrap_or(0)
}

impl Cells {
    /// No cell of `size`.
    pub fn empty(size: Size) -> Cells {
        let bits = if size.bits() <= 128 {
            Bits::Small(0)
        } else {
            Bits::Large(vec![0; size.bits().div_ceil(64)].into_boxed_slice())
        };
        Cells { size, bits }
    }

    /// Every cell of `size`.
    ///
    /// # Complexity
    /// O(height + bits / 64).
    pub fn all(size: Size) -> Cells {
        let mut all = Cells::empty(size);
        if let Bits::Large(words) = &mut all.bits {
            // Each row's bits, a word at a time.
            for row in 0..size.height {
                let (mut bit, end) = (row * size.stride(), row * size.stride() + size.width);
                while bit < end {
                    let take = (64 - bit % 64).min(end - bit);
                    words[bit / 64] |= u64::MAX >> (64 - take) << (bit % 64);
                    bit += take;
                }
            }
            return all;
        }
        // One row of ones, then each row is the one above shifted down a row, by doubling.
        for column in 0..size.width {
            all.set_bit(column);
        }
        let mut rows = 1;
        while rows < size.height {
            let shifted = all.shifted_up(rows * size.stride());
            all = all.union_raw(&shifted);
            rows *= 2;
        }
        all.truncate_to_board();
        all
    }

    /// The cells of `size` that `cells` lists.
    ///
    /// # Panics
    /// When a cell lies outside `size`.
    pub fn from_cells(size: Size, cells: impl IntoIterator<Item = Cell>) -> Cells {
        let mut set = Cells::empty(size);
        for cell in cells {
            set.insert(cell);
        }
        set
    }

    /// The size of the grid these cells belong to.
    #[inline]
    pub const fn size(&self) -> Size {
        self.size
    }

    /// Is `cell` in the set; `false` for a cell outside its size.
    pub fn contains(&self, cell: Cell) -> bool {
        self.size.contains(cell) && self.bit(self.size.bit(cell))
    }

    /// Puts `cell` in the set.
    ///
    /// # Panics
    /// When `cell` lies outside the set's size.
    pub fn insert(&mut self, cell: Cell) {
        assert!(self.size.contains(cell), "{cell:?} lies outside a grid of {:?}", self.size);
        self.set_bit(self.size.bit(cell));
    }

    /// Takes `cell` out of the set (nothing happens when it was not in it).
    ///
    /// # Panics
    /// When `cell` lies outside the set's size.
    pub fn remove(&mut self, cell: Cell) {
        assert!(self.size.contains(cell), "{cell:?} lies outside a grid of {:?}", self.size);
        let bit = self.size.bit(cell);
        match &mut self.bits {
            Bits::Small(bits) => *bits &= !(1 << bit),
            Bits::Large(words) => words[bit / 64] &= !(1 << (bit % 64)),
        }
    }

    /// How many cells are in the set.
    ///
    /// # Complexity
    /// O(bits / 64).
    pub fn len(&self) -> usize {
        match &self.bits {
            Bits::Small(bits) => bits.count_ones() as usize,
            Bits::Large(words) => words.iter().map(|word| word.count_ones() as usize).sum(),
        }
    }

    /// Is the set empty.
    pub fn is_empty(&self) -> bool {
        match &self.bits {
            Bits::Small(bits) => *bits == 0,
            Bits::Large(words) => words.iter().all(|&word| word == 0),
        }
    }

    /// The first cell in reading order (topmost, then leftmost), if any.
    pub fn first(&self) -> Option<Cell> {
        self.iter().next()
    }

    /// The cells in reading order.
    ///
    /// # Complexity
    /// O(bits / 64 + cells in the set).
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        let size = self.size;
        let words: Box<dyn Iterator<Item = u64> + '_> = match &self.bits {
            Bits::Small(bits) => Box::new([*bits as u64, (*bits >> 64) as u64].into_iter()),
            Bits::Large(words) => Box::new(words.iter().copied()),
        };
        words.enumerate().flat_map(move |(index, mut word)| {
            std::iter::from_fn(move || {
                if word == 0 {
                    return None;
                }
                let bit = word.trailing_zeros() as usize;
                word &= word - 1;
                Some(size.cell_of_bit(index * 64 + bit))
            })
        })
    }

    /// The cells in either set.
    ///
    /// # Panics
    /// When the sets are of different sizes.
    #[must_use]
    pub fn union(&self, other: &Cells) -> Cells {
        self.same_size(other);
        self.union_raw(other)
    }

    /// The cells in both sets.
    ///
    /// # Panics
    /// When the sets are of different sizes.
    #[must_use]
    pub fn intersection(&self, other: &Cells) -> Cells {
        self.same_size(other);
        self.intersection_raw(other)
    }

    /// The cells of this set that are not in `other`.
    ///
    /// # Panics
    /// When the sets are of different sizes.
    #[must_use]
    pub fn difference(&self, other: &Cells) -> Cells {
        self.same_size(other);
        self.difference_raw(other)
    }

    /// Do the sets share a cell.
    ///
    /// # Panics
    /// When the sets are of different sizes.
    pub fn intersects(&self, other: &Cells) -> bool {
        self.same_size(other);
        match (&self.bits, &other.bits) {
            (Bits::Small(a), Bits::Small(b)) => a & b != 0,
            (Bits::Large(a), Bits::Large(b)) => a.iter().zip(b.iter()).any(|(a, b)| a & b != 0),
            _ => unreachable!("sets of one size have bits of one kind"),
        }
    }

    fn same_size(&self, other: &Cells) {
        assert!(
            self.size == other.size,
            "sets of cells of sizes {:?} and {:?}",
            self.size,
            other.size
        );
    }

    /// The set as one `u128` (bit `i` the cell of bit `i`, guards clear) when its size takes
    /// at most 128 bits, else `None`: a compact key for a search over small grids.
    pub(crate) fn small_bits(&self) -> Option<u128> {
        match &self.bits {
            Bits::Small(bits) => Some(*bits),
            Bits::Large(_) => None,
        }
    }

    /// Is bit `bit` set.
    pub(crate) fn bit(&self, bit: usize) -> bool {
        match &self.bits {
            Bits::Small(bits) => bits >> bit & 1 != 0,
            Bits::Large(words) => words[bit / 64] >> (bit % 64) & 1 != 0,
        }
    }

    /// Sets bit `bit`, which is within the storage.
    #[inline]
    pub(crate) fn set_bit(&mut self, bit: usize) {
        match &mut self.bits {
            Bits::Small(bits) => *bits |= 1 << bit,
            Bits::Large(words) => words[bit / 64] |= 1 << (bit % 64),
        }
    }

    /// Adds the cells of `word` to the set, bit `i` of `word` at bit `bit + i` of the set: 64
    /// cells of a row at once, for readers. The caller keeps them within the grid's cells.
    #[inline]
    pub(crate) fn insert_word(&mut self, bit: usize, word: u64) {
        match &mut self.bits {
            Bits::Small(bits) => *bits |= u128::from(word) << bit,
            Bits::Large(words) => {
                let (index, shift) = (bit / 64, bit % 64);
                words[index] |= word << shift;
                if shift != 0 && word >> (64 - shift) != 0 {
                    words[index + 1] |= word >> (64 - shift);
                }
            }
        }
    }

    /// The set word by word, or the one `u128`, combined with `other` by `small` or `large`.
    fn combine(
        &self,
        other: &Cells,
        small: impl Fn(u128, u128) -> u128,
        large: impl Fn(u64, u64) -> u64,
    ) -> Cells {
        let bits = match (&self.bits, &other.bits) {
            (Bits::Small(a), Bits::Small(b)) => Bits::Small(small(*a, *b)),
            (Bits::Large(a), Bits::Large(b)) => {
                Bits::Large(a.iter().zip(b.iter()).map(|(&a, &b)| large(a, b)).collect())
            }
            _ => unreachable!("sets of one size have bits of one kind"),
        };
        Cells { size: self.size, bits }
    }

    /// `self | other`, without the size check; the raw operations below serve
    /// [`crate::runs`], whose intermediate sets may hold guard bits.
    pub(crate) fn union_raw(&self, other: &Cells) -> Cells {
        self.combine(other, |a, b| a | b, |a, b| a | b)
    }

    /// `self & other`, without the size check.
    pub(crate) fn intersection_raw(&self, other: &Cells) -> Cells {
        self.combine(other, |a, b| a & b, |a, b| a & b)
    }

    /// `self & !other`, without the size check.
    pub(crate) fn difference_raw(&self, other: &Cells) -> Cells {
        self.combine(other, |a, b| a & !b, |a, b| a & !b)
    }

    /// `self ^ other`, without the size check.
    pub(crate) fn symmetric_difference_raw(&self, other: &Cells) -> Cells {
        self.combine(other, |a, b| a ^ b, |a, b| a ^ b)
    }

    /// Its words, bit `i` of the set at bit `i % 64` of word `i / 64`, when it is held in
    /// words: a set of more than 128 bits (the smaller ones are one `u128`).
    #[inline]
    pub(crate) fn large_words(&self) -> Option<&[u64]> {
        match &self.bits {
            Bits::Small(_) => None,
            Bits::Large(words) => Some(words),
        }
    }

    /// The set with every bit moved `by` bits down, towards bit 0 (`bits >> by`): bit `i` of
    /// the result is bit `i + by` of the set. Bits moved below 0 are lost.
    pub(crate) fn shifted_down(&self, by: usize) -> Cells {
        let bits = match &self.bits {
            Bits::Small(bits) => Bits::Small(if by < 128 { bits >> by } else { 0 }),
            Bits::Large(words) if by >= 64 * words.len() => {
                Bits::Large(vec![0; words.len()].into())
            }
            Bits::Large(words) => {
                let (skip, shift) = ((by / 64) as isize, by % 64);
                let len = words.len() as isize;
                Bits::Large(
                    (0..len)
                        .map(|index| {
                            let low = word_at(words, index + skip) >> shift;
                            let high = match shift {
                                0 => 0,
                                _ => word_at(words, index + skip + 1) << (64 - shift),
                            };
                            low | high
                        })
                        .collect(),
                )
            }
        };
        Cells { size: self.size, bits }
    }

    /// The set with every bit moved `by` bits up (`bits << by`): bit `i + by` of the result is
    /// bit `i` of the set. Bits moved beyond the storage are lost; bits moved beyond the last
    /// row or onto a guard stay, so the caller masks the result.
    pub(crate) fn shifted_up(&self, by: usize) -> Cells {
        let bits = match &self.bits {
            Bits::Small(bits) => Bits::Small(if by < 128 { bits << by } else { 0 }),
            Bits::Large(words) if by >= 64 * words.len() => {
                Bits::Large(vec![0; words.len()].into())
            }
            Bits::Large(words) => {
                let (skip, shift) = ((by / 64) as isize, by % 64);
                let len = words.len() as isize;
                Bits::Large(
                    (0..len)
                        .map(|index| {
                            let high = word_at(words, index - skip) << shift;
                            let low = match shift {
                                0 => 0,
                                _ => word_at(words, index - skip - 1) >> (64 - shift),
                            };
                            low | high
                        })
                        .collect(),
                )
            }
        };
        Cells { size: self.size, bits }
    }

    /// Clears the bits beyond the last row (a `u128` or the last word holds more bits than the
    /// grid), so that sets built by shifting up compare equal.
    fn truncate_to_board(&mut self) {
        let bits = self.size.bits();
        match &mut self.bits {
            Bits::Small(small) => {
                if bits < 128 {
                    *small &= (1 << bits) - 1;
                }
            }
            Bits::Large(words) => {
                if bits % 64 != 0 {
                    let last = words.len() - 1;
                    words[last] &= (1 << (bits % 64)) - 1;
                }
            }
        }
    }
}

/// Draws the set: `#` for a cell in it, `.` for one not, rows separated by `/`.
impl fmt::Debug for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        draw(f, self.size, |cell| if self.contains(cell) { '#' } else { '.' })
    }
}

/// Writes each cell of `size` as `symbol` gives it, rows separated by `/`.
fn draw(f: &mut fmt::Formatter<'_>, size: Size, symbol: impl Fn(Cell) -> char) -> fmt::Result {
    for cell in size.cells() {
        if cell.column == 0 && cell.row > 0 {
            f.write_str("/")?;
        }
        write!(f, "{}", symbol(cell))?;
    }
    Ok(())
}

/// Why sets of stones make no grid ([`Grid::from_stones`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StonesError {
    /// There are no players, or more than [`MAX_PLAYERS`].
    PlayerCount(usize),
    /// This player's stones are of another size than the grid's.
    OtherSize(Player),
    /// Two players have a stone on this cell.
    SameCell(Cell),
}

impl fmt::Display for StonesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StonesError::PlayerCount(count) => {
                write!(f, "{count} players, where a grid has 1 to {MAX_PLAYERS}")
            }
            StonesError::OtherSize(player) => {
                write!(f, "the stones of player {} are of another size", player.index())
            }
            StonesError::SameCell(cell) => {
                write!(f, "two players have a stone on row {}, column {}", cell.row, cell.column)
            }
        }
    }
}

impl std::error::Error for StonesError {}

/// A board of any [`Size`] for 1 to [`MAX_PLAYERS`] players: each cell is empty or holds one
/// player's stone. No cell ever holds two stones.
///
/// # Complexity
/// [`Grid::get`] and [`Grid::set`] cost O(players); the sets of cells cost O(bits / 64).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    size: Size,
    stones: Vec<Cells>,
}

impl Grid {
    /// The empty grid of `size` for `players` players.
    ///
    /// # Panics
    /// When `players` is 0 or more than [`MAX_PLAYERS`].
    pub fn new(size: Size, players: usize) -> Grid {
        assert!((1..=MAX_PLAYERS).contains(&players), "{players} players; 1..={MAX_PLAYERS}");
        Grid { size, stones: vec![Cells::empty(size); players] }
    }

    /// The grid of `size` where player `i` has the stones `stones[i]`.
    ///
    /// # Errors
    /// [`StonesError`] when there are no players or too many, a set is of another size, or two
    /// players have a stone on one cell.
    pub fn from_stones(size: Size, stones: Vec<Cells>) -> Result<Grid, StonesError> {
        if !(1..=MAX_PLAYERS).contains(&stones.len()) {
            return Err(StonesError::PlayerCount(stones.len()));
        }
        let mut taken = Cells::empty(size);
        for (index, cells) in stones.iter().enumerate() {
            if cells.size != size {
                return Err(StonesError::OtherSize(Player(index as u8)));
            }
            if let Some(cell) = taken.intersection(cells).first() {
                return Err(StonesError::SameCell(cell));
            }
            taken = taken.union(cells);
        }
        Ok(Grid { size, stones })
    }

    /// Its size.
    #[inline]
    pub const fn size(&self) -> Size {
        self.size
    }

    /// The number of rows.
    #[inline]
    pub const fn height(&self) -> usize {
        self.size.height
    }

    /// The number of cells in a row.
    #[inline]
    pub const fn width(&self) -> usize {
        self.size.width
    }

    /// The cell at `row` and `column`, or `None` outside the grid ([`Size::cell`]).
    #[inline]
    pub const fn cell(&self, row: usize, column: usize) -> Option<Cell> {
        self.size.cell(row, column)
    }

    /// How many players it is for.
    pub fn player_count(&self) -> usize {
        self.stones.len()
    }

    /// Its players, from player 0.
    pub fn players(&self) -> impl Iterator<Item = Player> {
        (0..self.stones.len() as u8).map(Player)
    }

    /// The cells holding `player`'s stones.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    pub fn stones(&self, player: Player) -> &Cells {
        &self.stones[player.index()]
    }

    /// The cells holding a stone of any player.
    ///
    /// # Complexity
    /// O(players × bits / 64).
    pub fn occupied(&self) -> Cells {
        let mut occupied = Cells::empty(self.size);
        for stones in &self.stones {
            occupied = occupied.union_raw(stones);
        }
        occupied
    }

    /// The empty cells.
    ///
    /// # Complexity
    /// O(height + players × bits / 64).
    pub fn empty_cells(&self) -> Cells {
        // One set at a time, with no set of the occupied cells on the way.
        self.stones.iter().fold(Cells::all(self.size), |empty, stones| empty.difference_raw(stones))
    }

    /// How many stones `player` has.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    pub fn count(&self, player: Player) -> usize {
        self.stones(player).len()
    }

    /// How many cells are empty.
    pub fn empty_count(&self) -> usize {
        self.size.cell_count() - self.occupied().len()
    }

    /// The player whose stone is on `cell`, or `None` when it is empty or outside the grid.
    pub fn get(&self, cell: Cell) -> Option<Player> {
        if !self.size.contains(cell) {
            return None;
        }
        let bit = self.size.bit(cell);
        let index = self.stones.iter().position(|stones| stones.bit(bit))?;
        Some(Player(index as u8))
    }

    /// Puts `player`'s stone on `cell`, replacing whatever was there, or empties it (`None`).
    ///
    /// # Panics
    /// When `cell` lies outside the grid or `player` is not one of its players.
    pub fn set(&mut self, cell: Cell, player: Option<Player>) {
        assert!(self.size.contains(cell), "{cell:?} lies outside a grid of {:?}", self.size);
        if let Some(player) = player {
            assert!(player.index() < self.stones.len(), "{player:?} does not play on this grid");
        }
        for stones in &mut self.stones {
            stones.remove(cell);
        }
        if let Some(player) = player {
            self.stones[player.index()].insert(cell);
        }
    }

    /// Every cell in reading order, each with the player on it.
    pub fn cells(&self) -> impl Iterator<Item = (Cell, Option<Player>)> + '_ {
        self.size.cells().map(move |cell| (cell, self.get(cell)))
    }

    /// Puts a stone of the player numbered `player` on the empty cell at bit `bit`, for
    /// readers that know the cell is within the grid and empty and the player one of its own,
    /// and should not pay for the checks of [`Grid::set`].
    #[inline]
    pub(crate) fn put_on_empty_bit(&mut self, bit: usize, player: usize) {
        self.stones[player].set_bit(bit);
    }

    /// Puts stones of the player numbered `player` on the empty cells of `word`, bit `i` of
    /// `word` at bit `bit + i` ([`Grid::put_on_empty_bit`] for up to 64 cells of a row).
    #[inline]
    pub(crate) fn put_on_empty_word(&mut self, bit: usize, player: usize, word: u64) {
        self.stones[player].insert_word(bit, word);
    }

    /// The letter [`Debug`](fmt::Debug) draws for `player`: `#` when there is one player,
    /// `X` and `O` when there are two, `A`, `B`, ... when there are more.
    pub fn letter(&self, player: Player) -> char {
        match self.stones.len() {
            1 => '#',
            2 => ['X', 'O'][player.index()],
            _ => char::from(b'A' + player.0),
        }
    }
}

/// Draws the grid: each player's [`Grid::letter`], `.` for an empty cell, rows separated by
/// `/`.
impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        draw(f, self.size, |cell| self.get(cell).map_or('.', |player| self.letter(player)))
    }
}

/// `len` zeros, each page of them written once: a table that is read before it is written
/// would take each of its pages twice from the system (a shared page of zeros, then its own
/// copy), when zeroed memory is handed out untouched. One write a page (of 4 KiB or more) makes
/// it the table's own at once, without writing every zero as `resize` would.
pub(crate) fn zeroed<T: Copy + Default>(len: usize) -> Vec<T> {
    let mut zeros = vec![T::default(); len];
    for page in zeros.chunks_mut(4096 / std::mem::size_of::<T>()) {
        // A zero the compiler cannot see, so that the write is not left out as needless.
        page[0] = std::hint::black_box(T::default());
    }
    zeros
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes of every kind of storage: a few bits, exactly 64 and 128, just past them,
    /// several words, one row, one column.
    const SIZES: [(usize, usize); 12] = [
        (1, 1),
        (3, 3),
        (4, 15),
        (5, 12),
        (1, 127),
        (8, 15),
        (3, 42),
        (10, 12),
        (15, 15),
        (19, 19),
        (1, 300),
        (300, 1),
    ];

    /// A deterministic pseudo-random sequence (SplitMix64).
    fn random(seed: &mut u64) -> u64 {
        *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Checks a grid against the plain model `cells`, one entry per cell in reading order.
    fn check(grid: &Grid, cells: &[Option<Player>]) {
        let size = grid.size();
        assert_eq!(grid.cells().map(|(_, player)| player).collect::<Vec<_>>(), cells);
        for player in grid.players() {
            let expected: Vec<Cell> = size
                .cells()
                .zip(cells)
                .filter(|(_, &p)| p == Some(player))
                .map(|(c, _)| c)
                .collect();
            assert_eq!(grid.stones(player).iter().collect::<Vec<_>>(), expected, "{size:?}");
            assert_eq!(grid.count(player), expected.len());
            assert_eq!(grid.stones(player).first(), expected.first().copied());
            assert_eq!(grid.stones(player), &Cells::from_cells(size, expected));
        }
        let empty: Vec<Cell> =
            size.cells().zip(cells).filter(|(_, p)| p.is_none()).map(|(c, _)| c).collect();
        assert_eq!(grid.empty_cells().iter().collect::<Vec<_>>(), empty, "{size:?}");
        assert_eq!(grid.empty_count(), empty.len());
        assert_eq!(grid.occupied().len(), size.cell_count() - empty.len());
        for (cell, &player) in size.cells().zip(cells) {
            assert_eq!(grid.get(cell), player);
            assert_eq!(grid.empty_cells().contains(cell), player.is_none());
        }
        let rebuilt = Grid::from_stones(size, grid.stones.clone()).unwrap();
        assert_eq!(&rebuilt, grid);
    }

    #[test]
    fn grids_of_every_storage_agree_with_a_plain_list_of_cells() {
        let mut seed = 7;
        for (height, width) in SIZES {
            let size = Size::new(height, width).unwrap();
            for players in [1, 2, 3, 8] {
                let mut grid = Grid::new(size, players);
                let mut cells = vec![None; size.cell_count()];
                check(&grid, &cells);
                for _ in 0..3 * size.cell_count() {
                    let index = random(&mut seed) as usize % cells.len();
                    let pick = random(&mut seed) as usize % (players + 1);
                    let player = Player::new(pick).filter(|_| pick < players);
                    let cell = size.cells().nth(index).unwrap();
                    grid.set(cell, player);
                    cells[index] = player;
                }
                check(&grid, &cells);
            }
        }
    }

    #[test]
    fn all_holds_every_cell_and_no_guard() {
        for (height, width) in SIZES {
            let size = Size::new(height, width).unwrap();
            let all = Cells::all(size);
            assert_eq!(all.len(), height * width, "{size:?}");
            assert_eq!(all.iter().collect::<Vec<_>>(), size.cells().collect::<Vec<_>>());
            assert_eq!(all, Cells::from_cells(size, size.cells()));
            assert!(Cells::empty(size).is_empty() && !all.is_empty());
        }
    }

    #[test]
    fn shifts_move_bits_within_a_u128_and_across_words() {
        let mut seed = 3;
        for (height, width) in [(8, 15), (15, 15)] {
            let size = Size::new(height, width).unwrap();
            let mut cells = Cells::empty(size);
            for _ in 0..60 {
                cells.set_bit(random(&mut seed) as usize % size.bits());
            }
            let bits: Vec<usize> = (0..size.bits()).filter(|&bit| cells.bit(bit)).collect();
            for by in [0, 1, 16, 17, 63, 64, 65, 127, 128, 239, 240, 255, 256, 500, 1 << 40] {
                let down = cells.shifted_down(by);
                let up = cells.shifted_up(by);
                for bit in 0..size.bits() {
                    assert_eq!(down.bit(bit), bits.contains(&(bit + by)), "down {by} at {bit}");
                    let from = bit.checked_sub(by);
                    let expected = from.is_some_and(|from| bits.contains(&from));
                    assert_eq!(up.bit(bit), expected, "up {by} at {bit}");
                }
            }
        }
    }

    #[test]
    fn sizes_cells_and_players_refuse_what_lies_outside() {
        assert_eq!(Size::new(0, 3), None);
        assert_eq!(Size::new(3, 0), None);
        assert_eq!(Size::new(usize::MAX, 2), None);
        assert!(Size::new(1000, 1000).is_some());
        assert!(Size::new(1, MAX_BITS / 2 - 1).is_some());
        assert!(Size::new(1, MAX_BITS / 2).is_some() && Size::new(1, MAX_BITS).is_none());
        let size = Size::new(2, 3).unwrap();
        assert_eq!(size.cell(1, 2).map(|cell| (cell.row(), cell.column())), Some((1, 2)));
        assert_eq!((size.cell(2, 0), size.cell(0, 3)), (None, None));
        let outside = Size::new(5, 5).unwrap().cell(4, 4).unwrap();
        assert!(!Cells::all(size).contains(outside));
        let grid = Grid::new(size, 2);
        assert_eq!(grid.get(outside), None);
        assert_eq!(Player::new(MAX_PLAYERS), None);
        assert_eq!(Player::new(2).map(Player::index), Some(2));
        assert!(size.cell(0, 1) < size.cell(1, 0) && size.cell(1, 0) < size.cell(1, 1));
    }

    #[test]
    fn from_stones_refuses_overlaps_sizes_and_counts() {
        let size = Size::new(2, 2).unwrap();
        let cell = size.cell(1, 0).unwrap();
        let one = Cells::from_cells(size, [cell]);
        assert_eq!(
            Grid::from_stones(size, vec![one.clone(), one.clone()]),
            Err(StonesError::SameCell(cell))
        );
        let other = Cells::empty(Size::new(2, 3).unwrap());
        assert_eq!(
            Grid::from_stones(size, vec![one.clone(), other]),
            Err(StonesError::OtherSize(Player::SECOND))
        );
        assert_eq!(Grid::from_stones(size, vec![]), Err(StonesError::PlayerCount(0)));
        assert_eq!(
            StonesError::SameCell(cell).to_string(),
            "two players have a stone on row 1, column 0"
        );
        let grid = Grid::from_stones(size, vec![Cells::empty(size), one]).unwrap();
        assert_eq!(format!("{grid:?}"), "../O.");
    }

    #[test]
    fn debug_draws_the_grid_with_a_letter_per_player() {
        let size = Size::new(2, 3).unwrap();
        let mut grid = Grid::new(size, 3);
        grid.set(size.cell(0, 0).unwrap(), Some(Player::new(2).unwrap()));
        grid.set(size.cell(1, 2).unwrap(), Some(Player::FIRST));
        assert_eq!(format!("{grid:?}"), "C../..A");
        let mut alone = Grid::new(size, 1);
        alone.set(size.cell(0, 1).unwrap(), Some(Player::FIRST));
        assert_eq!(format!("{alone:?}"), ".#./...");
        // Setting a cell replaces the stone on it, and `None` empties it.
        grid.set(size.cell(0, 0).unwrap(), Some(Player::SECOND));
        assert_eq!(format!("{grid:?}"), "B../..A");
        grid.set(size.cell(0, 0).unwrap(), None);
        assert_eq!(format!("{grid:?}"), ".../..A");
    }
}
