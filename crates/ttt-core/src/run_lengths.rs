//! Lines made by each new stone of a game where stones are only added, in O(1) a stone: the
//! length of every run kept at its two ends.
//!
//! [`LineRule::has_line_through`] walks up to k cells each way from a stone, so a game of n
//! moves costs O(n·k) there: quadratic when k grows with the board (a 1 × 250,000 row and
//! k = 250,000). [`RunLengths`] keeps, for each direction, the length of each maximal run of one
//! player's stones at both of its end cells. A new stone joins the run that ends next to it
//! on each side: their lengths are read at those two cells and the joined length written at
//! the two new ends, so a stone costs O(1) per direction and a whole game O(cells).
//!
//! ```
//! use ttt_core::grid::{Grid, Player, Size};
//! use ttt_core::run_lengths::RunLengths;
//! use ttt_core::runs::LineRule;
//!
//! let size = Size::new(1, 5).unwrap();
//! let mut grid = Grid::new(size, 2);
//! let mut runs = RunLengths::new(size, LineRule::in_a_row(3));
//! let mut made_a_line = Vec::new();
//! for column in [0, 4, 2, 3, 1] {
//!     let cell = size.cell(0, column).unwrap();
//!     grid.set(cell, Some(Player::FIRST));
//!     made_a_line.push(runs.place(&grid, cell));
//! }
//! // X.X then XX gaps: the fourth stone makes 2-3-4 a run of three, the fifth joins all five.
//! assert_eq!(made_a_line, [false, false, false, true, true]);
//! ```

use crate::grid::{Cell, Grid, Player, Size};
use crate::runs::{Direction, Length, LineRule};

/// The length of every run of one player's stones in each direction of a rule, kept at the
/// run's two end cells, for a grid where stones are only added.
///
/// Its cells are laid out with a border of empty cells around the grid (before its first row
/// and after its last one, one column between the rows), so a neighbour is a fixed step away and
/// needs no bounds check of its own. Each length is kept with the owner of its run, so a
/// neighbour's run is one number to read, whatever the number of players.
#[derive(Clone, Debug)]
pub struct RunLengths {
    size: Size,
    rule: LineRule,
    /// How far past k a run's length may go and still be a line: 0 for exactly k, else
    /// `usize::MAX - k`.
    spare: usize,
    /// The entries of `ends` between a cell and the one below it: `(width + 1) ×
    /// direction_count`.
    stride: usize,
    /// The entries of `ends` before the grid's first cell: the longest of `steps`.
    reach: usize,
    /// The entries of `ends` between neighbours along the rule's directions with room for a
    /// line; the first `direction_count` are used.
    steps: [usize; 4],
    /// How many of `steps` the rule uses.
    direction_count: usize,
    /// Per cell of the layout, per direction of `steps` (at `cell × direction_count +
    /// direction`): the length of the run this cell ends times [`OWNERS`], plus its player's
    /// number + 1; meaningful only at a run's two ends, 0 on empty cells and the border.
    ends: Vec<u32>,
}

/// The owners a length in [`RunLengths`]' `ends` makes room for: the players' numbers + 1.
const OWNERS: u32 = 32;

/// Every owner fits below [`OWNERS`], and every run's length (at most a grid's bits) times
/// [`OWNERS`] fits a `u32`.
const _: () = assert!(
    crate::grid::MAX_PLAYERS < OWNERS as usize
        && crate::grid::MAX_BITS <= (u32::MAX / OWNERS) as usize
);

impl RunLengths {
    /// No runs yet, on an empty grid of `size`, for lines under `rule`.
    ///
    /// # Complexity
    /// O(cells).
    pub fn new(size: Size, rule: LineRule) -> RunLengths {
        let stride = size.width() + 1;
        let (steps, direction_count) = line_steps(size, rule);
        // The border: `reach` cells before the grid's first row and after its last one, so each
        // cell of the grid has its neighbours at every step, and a column after each row.
        let reach = steps.iter().copied().max().unwrap_or(0);
        let cells = reach + size.height() * stride + reach;
        let spare = match rule.length() {
            Length::Exactly => 0,
            Length::AtLeast => usize::MAX - rule.k(),
        };
        // Each cell holds `direction_count` entries, one per direction, side by side.
        let entries = |cells: usize| cells * direction_count;
        RunLengths {
            size,
            rule,
            spare,
            stride: entries(stride),
            reach: entries(reach),
            steps: steps.map(entries),
            direction_count,
            ends: crate::grid::zeroed(entries(cells)),
        }
    }

