//! Const evaluation (bundling shape: `const fn`s from the library and `ttt-core` evaluated in
//! array lengths and const generic arguments (`Grid<{ side(3) }>`, `[u8; cells(SIDE)]`), a
//! `static` table built by a `const fn` loop that calls `ttt_core::lines::covers_line` and
//! `Board::from_masks`, and a const generic impl block).
//!
//! Each line is a board in letters; the answer is a row-sum signature from the const generic
//! grid and whether the board is in the table of boards with a line.

use ttt_core::board::{Board, Mark};
use ttt_core::lines::covers_line;
use ttt_core::notation::parse_letters;

/// The side of the board.
pub const SIDE: usize = side(3);

/// The side, through a const fn.
pub const fn side(n: usize) -> usize {
    n
}

/// The number of cells of a square of side `n`.
pub const fn cells(n: usize) -> usize {
    n * n
}

/// A grid of `N` by `N` cells of -1, 0, 1.
#[derive(Debug)]
pub struct Grid<const N: usize> {
    /// The cells, row by row.
    pub cells: [[i8; N]; N],
}

impl<const N: usize> Grid<N> {
    /// The sums of the rows.
    pub fn row_sums(&self) -> [i8; N] {
        let mut out = [0; N];
        for (r, row) in self.cells.iter().enumerate() {
            out[r] = row.iter().sum();
        }
        out
    }
}

/// For every mask of X squares (0..512): does it hold a line. Built at compile time.
pub static LINED: [bool; 1 << cells(SIDE)] = lined();

const fn lined() -> [bool; 1 << cells(SIDE)] {
    let mut table = [false; 1 << cells(SIDE)];
    let mut mask = 0;
    while mask < table.len() {
        let board = match Board::from_masks(mask as u16, 0) {
            Ok(board) => board,
            Err(_) => panic!("masks below 512 are boards"),
        };
        table[mask] = covers_line(board.marks(Mark::X));
        mask += 1;
    }
    table
}

/// The answer for one line.
pub fn answer(line: &str) -> Result<String, String> {
    let board = parse_letters(line).map_err(|e| e.to_string())?;
    let mut grid = Grid::<{ side(3) }> { cells: [[0; SIDE]; SIDE] };
    let mut flat = [0u8; cells(SIDE)];
    for (i, cell) in flat.iter_mut().enumerate() {
        let bit = 1u16 << i;
        let v: i8 = if board.marks(Mark::X) & bit != 0 {
            1
        } else if board.marks(Mark::O) & bit != 0 {
            -1
        } else {
            0
        };
        grid.cells[i / SIDE][i % SIDE] = v;
        *cell = (v + 1) as u8;
    }
    let sums: Vec<String> = grid.row_sums().iter().map(|s| s.to_string()).collect();
    let code: u32 = flat.iter().fold(0, |acc, d| acc * 3 + u32::from(*d));
    Ok(format!("{} {} {}", sums.join(","), code, LINED[board.marks(Mark::X) as usize]))
}
