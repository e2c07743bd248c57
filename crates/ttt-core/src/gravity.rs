//! Gravity games (Connect Four and its kin): a move names a column, and the stone falls to the
//! lowest empty cell of it.
//!
//! Row `height - 1` is the bottom. [`GravityGrid`] is a [`Grid`] with the height of each column
//! kept beside it ([`ColumnHeights`]), so a drop costs O(players), whatever the height; a game
//! that needs no grid, only where each stone lands, keeps the heights alone. The cells that matter to a
//! gravity game are sets of cells computed on the bitboard from any grid: where the next stone
//! of each column lands ([`landing_cells`]), the top stone of each column ([`top_stones`]), and
//! the stones that float over an empty cell, which no gravity game leaves ([`floating`]).
//!
//! ```
//! use ttt_core::gravity::{DropError, GravityGrid};
//! use ttt_core::grid::{Player, Size};
//! use ttt_core::runs::LineRule;
//!
//! let size = Size::new(3, 4).unwrap();
//! let mut game = GravityGrid::new(size, 2);
//! let landed = game.drop(1, Player::FIRST).unwrap();
//! assert_eq!((landed.row(), landed.column()), (2, 1));
//! game.drop(1, Player::SECOND).unwrap();
//! game.drop(1, Player::FIRST).unwrap();
//! assert_eq!(game.drop(1, Player::SECOND), Err(DropError::Full { column: 1 }));
//! assert_eq!(game.drop(4, Player::SECOND), Err(DropError::OutOfRange { column: 4, width: 4 }));
//! assert_eq!(format!("{:?}", game.grid()), ".X../.O../.X..");
//! // One landing cell per column that is not full.
//! assert_eq!(format!("{:?}", game.landing_cells()), "..../..../#.##");
//!
//! // A game checks the line through each new stone only.
//! let two = LineRule::in_a_row(2);
//! let stone = game.drop(0, Player::SECOND).unwrap();
//! assert!(two.has_line_through(game.grid(), stone));
//! ```

use std::fmt;

use crate::grid::{Cell, Cells, Grid, Player, Size, MAX_BITS, MAX_PLAYERS};
use crate::runs::{Direction, Length, LineRule};

/// Every height of a grid fits the `u32` that [`GravityGrid`] keeps it in.
const _: () = assert!(MAX_BITS <= u32::MAX as usize);

/// Why a stone cannot be dropped in a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DropError {
    /// There is no such column: columns are counted from 0 and the grid is `width` wide.
    OutOfRange {
        /// The column asked for.
        column: usize,
        /// The grid's width.
        width: usize,
    },
    /// The column has a stone in every cell.
    Full {
        /// The column asked for.
        column: usize,
    },
}

impl fmt::Display for DropError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DropError::OutOfRange { column, width } => {
                write!(
                    f,
                    "column {column} is outside a grid of {width} columns (0 to {})",
                    width - 1
                )
            }
            DropError::Full { column } => write!(f, "column {column} is full"),
        }
    }
}

impl std::error::Error for DropError {}

/// How many stones each column of a gravity game holds: where the next stone of a column lands,
/// for a game that keeps its stones elsewhere (such as in [`crate::run_lengths::RunLengths`]),
/// or beside a [`Grid`] as [`GravityGrid`] does.
///
/// ```
/// use ttt_core::gravity::{ColumnHeights, DropError};
/// use ttt_core::grid::Size;
///
/// let mut columns = ColumnHeights::new(Size::new(2, 3).unwrap());
/// let landed = columns.drop(2).unwrap();
/// assert_eq!((landed.row(), landed.column()), (1, 2));
/// assert_eq!(columns.drop(2).map(|cell| cell.row()), Ok(0));
/// assert_eq!(columns.drop(2), Err(DropError::Full { column: 2 }));
/// assert_eq!(columns.stones_in(2), Some(2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ColumnHeights {
    /// The cells in a column and in a row.
    height: usize,
    width: usize,
    /// The stones in each column, each in a bit on a grid of one row (31 KB for a
    /// 1 × 250,000 row), else in the fewest bytes that hold the height: one up to 255 rows.
    stones: Counts,
}

impl ColumnHeights {
    /// No stone in any column of a grid of `size`.
    pub fn new(size: Size) -> ColumnHeights {
        let (height, width) = (size.height(), size.width());
        ColumnHeights { height, width, stones: Counts::new(width, height) }
    }

