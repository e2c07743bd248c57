//! Writes a uva10111 input for verify and `cargo xtask bench`: `<seed> <cases>` boards, each
//! the position of a random game of 4 × 4 four in a row after 4 to 14 stones, `x` to move and
//! nobody with a line yet, then the line `$`.

use proof::grid::generate::random_game;
use proof::grid::{has_line, replay, Game, Rule};

fn main() {
    let (mut random, cases) = proof::generator_args();
    let game = Game {
        height: 4,
        width: 4,
        players: vec![b'x', b'o'],
        rule: Rule::k_in_a_row(4),
        gravity: false,
    };
    let mut out = String::new();
    let mut written = 0;
    while written < cases {
        let stones = 4 + 2 * random.below(6) as usize;
        let moves = random_game(&mut random, &game, stones);
        let grid = replay(&game, &moves);
        if moves.len() < stones
            || has_line(&grid, b'x', game.rule)
            || has_line(&grid, b'o', game.rule)
        {
            continue;
        }
        out.push_str("?\n");
        for row in &grid {
            out.push_str(&String::from_utf8_lossy(row));
            out.push('\n');
        }
        written += 1;
    }
    out.push_str("$\n");
    print!("{out}");
}
