//! Writes a cf3c input for `cargo xtask bench`: `<seed> <cases>` boards of three rows of `X`,
//! `0` and `.`, each square drawn uniformly.

use proof::tic_tac_toe::{random_grid, written};

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    for _ in 0..cases {
        out.push_str(&written(&random_grid(&mut random), *b"X0."));
    }
    print!("{out}");
}