    /// How many stones `column` holds, or `None` when there is no such column.
    pub fn stones_in(&self, column: usize) -> Option<usize> {
        self.stones.get(column)
    }

    /// The cell a stone dropped in `column` (from 0) lands on: the lowest empty one.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full.
    #[inline(always)]
    pub fn landing(&self, column: usize) -> Result<Cell, DropError> {
        let width = self.width;
        let stones = self.stones.get(column).ok_or(DropError::OutOfRange { column, width })?;
        match self.height.checked_sub(stones + 1) {
            Some(row) => Ok(Cell::at(row, column)),
            None => Err(DropError::Full { column }),
        }
    }

    /// Counts a stone dropped in `column` (from 0), and gives the cell it lands on.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full; nothing is counted then.
    ///
    /// # Complexity
    /// O(1).
    #[inline(always)]
    pub fn drop(&mut self, column: usize) -> Result<Cell, DropError> {
        match self.stones.raise(column, self.height) {
            Some(stones) => Ok(Cell::at(self.height - 1 - stones, column)),
            None if column < self.width => Err(DropError::Full { column }),
            None => Err(DropError::OutOfRange { column, width: self.width }),
        }
    }

    /// Is every column full.
    pub fn is_full(&self) -> bool {
        (0..self.width).all(|column| self.stones.get(column) == Some(self.height))
    }
}

/// Numbers from 0 to a largest one, each kept in a bit when that one is 1 (a grid of one row,
/// where a byte a column would touch eight times the pages, each a fault), else in a byte when
/// it is less than 256.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
enum Counts {
    /// The numbers' bits, 64 a word, and how many numbers; the bits past the last are set,
    /// so that they are never raised.
    OneBit(Vec<u64>, usize),
    Narrow(Vec<u8>),
    Wide(Vec<u32>),
}

impl Counts {
    /// `len` zeros, for numbers up to `largest` (from 1 to `u32::MAX`).
    fn new(len: usize, largest: usize) -> Counts {
        use crate::grid::zeroed;
        match largest {
            0..=1 => {
                let mut bits: Vec<u64> = zeroed(len / 64 + 1);
                bits[len / 64] = u64::MAX << (len % 64);
                Counts::OneBit(bits, len)
            }
            2..=255 => Counts::Narrow(zeroed(len)),
            _ => Counts::Wide(zeroed(len)),
        }
    }

    /// Number `index`, or `None` past the last.
    #[inline(always)]
    fn get(&self, index: usize) -> Option<usize> {
        match self {
            Counts::OneBit(bits, len) => {
                (index < *len).then(|| (bits[index / 64] >> (index % 64)) as usize & 1)
            }
            Counts::Narrow(counts) => counts.get(index).map(|&count| usize::from(count)),
            Counts::Wide(counts) => counts.get(index).map(|&count| count as usize),
        }
    }

    /// Adds 1 to number `index` when it is less than `largest` (at least 1, and at most the
    /// largest these counts hold), and gives what it was; `None` when it is not, or past the
    /// last number.
    #[inline(always)]
    fn raise(&mut self, index: usize, largest: usize) -> Option<usize> {
        if let Counts::OneBit(bits, _) = self {
            // A bit is 0 or 1, and 1 is the largest; past the last number every bit is set.
            // Setting a set bit changes nothing: it is set first, then looked at.
            let (word, bit) = (bits.get_mut(index / 64)?, 1 << (index % 64));
            let was = *word & bit;
            *word |= bit;
            return (was == 0).then_some(0);
        }
        let was = self.get(index).filter(|&was| was < largest)?;
        match self {
            Counts::OneBit(..) => {}
            Counts::Narrow(counts) => counts[index] += 1,
            Counts::Wide(counts) => counts[index] += 1,
        }
        Some(was)
    }
}

