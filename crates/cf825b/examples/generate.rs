//! Writes a cf825b input for verify and `cargo xtask bench`: `<seed> <cases>` fields of 10 × 10,
//! about a quarter of the cells `X` and a quarter `O`, each with a near miss of five `X` (one
//! cell of the five left empty, or, one time in three, taken by an `O`).

use proof::grid::generate::{plant_near_miss, random_grid};
use proof::grid::{rows, EMPTY};

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    for _ in 0..cases {
        let mut field = random_grid(&mut random, 10, 10, &[(EMPTY, 2), (b'X', 1), (b'O', 1)]);
        let (_, _, (row, column)) = plant_near_miss(&mut random, &mut field, b'X', 5);
        if random.below(3) == 0 {
            field[row][column] = b'O';
        }
        out.push_str(&rows(&field));
    }
    print!("{out}");
}
