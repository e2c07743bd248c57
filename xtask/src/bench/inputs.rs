//! The bench's inputs, from fixed seeds; the tic-tac-toe ones from the workspace's slow
//! reference (`proof::tic_tac_toe`), so the bench does not take a solver's word for them.

use proof::tic_tac_toe::{every_grid, is_over, is_reached, random_grid, rows, Grid};
use proof::SplitMix64;

/// `count` boj7682 lines of nine squares drawn uniformly from `X`, `O` and `.`, then `end`.
pub fn random_boards(count: usize, seed: u64) -> Vec<u8> {
    let mut random = SplitMix64::new(seed);
    let boards: String = (0..count).map(|_| rows(&random_grid(&mut random), "") + "\n").collect();
    (boards + "end\n").into_bytes()
}

/// `count` boj17825 lines of ten dice, each 1..=5: `1 2 3 4 5 1 2 3 4 5`.
pub fn random_rolls(count: usize, seed: u64) -> Vec<String> {
    let mut random = SplitMix64::new(seed);
    let mut roll = || (0..10).map(|_| (1 + random.below(5)).to_string()).collect::<Vec<_>>();
    (0..count).map(|_| roll().join(" ") + "\n").collect()
}

/// Every position a game X starts can reach that is not over yet, in base-3 order: the input
/// space of boj16571.
pub fn unfinished_positions() -> Vec<Grid> {
    every_grid().filter(|grid| is_reached(grid, b'X') && !is_over(grid)).collect()
}

/// Every one of the 3^9 boards as a line of three rows of `O`, `X` and `.`, as prog-solo-ttt
/// reads them: `O.X .O. ..X`.
pub fn all_letter_boards() -> Vec<String> {
    every_grid().map(|grid| rows(&grid, " ") + "\n").collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_known_totals() {
        // 5478 reachable positions, 958 of them finished.
        let positions = unfinished_positions();
        assert_eq!(positions.len(), 5478 - 958);
        assert_eq!(proof::tic_tac_toe::digit_rows(&positions[0]), "0 0 0\n0 0 0\n0 0 0\n");
        assert_eq!(all_letter_boards().len(), 3usize.pow(9));
        assert_eq!(all_letter_boards()[5], "OX. ... ...\n");
    }

    #[test]
    fn generators_are_seeded() {
        assert_eq!(random_boards(3, 1), random_boards(3, 1));
        assert_ne!(random_boards(3, 1), random_boards(3, 2));
        let boards = random_boards(2, 7);
        assert_eq!(boards.len(), 2 * 10 + 4);
        assert!(boards.ends_with(b"\nend\n"));
        for line in random_rolls(100, 5) {
            let dice: Vec<&str> = line.split_whitespace().collect();
            assert!(line.ends_with('\n') && dice.len() == 10, "{line:?}");
            assert!(dice.iter().all(|die| ["1", "2", "3", "4", "5"].contains(die)), "{line:?}");
        }
    }
}