/// A gravity game of `PLAYERS` players that keeps no grid, only where each column's next stone
/// lands ([`ColumnHeights`]) and, per player, a bit per cell in a layout of the grid for each
/// direction with room for a line: each drop tells at once whether it made a line, for a judge
/// that wants the first move that does.
///
/// A layout puts the grid's lines in that direction one after another, so a run of a player's
/// stones along it is a run of set bits, measured in O(1) a word at a time (words all of whose
/// bits are set make chains, whose lengths are kept at their ends). That is about
/// `PLAYERS × directions × 3 / 16` bytes a cell, besides a byte a column (up to 255 rows; a
/// bit on one row): 125 KB on a 1 × 250,000 row, where a number per cell would take
/// megabytes. A player's runs are only measured once they have k stones: no line has fewer.
/// Until then a drop only sets the stone's bit in the first layout (the rows', else the
/// columns'); at the k-th stone the other directions' layouts and the chains are built from it,
/// once.
///
/// ```
/// use ttt_core::gravity::{DropError, GravityRuns};
/// use ttt_core::grid::{Player, Size};
/// use ttt_core::runs::LineRule;
///
/// let mut game = GravityRuns::<2>::new(Size::new(2, 3).unwrap(), LineRule::in_a_row(2));
/// assert_eq!(game.drop(0, Player::FIRST), Ok(false));
/// assert_eq!(game.drop(0, Player::SECOND), Ok(false));
/// assert_eq!(game.drop(0, Player::FIRST), Err(DropError::Full { column: 0 }));
/// assert_eq!(game.drop(3, Player::FIRST), Err(DropError::OutOfRange { column: 3, width: 3 }));
/// // Two in a row: the first player's on the bottom row, then the second player's on the top.
/// assert_eq!(game.drop(1, Player::FIRST), Ok(true));
/// assert_eq!(game.drop(1, Player::SECOND), Ok(true));
/// ```
#[derive(Clone, Debug)]
pub struct GravityRuns<const PLAYERS: usize> {
    /// The cells in a column and in a row, and the stones in each column, as in
    /// [`ColumnHeights`].
    height: usize,
    width: usize,
    stones: Counts,
    /// Per direction with room for a line (the first `directions`), where it puts the cell at
    /// row 0, column 0 in a player's bits, and how far a row down and a column right move it
    /// (wrapping: a step back is a number past `usize::MAX / 2`). The directions' layouts
    /// follow one another, each line a gap bit then its cells, so no run of bits goes from a
    /// line to the next. The rows' layout comes first, else the columns': a player's stones
    /// before their k-th are only there ([`GravityRuns::catch_up`]), at the bit `record` gives
    /// for the bottom cell of column 0, a stone up and a column right; or nowhere when no
    /// direction has room for a line (`record` is then a bit of no layout).
    layouts: [[usize; 3]; 4],
    directions: usize,
    record: [usize; 3],
    /// Each player's stones, and how many: a player with fewer than k has no line.
    players: [BitRuns; PLAYERS],
    placed: [usize; PLAYERS],
    /// k, and how far past k a run may go and still be a line: 0 for exactly k, else as far as
    /// can be.
    k: usize,
    spare: usize,
}

impl<const PLAYERS: usize> GravityRuns<PLAYERS> {
    /// No stone yet, on a grid of `size`, for lines under `rule`.
    ///
    /// # Panics
    /// When `PLAYERS` is 0 or more than [`crate::grid::MAX_PLAYERS`].
    ///
    /// # Complexity
    /// O(players × cells / 64).
    pub fn new(size: Size, rule: LineRule) -> GravityRuns<PLAYERS> {
        assert!((1..=MAX_PLAYERS).contains(&PLAYERS), "{PLAYERS} players");
        let (h, w, k) = (size.height(), size.width(), rule.k());
        // A diagonal's slot: the cells of its longest line and a gap. Along it, a cell's place
        // is its row on a wide grid, else its column.
        let (across, wide) = (h.min(w) + 1, usize::from(h <= w));
        let (mut layouts, mut directions, mut bits) = ([[0; 3]; 4], 0, 0);
        for direction in rule.directions().list() {
            // The bit of row 0, column 0 (after a gap), a row down, a column right; how many
            // lines, each in a slot of how many bits.
            let ([first, down, right], [count, slot]) = match direction {
                Direction::Horizontal => ([1, w + 1, 1], [h, w + 1]),
                Direction::Vertical => ([h, usize::MAX, h + 1], [w, h + 1]),
                Direction::Diagonal => {
                    let first = across * (h - 1) + 1;
                    ([first, wide.wrapping_sub(across), across + 1 - wide], [h + w - 1, across])
                }
                Direction::AntiDiagonal => {
                    ([1 + wide * (h - 1), across - wide, across + 1 - wide], [h + w - 1, across])
                }
            };
            // A direction with no room for k cells in a row makes no line: it is left out.
            if slot > k {
                layouts[directions] = [bits + first, down, right];
                bits += count * slot + 1;
                directions += 1;
            }
        }
        GravityRuns {
            height: h,
            width: w,
            stones: Counts::new(w, h),
            layouts,
            directions,
            record: match layouts[0] {
                [first, down, right] if directions > 0 => {
                    [first.wrapping_add((h - 1).wrapping_mul(down)), down.wrapping_neg(), right]
                }
                _ => [1, 0, 0],
            },
            players: std::array::from_fn(|_| BitRuns::new(bits)),
            placed: [0; PLAYERS],
            k,
            spare: match rule.length() {
                Length::Exactly => 0,
                Length::AtLeast => usize::MAX - k,
            },
        }
    }

