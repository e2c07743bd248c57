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
use crate::runs::{Length, LineRule};

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
    /// The cells in a column.
    height: usize,
    /// The stones in each column; `u32` (a column holds at most [`crate::grid::MAX_BITS`]
    /// stones) keeps a wide grid's heights in half the memory.
    stones: Vec<u32>,
}

impl ColumnHeights {
    /// No stone in any column of a grid of `size`.
    pub fn new(size: Size) -> ColumnHeights {
        ColumnHeights { height: size.height(), stones: crate::run_lengths::zeroed(size.width()) }
    }

    /// How many stones `column` holds, or `None` when there is no such column.
    pub fn stones_in(&self, column: usize) -> Option<usize> {
        self.stones.get(column).map(|&stones| stones as usize)
    }

    /// The cell a stone dropped in `column` (from 0) lands on: the lowest empty one.
    ///
    /// # Errors
    /// [`DropError`] when there is no such column or it is full.
    pub fn landing(&self, column: usize) -> Result<Cell, DropError> {
        let width = self.stones.len();
        let stones = *self.stones.get(column).ok_or(DropError::OutOfRange { column, width })?;
        match self.height.checked_sub(stones as usize + 1) {
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
    #[inline]
    pub fn drop(&mut self, column: usize) -> Result<Cell, DropError> {
        let width = self.stones.len();
        let stones = self.stones.get_mut(column).ok_or(DropError::OutOfRange { column, width })?;
        let row =
            self.height.checked_sub(*stones as usize + 1).ok_or(DropError::Full { column })?;
        *stones += 1;
        Ok(Cell::at(row, column))
    }

    /// Is every column full.
    pub fn is_full(&self) -> bool {
        self.stones.iter().all(|&stones| stones as usize == self.height)
    }
}

/// A gravity game of `PLAYERS` players that keeps no grid, only where the next stone of each
/// column lands and the length of every run of each player's stones at its two ends, as
/// [`crate::run_lengths::RunLengths`] does: each drop tells at once whether it made a line, for
/// a judge that wants the first move that does.
///
/// Each player's lengths are kept apart, so a neighbour's run is one number to read and is
/// the player's own; that takes `PLAYERS` times the memory of one table, about
/// `4 × PLAYERS × directions × cells` bytes.
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
    /// Per column: the entry in `ends` of the cell its next stone lands on (its first
    /// direction, its first player), plus `stride`; once the column is full, that of its top
    /// cell, less than `full`.
    below: Vec<usize>,
    /// The entries of a row and the column after it.
    stride: usize,
    /// A column whose `below` is less than this is full.
    full: usize,
    /// Per direction with room for a line, then steps of 0: the entries between neighbours
    /// along it, the entries k cells in a row span (k steps), and how far past those a run may
    /// span and still be a line (0 for exactly k, else as far as can be). With no direction
    /// that has room for a line, the first is a horizontal one in which no run is one.
    directions: [(usize, usize, usize); 4],
    /// Per cell of a layout of `width + 1` cells a row with entries to spare before and after
    /// it, per direction, per player: how many entries the run of that player's stones this
    /// cell ends spans (its length times the direction's step); meaningful only at a run's two
    /// ends, 0 on every cell that holds no stone of the player.
    ends: Vec<u32>,
}

impl<const PLAYERS: usize> GravityRuns<PLAYERS> {
    /// No stone yet, on a grid of `size`, for lines under `rule`.
    ///
    /// # Panics
    /// When `PLAYERS` is 0 or more than [`crate::grid::MAX_PLAYERS`].
    ///
    /// # Complexity
    /// O(players × cells).
    pub fn new(size: Size, rule: LineRule) -> GravityRuns<PLAYERS> {
        assert!((1..=MAX_PLAYERS).contains(&PLAYERS), "{PLAYERS} players");
        let (mut steps, count) = crate::run_lengths::line_steps(size, rule);
        let never = count == 0;
        if never {
            steps[0] = 1;
        }
        // Each cell holds one entry per direction and player, side by side.
        let entries = |cells: usize| cells * count.max(1) * PLAYERS;
        let (stride, steps) = (entries(size.width() + 1), steps.map(entries));
        let reach = steps.iter().copied().max().unwrap_or(0);
        let len = reach + size.height() * stride + reach;
        // The span of a run is at most the layout's length.
        assert!(len <= u32::MAX as usize, "a layout of {len} entries");
        let directions = steps.map(|step| {
            let span = if never { usize::MAX } else { rule.k() * step };
            let spare = match rule.length() {
                Length::Exactly => 0,
                Length::AtLeast => usize::MAX - span,
            };
            (step, span, spare)
        });
        // The top cells' entries are less than a stride past the first one's.
        let mut below = vec![0; size.width()];
        let mut next = reach + size.height() * stride;
        for below in &mut below {
            *below = next;
            next += entries(1);
        }
        GravityRuns {
            below,
            stride,
            full: reach + stride,
            directions,
            ends: crate::run_lengths::zeroed(len),
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
        let (mut at, ends) = (self.land(column)? + player.index(), &mut self.ends[..]);
        let (first, others) = self.directions.split_first().expect("four directions");
        let mut line = join(ends, at, *first);
        for &direction in others {
            // A direction with no room for a line (and every one after it).
            if direction.0 == 0 {
                break;
            }
            at += PLAYERS;
            line |= join(ends, at, direction);
        }
        Ok(line)
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

    /// Counts a stone dropped in `column`, and gives the entry of the cell it lands on.
    #[inline(always)]
    fn land(&mut self, column: usize) -> Result<usize, DropError> {
        let width = self.below.len();
        let below = self.below.get_mut(column).ok_or(DropError::OutOfRange { column, width })?;
        if *below < self.full {
            return Err(DropError::Full { column });
        }
        *below -= self.stride;
        Ok(*below)
    }
}

/// Joins the runs next to the new stone whose entry of a direction is `at` (along it, one
/// step each way): records the run they make with it, and tells whether it is a line.
#[inline(always)]
fn join(ends: &mut [u32], at: usize, (step, span, spare): (usize, usize, usize)) -> bool {
    // The runs next to the new stone on either side end there: their spans are there.
    let (before, after) = (ends[at - step] as usize, ends[at + step] as usize);
    let joined = before + step + after;
    ends[at - before] = joined as u32;
    ends[at + after] = joined as u32;
    // `joined - span` wraps past `spare` when the run is shorter than k.
    joined.wrapping_sub(span) <= spare
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
            columns.stones[cell.column()] += 1;
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
                            if random(&mut seed) % 8 == 0 {
                                let blocked = game.block(column);
                                let dropped = grid.drop(column, Player::new(players).unwrap());
                                assert_eq!(blocked, dropped.map(|_| ()));
                                continue;
                            }
                            let player = Player::new(index % players).unwrap();
                            let dropped = game.drop(column, player);
                            match grid.drop(column, player) {
                                Ok(cell) => {
                                    let line = rule.has_line_through(grid.grid(), cell);
                                    assert_eq!(dropped, Ok(line), "{rule:?} {grid:?}");
                                    lines += usize::from(line);
                                }
                                Err(error) => assert_eq!(dropped, Err(error)),
                            }
                        }
                    }
                }
            }
        }
        assert!(lines > 1000, "{lines} lines only");
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
