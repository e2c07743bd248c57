//! Writes an lc794 sample for verify and `cargo xtask bench`: one board, `board = [...]`, per
//! seed. LeetCode calls the method once per sample, so a file holds one case and the `<cases>`
//! argument is read but not used. Each board comes from a game played for a random number of
//! moves (stopping at a line), so that valid boards are common; half of them then have one
//! square redrawn, which mostly makes them invalid.

use proof::tic_tac_toe::{is_over, other, Grid};

fn main() {
    let (mut random, _cases) = proof::generator_args();
    let mut grid: Grid = [b'.'; 9];
    let mut mark = b'X';
    for _ in 0..random.below(10) {
        if is_over(&grid) {
            break;
        }
        let free: Vec<usize> = (0..9).filter(|&square| grid[square] == b'.').collect();
        grid[*random.pick(&free)] = mark;
        mark = other(mark);
    }
    if random.below(2) == 0 {
        grid[random.below(9) as usize] = *random.pick(b"XO.");
    }
    let rows: Vec<String> =
        grid.chunks(3).map(|row| String::from_utf8_lossy(row).replace('.', " ")).collect();
    println!("board = [\"{}\"]", rows.join("\",\""));
}