    /// Drops a stone of `player` in `column` (from 0), and tells whether it is part of a line
    /// under the rule through the cell it lands on.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full; nothing changes then.
    ///
    /// # Panics
    /// When `player` is not one of the game's players (from 0 to `PLAYERS - 1`).
    ///
    /// # Complexity
    /// O(1) per direction.
    #[inline(always)]
    pub fn drop(&mut self, column: usize, player: Player) -> Result<bool, DropError> {
        assert!(player.index() < PLAYERS, "a player who does not play this game");
        let below = self.land(column)?;
        let placed = &mut self.placed[player.index()];
        *placed += 1;
        if *placed < self.k {
            // Only in the first layout, without chains (a bit set is all there is to it).
            let [bottom, up, right] = self.record;
            self.players[player.index()]
                .set(bottom.wrapping_add(below.wrapping_mul(up)) + column * right);
            return Ok(false);
        }
        Ok(self.measure(self.height - 1 - below, column, player))
    }

    /// [`GravityRuns::drop`] of a stone of `player`, who has k stones or more, on the cell at
    /// `row`, `column`, once it has landed: records it, and tells whether it made a line.
    #[inline(never)]
    fn measure(&mut self, row: usize, column: usize, player: Player) -> bool {
        if self.placed[player.index()] == self.k {
            self.catch_up(player);
        }
        let stones = &mut self.players[player.index()];
        let mut line = false;
        for &[first, down, right] in &self.layouts[..self.directions] {
            let set = stones.insert(first.wrapping_add(row.wrapping_mul(down)) + column * right);
            // `run - k` wraps past `spare` when the run is shorter than k.
            line |= stones.run(set).wrapping_sub(self.k) <= self.spare;
        }
        line
    }

    /// Puts the stones of `player`, who has had only the first layout so far, in every other
    /// direction's layout, and links the full words of the first layout into chains: before
    /// their k-th stone is measured.
    ///
    /// # Complexity
    /// O(directions × stones + cells / 64).
    #[cold]
    fn catch_up(&mut self, player: Player) {
        if self.directions == 0 {
            return;
        }
        // The first layout: the rows' (h lines of w cells), else the columns' (w lines of h),
        // each line a gap bit then its cells.
        let (height, width) = (self.height, self.width);
        let (lines, length) = if width >= self.k { (height, width) } else { (width, height) };
        let end = lines * (length + 1) + 1;
        let stones = &mut self.players[player.index()];
        stones.link_chains(end / 64 + 1);
        // The columns' layout is the first only when no row has room for a line, and then no
        // diagonal has either: any other layout follows the rows'.
        let others = &self.layouts[1..self.directions];
        if others.is_empty() {
            return;
        }
        // Each stone's row and column from its bit, rows walked in order. The last word may
        // hold the next layout's first bits, set by the loop: they are left out.
        let (mut row, mut row_start) = (0_usize, 1);
        for word in 0..end / 64 + 1 {
            let mut bits = stones.words[word];
            while bits != 0 {
                let bit = 64 * word + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if bit >= end {
                    break;
                }
                while bit >= row_start + width {
                    (row, row_start) = (row + 1, row_start + width + 1);
                }
                let column = bit - row_start;
                for &[first, down, right] in others {
                    stones.insert(first.wrapping_add(row.wrapping_mul(down)) + column * right);
                }
            }
        }
    }

    /// Drops a stone of no player in `column` (from 0): it takes the cell it lands on, and is
    /// part of no line. For a game whose outcome is known, whose other drops are only checked.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full; nothing changes then.
    ///
    /// # Complexity
    /// O(1).
    #[inline(always)]
    pub fn block(&mut self, column: usize) -> Result<(), DropError> {
        self.land(column).map(|_| ())
    }

    /// Counts a stone dropped in `column`, as [`ColumnHeights::drop`] does, and gives how many
    /// stones lie below the cell it lands on.
    #[inline(always)]
    fn land(&mut self, column: usize) -> Result<usize, DropError> {
        match self.stones.raise(column, self.height) {
            Some(stones) => Ok(stones),
            None if column < self.width => Err(DropError::Full { column }),
            None => Err(DropError::OutOfRange { column, width: self.width }),
        }
    }
}

