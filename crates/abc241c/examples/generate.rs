//! Writes an abc241c input for verify and `cargo xtask bench`: `<seed> <cases>` grids, each
//! with a run of 4, 5 or 6 `#` planted and 0 to 3 of its cells made white again, on a
//! background of `#` one square in 3 to 300. One case (what the judge sends, and verify's
//! largest input) is N = 1000; several are N from 6 to 40 each.

use proof::grid::generate::{plant_run, random_grid};
use proof::grid::{rows, EMPTY};

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    for _ in 0..cases {
        let side = if cases == 1 { 1000 } else { 6 + random.below(35) as usize };
        let sparseness = *random.pick(&[3, 12, 300]);
        let mut grid = random_grid(&mut random, side, side, &[(EMPTY, sparseness - 1), (b'#', 1)]);
        let length = 4 + random.below(3) as usize;
        let (_, cells) = plant_run(&mut random, &mut grid, b'#', length);
        for _ in 0..random.below(4) {
            let (row, column) = *random.pick(&cells);
            grid[row][column] = EMPTY;
        }
        out.push_str(&format!("{side}\n{}", rows(&grid)));
    }
    print!("{out}");
}