    /// Records the stone just put on `cell` of `grid`, and tells whether it is part of a line
    /// under the rule through `cell`, as [`LineRule::has_line_through`] would. Every stone of
    /// the grid must have been recorded in the order played, each right after it was put.
    ///
    /// # Panics
    /// When `cell` is empty or outside the grid, or the grid is of another size.
    ///
    /// # Complexity
    /// O(players) to read the stone, then O(1) per direction.
    pub fn place(&mut self, grid: &Grid, cell: Cell) -> bool {
        assert_eq!(grid.size(), self.size, "a grid of another size");
        let player = grid.get(cell).expect("a stone on the cell just placed");
        self.place_stone(cell, player)
    }

    /// [`RunLengths::place`] for a game that keeps its stones elsewhere: records a stone of
    /// `player` just put on the empty `cell`, and tells whether it is part of a line under the
    /// rule through `cell`. Every stone must be recorded once, in the order played.
    ///
    /// # Panics
    /// When `cell` is outside the grid.
    ///
    /// # Complexity
    /// O(1) per direction.
    #[inline]
    pub fn place_stone(&mut self, cell: Cell, player: Player) -> bool {
        assert!(self.size.contains(cell), "{cell:?} lies outside a grid of {:?}", self.size);
        let owner = player.index() as u32 + 1;
        let (k, spare) = (self.rule.k(), self.spare);
        // The cell's first entry: within the grid, so off the layout's border and at least a
        // step from either end; its directions' entries follow it.
        let first = self.reach + cell.row() * self.stride + cell.column() * self.direction_count;
        let mut line = false;
        for (direction, &step) in self.steps[..self.direction_count].iter().enumerate() {
            let at = first + direction;
            // The run next to the new cell on one side ends there: its length is at that end.
            let side = |end: u32| if end % OWNERS == owner { (end / OWNERS) as usize } else { 0 };
            let (before, after) = (side(self.ends[at - step]), side(self.ends[at + step]));
            let length = before + 1 + after;
            let end = length as u32 * OWNERS + owner;
            self.ends[at - before * step] = end;
            self.ends[at + after * step] = end;
            // `length - k` wraps past `spare` when the run is shorter than k.
            line |= length.wrapping_sub(k) <= spare;
        }
        line
    }
}

/// The steps between neighbours, in cells of a layout of `width + 1` cells a row, along the
/// directions of `rule` with room for a line of k on a grid of `size` (the first of the four
/// are used), and how many there are.
pub(crate) fn line_steps(size: Size, rule: LineRule) -> ([usize; 4], usize) {
    let stride = size.width() + 1;
    let (mut steps, mut direction_count) = ([0; 4], 0);
    // A direction with no room for k cells in a row makes no line: it is left out.
    let diagonal = size.height().min(size.width());
    for &direction in rule.directions().list() {
        let room = match direction {
            Direction::Horizontal => size.width(),
            Direction::Vertical => size.height(),
            Direction::Diagonal | Direction::AntiDiagonal => diagonal,
        };
        if room >= rule.k() {
            let (down, right) = direction.step();
            steps[direction_count] = (down * stride as isize + right).unsigned_abs();
            direction_count += 1;
        }
    }
    (steps, direction_count)
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

    #[test]
    fn each_stone_agrees_with_the_walk_through_it() {
        let mut seed = 17;
        let mut lines = 0;
        for (height, width) in [(1, 1), (1, 9), (9, 1), (3, 3), (6, 7), (5, 12), (12, 5), (9, 14)] {
            let size = Size::new(height, width).unwrap();
            for players in [1, 2, 3] {
                for k in 1..=height.max(width).min(6) {
                    for rule in [
                        LineRule::in_a_row(k),
                        LineRule::in_a_row(k).exactly(),
                        LineRule::in_a_row(k).without_diagonals(),
                        LineRule::in_a_row(k).without_diagonals().exactly(),
                    ] {
                        let mut grid = Grid::new(size, players);
                        let mut runs = RunLengths::new(size, rule);
                        let mut stones = RunLengths::new(size, rule);
                        let mut cells: Vec<Cell> = size.cells().collect();
                        for placed in 0..cells.len() {
                            let pick = placed + random(&mut seed) as usize % (cells.len() - placed);
                            cells.swap(placed, pick);
                            let cell = cells[placed];
                            let player = Player::new(random(&mut seed) as usize % players).unwrap();
                            grid.set(cell, Some(player));
                            let line = runs.place(&grid, cell);
                            assert_eq!(stones.place_stone(cell, player), line);
                            assert_eq!(
                                line,
                                rule.has_line_through(&grid, cell),
                                "{rule:?} {grid:?}"
                            );
                            lines += usize::from(line);
                        }
                    }
                }
            }
        }
        assert!(lines > 1000, "{lines} lines only");
    }
}