/// A set of bits, of which bits are only ever added, that tells in O(1) how many set bits in a
/// row lie next to any: each word of 64 bits answers for its own, and the words all of whose
/// bits are set make chains whose length is kept at their two end words, as
/// [`crate::run_lengths::RunLengths`] keeps runs of stones. Bit 0 and the last bit are never
/// set (the layouts begin and end with a gap), so no run reaches either end.
#[derive(Clone, Debug)]
struct BitRuns {
    words: Vec<u64>,
    /// Per word whose bits are all set, at either end of its chain of such words: how many
    /// words the chain holds; meaningful only there.
    chains: Vec<u32>,
}

impl BitRuns {
    /// No bit set, of `bits`.
    fn new(bits: usize) -> BitRuns {
        let words = bits / 64 + 1;
        // Each word is read before it is written: its pages are the set's own at once.
        BitRuns { words: crate::grid::zeroed(words), chains: vec![0; words] }
    }

    /// The chain of full words that ends at `word`, in words: 0 when `word` is not full.
    #[inline(always)]
    fn chain(&self, word: usize) -> usize {
        match self.words[word] {
            u64::MAX => self.chains[word] as usize,
            _ => 0,
        }
    }

    /// Sets `bit`, neither the first nor the last, leaving the chains as they are: for a set
    /// whose chains are linked later ([`BitRuns::link_chains`]).
    #[inline(always)]
    fn set(&mut self, bit: usize) {
        self.words[bit / 64] |= 1 << (bit % 64);
    }

    /// Links the full words among the first `words` into chains, whatever the chains said
    /// before.
    fn link_chains(&mut self, words: usize) {
        let mut start = 0;
        for word in 0..=words {
            let full = word < words && self.words[word] == u64::MAX;
            if full {
                continue;
            }
            if start < word {
                let length = (word - start) as u32;
                (self.chains[start], self.chains[word - 1]) = (length, length);
            }
            start = word + 1;
        }
    }

    /// Sets `bit`, neither the first nor the last, and gives the first and the last of some
    /// set bits around it, in a word that is not full or at the ends of a chain, for
    /// [`BitRuns::run`]: `bit` alone, or the chain that its word, now full, is in.
    #[inline(always)]
    fn insert(&mut self, bit: usize) -> (usize, usize) {
        let word = bit / 64;
        self.words[word] |= 1 << (bit % 64);
        if self.words[word] != u64::MAX {
            return (bit, bit);
        }
        // Word 0 holds bit 0 and the last word the last bit: neither is full.
        let (before, after) = (self.chain(word - 1), self.chain(word + 1));
        let joined = (before + 1 + after) as u32;
        self.chains[word - before] = joined;
        self.chains[word + after] = joined;
        (64 * (word - before), 64 * (word + after) + 63)
    }

    /// The length of the run of set bits through `first` to `last`, as [`BitRuns::insert`]
    /// gave them.
    #[inline(always)]
    fn run(&self, (first, last): (usize, usize)) -> usize {
        // The set bits right under `first` in its word, and past bit 0 the chain of full words
        // below and the top of the word under it; bit 0 ends the run at the latest.
        let (word, at) = (first / 64, first % 64);
        let mut below = (self.words[word] << (63 - at) << 1).leading_ones() as usize;
        if below == at {
            let chain = self.chain(word - 1);
            below += 64 * chain + self.words[word - 1 - chain].leading_ones() as usize;
        }
        // The same over `last`, where the last bit ends the run at the latest.
        let (word, at) = (last / 64, last % 64);
        let mut above = (self.words[word] >> at >> 1).trailing_ones() as usize;
        if above == 63 - at {
            let chain = self.chain(word + 1);
            above += 64 * chain + self.words[word + 1 + chain].trailing_ones() as usize;
        }
        below + last + 1 - first + above
    }
}

/// A [`Grid`] played with gravity: every stone lies on the bottom row or on another stone.
/// It keeps how many stones each column holds ([`ColumnHeights`]), so [`GravityGrid::drop`]
/// finds the landing cell at once.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct GravityGrid {
    grid: Grid,
    columns: ColumnHeights,
}

