//! Writes a cf1450c1 input for verify and `cargo xtask bench`: `<seed> <cases>` grids (at most
//! 100), their sides drawn so that they sum to 300 at most, each cell `X` with a probability
//! drawn per grid (from a few tokens to all). Seed 0, the largest input the statement allows,
//! is one grid of 300 × 300 full of tokens: the sum of `n` bounds the input, not the cases.

use proof::grid::generate::random_grid;
use proof::grid::{rows, EMPTY};

fn main() {
    let (mut random, cases) = proof::generator_args();
    let (cases, largest) = match proof::largest_asked() {
        true => (1, true),
        false => (cases.clamp(1, 100) as usize, false),
    };
    let mut left = cf1450c1::MAX_SIDE - cases;
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        // Each grid takes 1 and up to a fair share of what is left over.
        let extra = random.below((left / cases).min(29) as u64 + 1) as usize;
        left -= extra;
        let side = if largest { cf1450c1::MAX_SIDE } else { 1 + extra };
        let tokens = if largest { 4 } else { 1 + random.below(4) };
        let grid = random_grid(&mut random, side, side, &[(EMPTY, 4 - tokens), (b'X', tokens)]);
        out.push_str(&format!("{side}\n{}", rows(&grid)));
    }
    print!("{out}");
}
