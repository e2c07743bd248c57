//! Codeforces 1450 C1, Errich-Tac-Toe (Easy Version): break every three in a row with few
//! operations.
//!
//! The input is `t`, then each case: `n` (1 to 300, the sum of `n` at most 300) and `n` rows
//! of `n` cells, `X` a token and `.` an empty cell (the easy version has no `O`). An operation
//! turns an `X` into an `O`; with `k` tokens, at most ⌊k/3⌋ operations may leave no three equal
//! tokens in a row or a column. Any such grid is an answer (a checker judges it,
//! `examples/check.rs`).
//!
//! Three cells in a row or a column cover the three residues of `(row + column) mod 3`, so
//! turning every token of one residue into an `O` breaks every three `X` and makes no three
//! `O`. The three residues share the `k` tokens, so the one with the fewest has at most ⌊k/3⌋.
//!
//! ```
//! let input = b"1\n3\n.X.\nXXX\n.X.\n";
//! assert_eq!(ttt_core::judge::transcript(cf1450c1::solve, input), ".X.\nXOX\n.X.\n");
//! ```

use ttt_core::grid::{Grid, Player};
use ttt_core::grid_notation::{read_number, size, GridNotation};
use ttt_core::judge::{each_counted_case, InputError, NextCase, Scanner};

/// The largest `n`, and the largest sum of `n` over an input's cases.
pub const MAX_SIDE: usize = 300;

/// What a case starts with.
const EXPECTED: &str = "n, a number from 1 to 300";

/// The grid with each token on the residue of `(row + column) mod 3` that holds the fewest
/// turned into an `O`, a row a line (`X`, `O`, `.`).
///
/// # Complexity
/// O(n²).
pub fn answer(grid: Grid) -> String {
    let tokens = grid.stones(Player::FIRST);
    let residue = |cell: ttt_core::grid::Cell| (cell.row() + cell.column()) % 3;
    let mut on = [0; 3];
    tokens.iter().for_each(|cell| on[residue(cell)] += 1);
    let fewest = (0..3).min_by_key(|&r| on[r]).expect("three residues");
    let mut board = Grid::new(grid.size(), 2);
    for cell in tokens.iter() {
        let player = if residue(cell) == fewest { Player::SECOND } else { Player::FIRST };
        board.set(cell, Some(player));
    }
    let notation = GridNotation::characters(b'.', b"XO").expect("three distinct symbols");
    let mut text = notation.write(&board);
    text.pop();
    text
}

/// Reads the next case, `n` and `n` rows of `n` cells `X` or `.`, adding `n` to `sum`.
///
/// # Errors
/// [`InputError`] at an `n` that is no number, out of bounds or takes the sum of `n` past
/// [`MAX_SIDE`], a cell that is not `X` or `.`, a row that is not `n` cells, or a grid cut short.
pub fn read_case(scanner: &mut Scanner<'_>, sum: &mut usize) -> NextCase<Grid> {
    let Some((side, at)) = read_number(scanner, EXPECTED)? else { return Ok(None) };
    if !(1..=MAX_SIDE).contains(&side) {
        return Err(InputError::new(at, format!("found `{side}`"), EXPECTED));
    }
    *sum += side;
    if *sum > MAX_SIDE {
        let found = format!("found `{side}`, which takes the sum of n to {sum}");
        return Err(InputError::new(at, found, "a sum of n at most 300"));
    }
    let notation = GridNotation::characters(b'.', b"X").expect("two distinct symbols");
    match notation.read_grid(scanner, size(side, side, at)?)? {
        Some((grid, _)) => Ok(Some((grid, at))),
        None => Err(InputError::end_of_input(scanner.position(), format!("row 1 of {side}"))),
    }
}

/// Every case of `input`, each given to `answer`, whose lines are written to `output`.
///
/// # Errors
/// [`InputError`] for an input that does not start with the number of cases, a case
/// [`read_case`] rejects, fewer cases than the count, or anything after them.
pub fn each_grid<A: ttt_core::judge::Answer>(
    input: &[u8],
    output: &mut Vec<u8>,
    answer: impl FnMut(Grid) -> A,
) -> Result<(), InputError> {
    let mut sum = 0;
    let read = |scanner: &mut Scanner<'_>| read_case(scanner, &mut sum);
    each_counted_case(input, output, EXPECTED, read, answer)
}

/// Answers every case in `input`, a grid each.
///
/// # Errors
/// As [`each_grid`].
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    each_grid(input, output, answer)
}

#[cfg(test)]
mod tests {
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn the_residue_with_the_fewest_tokens_is_turned() {
        // Residues 0, 1, 2 hold 2, 2 and 1 tokens of the four in a row `XXXX` and the `X` below.
        check("1\n4\nXXXX\n...X\n....\n....\n", "XXOX\n...X\n....\n....\n");
        // No token: nothing to turn.
        check("2\n1\n.\n2\n..\n..\n", ".\n..\n..\n");
        check("1\n1\nX\n", "X\n");
    }

    #[test]
    fn bad_inputs_are_refused_where_they_are() {
        check("1\n2\nXO\nX.\n", "error: line 3, column 2: found `O`, expected a cell `X` or `.`\n");
        check("1\n0\n", "error: line 2, column 1: found `0`, expected n, a number from 1 to 300\n");
        check(
            "2\n1\nX\n300\n",
            "X\nerror: line 4, column 1: found `300`, which takes the sum of n to 301, expected a \
             sum of n at most 300\n",
        );
        check(
            "2\n1\nX\n",
            "X\nerror: line 4, column 1: found end of input, expected n, a number from 1 to 300\n",
        );
    }
}