impl GravityGrid {
    /// The empty grid of `size` for `players` players.
    ///
    /// # Panics
    /// When `players` is 0 or more than [`crate::grid::MAX_PLAYERS`].
    pub fn new(size: Size, players: usize) -> GravityGrid {
        GravityGrid { grid: Grid::new(size, players), columns: ColumnHeights::new(size) }
    }

    /// The grid, when no stone of it floats over an empty cell.
    ///
    /// # Errors
    /// The first floating stone in reading order, when there is one ([`floating`]).
    ///
    /// # Complexity
    /// O(cells).
    pub fn from_grid(grid: Grid) -> Result<GravityGrid, Cell> {
        if let Some(cell) = floating(&grid).first() {
            return Err(cell);
        }
        let mut columns = ColumnHeights::new(grid.size());
        for cell in grid.occupied().iter() {
            columns.drop(cell.column()).expect("a column holds no more stones than cells");
        }
        Ok(GravityGrid { grid, columns })
    }

    /// The grid.
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The grid, given up.
    pub fn into_grid(self) -> Grid {
        self.grid
    }

    /// How many stones `column` holds, or `None` when there is no such column.
    pub fn stones_in(&self, column: usize) -> Option<usize> {
        self.columns.stones_in(column)
    }

    /// The cell a stone dropped in `column` (from 0) lands on: the lowest empty one.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full.
    pub fn landing(&self, column: usize) -> Result<Cell, DropError> {
        self.columns.landing(column)
    }

    /// Drops a stone of `player` in `column` (from 0), and gives the cell it lands on.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full; the grid stays as it was.
    ///
    /// # Panics
    /// When `player` is not one of the grid's players.
    ///
    /// # Complexity
    /// O(players).
    #[inline]
    pub fn drop(&mut self, column: usize, player: Player) -> Result<Cell, DropError> {
        assert!(player.index() < self.grid.player_count(), "{player:?} does not play on this grid");
        let cell = self.columns.drop(column)?;
        // The lowest empty cell of the column: within the grid, and empty.
        self.grid.put_on_empty_bit(self.grid.size().bit(cell), player.index());
        Ok(cell)
    }

    /// The cells the next stone of each column that is not full lands on, one per column.
    ///
    /// # Complexity
    /// O(width + bits / 64).
    pub fn landing_cells(&self) -> Cells {
        let size = self.grid.size();
        let landing = (0..size.width()).filter_map(|column| self.landing(column).ok());
        Cells::from_cells(size, landing)
    }

    /// Is every column full.
    pub fn is_full(&self) -> bool {
        self.columns.is_full()
    }
}

/// Draws the grid as [`Grid`]'s `Debug` does.
impl fmt::Debug for GravityGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}

/// The cells of the bottom row.
fn bottom_row(size: Size) -> Cells {
    let row = size.height() - 1;
    Cells::from_cells(size, (0..size.width()).filter_map(|column| size.cell(row, column)))
}

/// The empty cells on the bottom row or right above a stone: where a dropped stone lands, one
/// per column that is not full, on a grid where no stone floats ([`floating`]).
///
/// # Complexity
/// O(width + players × bits / 64).
pub fn landing_cells(grid: &Grid) -> Cells {
    let size = grid.size();
    let occupied = grid.occupied();
    let on_something = occupied.shifted_down(size.width() + 1).union_raw(&bottom_row(size));
    grid.empty_cells().intersection_raw(&on_something)
}

/// The stones with no stone above them: the top stone of each column that has one, the stones
/// a gravity game could have played last.
///
/// # Complexity
/// O(players × bits / 64).
pub fn top_stones(grid: &Grid) -> Cells {
    let occupied = grid.occupied();
    occupied.difference_raw(&occupied.shifted_up(grid.width() + 1))
}

