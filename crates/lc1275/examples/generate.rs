//! Writes an lc1275 sample for verify and `cargo xtask bench`: one game, `moves = [...]`, per
//! seed. LeetCode calls the method once per sample, so a file holds one case and the `<cases>`
//! argument is read but not used. The game is played at random for 1 to 9 moves, stopping at
//! the first line, as the judge's games do.

use proof::tic_tac_toe::{is_over, other, Grid};

fn main() {
    let (mut random, _cases) = proof::generator_args();
    let mut grid: Grid = [b'.'; 9];
    let mut mark = b'X';
    let mut moves = Vec::new();
    for _ in 0..=random.below(9) {
        if is_over(&grid) {
            break;
        }
        let free: Vec<usize> = (0..9).filter(|&square| grid[square] == b'.').collect();
        let square = *random.pick(&free);
        grid[square] = mark;
        mark = other(mark);
        moves.push(format!("[{},{}]", square / 3, square % 3));
    }
    println!("moves = [{}]", moves.join(","));
}
