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

use crate::grid::{Cell, Grid, Size};
use crate::runs::{Direction, Length, LineRule};

/// The length of every run of one player's stones in each direction of a rule, kept at the
/// run's two end cells, for a grid where stones are only added.
#[derive(Clone, Debug)]
pub struct RunLengths {
    size: Size,
    rule: LineRule,
    /// Per cell, per direction of [`Direction::ALL`]: the length of the run this cell ends,
    /// meaningful only at a run's two ends.
    ends: Vec<[u32; 4]>,
}

impl RunLengths {
    /// No runs yet, on an empty grid of `size`, for lines under `rule`.
    ///
    /// # Complexity
    /// O(cells).
    pub fn new(size: Size, rule: LineRule) -> RunLengths {
        RunLengths { size, rule, ends: vec![[0; 4]; size.cell_count()] }
    }

    /// Records the stone just put on `cell` of `grid`, and tells whether it is part of a line
    /// under the rule through `cell`, as [`LineRule::has_line_through`] would. Every stone of
    /// the grid must have been recorded in the order played, each right after it was put.
    ///
    /// # Panics
    /// When `cell` is empty or outside the grid, or the grid is of another size.
    ///
    /// # Complexity
    /// O(players) per direction.
    pub fn place(&mut self, grid: &Grid, cell: Cell) -> bool {
        assert_eq!(grid.size(), self.size, "a grid of another size");
        let player = grid.get(cell).expect("a stone on the cell just placed");
        let mut line = false;
        for &direction in self.rule.directions().list() {
            let index = direction as usize;
            let (down, right) = direction.step();
            // The run next to the new cell on one side ends there: its length is at that end.
            let side = |sign: isize| {
                self.neighbour(cell, down * sign, right * sign)
                    .filter(|&next| grid.get(next) == Some(player))
                    .map_or(0, |next| self.ends[self.index(next)][index] as usize)
            };
            let (before, after) = (side(-1), side(1));
            let length = before + 1 + after;
            for (steps, sign) in [(before, -1), (after, 1)] {
                let steps = steps as isize * sign;
                let end = self.neighbour(cell, down * steps, right * steps).expect("a run's end");
                let end = self.index(end);
                self.ends[end][index] = length as u32;
            }
            line |= match self.rule.length() {
                Length::AtLeast => length >= self.rule.k(),
                Length::Exactly => length == self.rule.k(),
            };
        }
        line
    }

    /// The cell `rows` down and `columns` right of `cell`, if it lies within the grid.
    fn neighbour(&self, cell: Cell, rows: isize, columns: isize) -> Option<Cell> {
        let row = cell.row().checked_add_signed(rows)?;
        let column = cell.column().checked_add_signed(columns)?;
        self.size.cell(row, column)
    }

    /// The index of `cell` in reading order.
    fn index(&self, cell: Cell) -> usize {
        cell.row() * self.size.width() + cell.column()
    }
}

/// The directions' numbers in `ends` are their places in [`Direction::ALL`].
const _: () = assert!(Direction::Horizontal as usize == 0 && Direction::AntiDiagonal as usize == 3);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Player;

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
                        let mut cells: Vec<Cell> = size.cells().collect();
                        for placed in 0..cells.len() {
                            let pick = placed + random(&mut seed) as usize % (cells.len() - placed);
                            cells.swap(placed, pick);
                            let cell = cells[placed];
                            let player = Player::new(random(&mut seed) as usize % players).unwrap();
                            grid.set(cell, Some(player));
                            let line = runs.place(&grid, cell);
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