/// The stones right above an empty cell, which no gravity game leaves.
///
/// # Complexity
/// O(height + players × bits / 64).
pub fn floating(grid: &Grid) -> Cells {
    let below_is_empty = grid.empty_cells().shifted_down(grid.width() + 1);
    grid.occupied().intersection_raw(&below_is_empty)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic pseudo-random sequence (SplitMix64).
    fn random(seed: &mut u64) -> u64 {
        *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The sets, cell by cell on a plain model, for each column from the top: its stones.
    fn check_sets(grid: &Grid) {
        let size = grid.size();
        let taken = |row: usize, column: usize| grid.get(size.cell(row, column).unwrap()).is_some();
        let (mut landing, mut top, mut floats) = (Vec::new(), Vec::new(), Vec::new());
        for cell in size.cells() {
            let (row, column) = (cell.row(), cell.column());
            let below = (row + 1 < size.height()).then(|| taken(row + 1, column));
            let above = row > 0 && taken(row - 1, column);
            if !taken(row, column) && below != Some(false) {
                landing.push(cell);
            }
            if taken(row, column) && !above {
                top.push(cell);
            }
            if taken(row, column) && below == Some(false) {
                floats.push(cell);
            }
        }
        assert_eq!(landing_cells(grid).iter().collect::<Vec<_>>(), landing, "{grid:?}");
        assert_eq!(top_stones(grid).iter().collect::<Vec<_>>(), top, "{grid:?}");
        assert_eq!(floating(grid).iter().collect::<Vec<_>>(), floats, "{grid:?}");
    }

    #[test]
    fn drops_land_on_the_lowest_empty_cell_and_the_sets_agree_cell_by_cell() {
        let mut seed = 11;
        for (height, width) in [(1, 1), (1, 7), (7, 1), (6, 7), (4, 15), (8, 15), (13, 11), (3, 70)]
        {
            let size = Size::new(height, width).unwrap();
            let mut game = GravityGrid::new(size, 3);
            let mut heights = vec![0; width];
            for index in 0..size.cell_count() {
                let column = random(&mut seed) as usize % width;
                let player = Player::new(index % 3).unwrap();
                match game.drop(column, player) {
                    Ok(cell) => {
                        assert_eq!(
                            (cell.row(), cell.column()),
                            (height - 1 - heights[column], column)
                        );
                        heights[column] += 1;
                        assert_eq!(game.grid().get(cell), Some(player));
                    }
                    Err(error) => {
                        assert_eq!(heights[column], height);
                        assert_eq!(error, DropError::Full { column });
                    }
                }
                assert_eq!(game.stones_in(column), Some(heights[column]));
                assert_eq!(game.landing_cells(), landing_cells(game.grid()));
                assert!(floating(game.grid()).is_empty());
                check_sets(game.grid());
            }
            let rebuilt = GravityGrid::from_grid(game.grid().clone()).unwrap();
            assert_eq!(rebuilt, game);
            assert_eq!(game.is_full(), heights.iter().all(|&stones| stones == height));
        }
    }

    #[test]
    fn floating_stones_are_found_and_refused() {
        let mut seed = 5;
        for (height, width) in [(3, 3), (5, 12), (9, 14), (20, 20)] {
            let size = Size::new(height, width).unwrap();
            for _ in 0..20 {
                let mut grid = Grid::new(size, 2);
                for cell in size.cells() {
                    let pick = random(&mut seed) % 3;
                    grid.set(cell, Player::new(pick as usize).filter(|_| pick < 2));
                }
                check_sets(&grid);
                let first = floating(&grid).first();
                assert_eq!(GravityGrid::from_grid(grid).err(), first);
            }
        }
    }

    /// A [`GravityRuns`] of 1, 2 or 3 players.
    enum Runs {
        One(GravityRuns<1>),
        Two(GravityRuns<2>),
        Three(GravityRuns<3>),
    }

    impl Runs {
        fn new(size: Size, rule: LineRule, players: usize) -> Runs {
            match players {
                1 => Runs::One(GravityRuns::new(size, rule)),
                2 => Runs::Two(GravityRuns::new(size, rule)),
                _ => Runs::Three(GravityRuns::new(size, rule)),
            }
        }

        fn drop(&mut self, column: usize, player: Player) -> Result<bool, DropError> {
            match self {
                Runs::One(game) => game.drop(column, player),
                Runs::Two(game) => game.drop(column, player),
                Runs::Three(game) => game.drop(column, player),
            }
        }

        fn block(&mut self, column: usize) -> Result<(), DropError> {
            match self {
                Runs::One(game) => game.block(column),
                Runs::Two(game) => game.block(column),
                Runs::Three(game) => game.block(column),
            }
        }
    }

    /// Drops `player`'s stone in `column` of both `game` and the plain `grid`, or with `None` a
    /// stone of the grid's last player, which the game plays as a block; asserts the two agree
    /// (the game's line against the grid's walk through the new stone, or the same error) and
    /// says whether the stone made a line.
    fn drop_in_both(
        game: &mut Runs,
        grid: &mut GravityGrid,
        rule: LineRule,
        column: usize,
        player: Option<Player>,
    ) -> bool {
        let Some(player) = player else {
            let blocker = grid.grid().players().last().unwrap();
            assert_eq!(game.block(column), grid.drop(column, blocker).map(|_| ()));
            return false;
        };
        let dropped = game.drop(column, player);
        match grid.drop(column, player) {
            Ok(cell) => {
                let line = rule.has_line_through(grid.grid(), cell);
                assert_eq!(dropped, Ok(line), "{rule:?} {cell:?} {grid:?}");
                line
            }
            Err(error) => {
                assert_eq!(dropped, Err(error));
                false
            }
        }
    }

    #[test]
    fn gravity_runs_agree_with_the_heights_and_the_walk_through_each_stone_and_blocks() {
        let mut seed = 23;
        let mut lines = 0;
        for (height, width) in [(1, 1), (1, 9), (9, 1), (3, 3), (6, 7), (5, 12), (12, 5)] {
            let size = Size::new(height, width).unwrap();
            for players in [1, 2, 3] {
                for k in 1..=height.max(width).min(5) + 1 {
                    for rule in [
                        LineRule::in_a_row(k),
                        LineRule::in_a_row(k).exactly(),
                        LineRule::in_a_row(k).without_diagonals(),
                    ] {
                        let mut game = Runs::new(size, rule, players);
                        let mut grid = GravityGrid::new(size, players + 1);
                        for index in 0..size.cell_count() + width {
                            let column = random(&mut seed) as usize % (width + 1);
                            // One stone in eight is no one's, of a player the grid adds.
                            let player = Player::new(index % players).unwrap();
                            let player = Some(player).filter(|_| random(&mut seed) % 8 != 0);
                            lines += usize::from(drop_in_both(
                                &mut game, &mut grid, rule, column, player,
                            ));
                        }
                    }
                }
            }
        }
        assert!(lines > 1000, "{lines} lines only");
    }

    #[test]
    fn gravity_runs_measure_runs_longer_than_a_word_in_every_direction() {
        // Runs of hundreds of stones, over many full words and chains of them, on shapes of
        // every kind; long blocks of one player's moves, then of the other's, and k near the
        // run lengths, so lines are made late and the players' stone counts reach k late.
        let mut seed = 41;
        let mut lines = 0;
        for (height, width) in [(1, 700), (700, 1), (2, 300), (300, 2), (70, 90), (90, 70)] {
            let size = Size::new(height, width).unwrap();
            let longest = height.max(width);
            for k in [1, 2, 63, 64, 65, 129, longest / 2, longest] {
                if k > longest {
                    continue;
                }
                for rule in [LineRule::in_a_row(k), LineRule::in_a_row(k).exactly()] {
                    let mut game = Runs::new(size, rule, 2);
                    let mut grid = GravityGrid::new(size, 3);
                    let block = 1 + random(&mut seed) as usize % 200;
                    let row_by_row = random(&mut seed) % 2 == 0;
                    for index in 0..size.cell_count() {
                        let column = match row_by_row {
                            true => index % width,
                            false => random(&mut seed) as usize % width,
                        };
                        let player = Player::new(index / block % 2).unwrap();
                        let player = Some(player).filter(|_| random(&mut seed) % 50 != 0);
                        lines +=
                            usize::from(drop_in_both(&mut game, &mut grid, rule, column, player));
                    }
                }
            }
        }
        assert!(lines > 10_000, "{lines} lines only");
    }

    #[test]
    #[should_panic(expected = "a player who does not play this game")]
    fn gravity_runs_refuse_a_player_who_does_not_play() {
        let mut game = GravityRuns::<2>::new(Size::new(2, 2).unwrap(), LineRule::in_a_row(2));
        let _ = game.drop(0, Player::new(2).unwrap());
    }

    #[test]
    fn errors_say_which_column() {
        let size = Size::new(1, 2).unwrap();
        let mut game = GravityGrid::new(size, 2);
        game.drop(0, Player::FIRST).unwrap();
        let full = game.drop(0, Player::SECOND).unwrap_err();
        assert_eq!(full.to_string(), "column 0 is full");
        let outside = game.drop(2, Player::SECOND).unwrap_err();
        assert_eq!(outside.to_string(), "column 2 is outside a grid of 2 columns (0 to 1)");
        assert_eq!(format!("{game:?}"), "X.");
        assert_eq!(game.stones_in(2), None);
        assert!(!game.is_full());
        game.drop(1, Player::SECOND).unwrap();
        assert!(game.is_full() && game.landing_cells().is_empty());
    }
}
