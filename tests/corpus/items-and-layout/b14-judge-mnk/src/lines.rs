//! Runs of one mark along the four directions.

use crate::board::Grid;

/// Right, down, down-right, down-left.
const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// Does `mark` have `k` squares in a row somewhere on `grid`.
pub(crate) fn has_run<const MAX: usize>(grid: &Grid<MAX>, mark: u8, k: usize) -> bool {
    let (rows, columns) = grid.size();
    (0..rows as isize).any(|row| {
        (0..columns as isize).any(|column| {
            DIRECTIONS.iter().any(|&(down, right)| {
                (0..k as isize).all(|step| grid.get(row + down * step, column + right * step) == Some(mark))
            })
        })
    })
}
