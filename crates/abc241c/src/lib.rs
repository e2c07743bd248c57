//! AtCoder ABC 241 C, Connect 6: can painting at most two squares make six black in a row?
//!
//! Each case is `N` (6 to 1000), then `N` rows of `N` squares, `#` black and `.` white; the
//! judge sends one case, and every case of the input is answered. The answer is `Yes` when
//! painting at most two white squares black gives six black squares in a row, column or
//! diagonal, else `No`: `Yes` exactly when some window of six squares in a line already holds
//! four black ones ([`LineRule::has_window`] with at least 4).
//!
//! ```
//! let input = b"6\n######\n######\n######\n######\n######\n######\n";
//! assert_eq!(ttt_core::judge::transcript(abc241c::solve, input), "Yes\n");
//! ```

use ttt_core::grid::{Grid, Player};
use ttt_core::grid_notation::{read_number, size, GridNotation};
use ttt_core::judge::{each_case, InputError, NextCase, Scanner};
use ttt_core::runs::LineRule;

/// `Yes` when a window of six squares in a line holds four black ones or more, else `No`.
pub fn answer(grid: Grid) -> &'static str {
    ["No", "Yes"][usize::from(LineRule::in_a_row(6).has_window(&grid, Player::FIRST, 4))]
}

/// Reads the next case: `N` from 6 to 1000 and `N` rows of `N` squares.
///
/// # Errors
/// [`InputError`] at an `N` that is no number or out of bounds, a square that is not `#` or
/// `.`, a row that is not `N` squares, or a grid cut short.
pub fn read_case(scanner: &mut Scanner<'_>) -> NextCase<Grid> {
    let expected = "N, a number from 6 to 1000";
    let Some((side, at)) = read_number(scanner, expected)? else { return Ok(None) };
    if !(6..=1000).contains(&side) {
        return Err(InputError::new(at, format!("found `{side}`"), expected));
    }
    let notation = GridNotation::characters(b'.', b"#").expect("two distinct symbols");
    match notation.read_grid(scanner, size(side, side, at)?)? {
        Some((grid, _)) => Ok(Some((grid, at))),
        None => Err(InputError::end_of_input(scanner.position(), format!("row 1 of {side}"))),
    }
}

/// Answers every case in `input`, one line each.
///
/// # Errors
/// [`InputError`] for an input without a case, or a case [`read_case`] rejects.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    each_case(input, output, "N, a number from 6 to 1000", read_case, answer)
}

#[cfg(test)]
mod tests {
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn the_official_samples() {
        let empty = "........\n";
        let sample = format!("8\n{empty}{empty}.#.##.#.\n{}", empty.repeat(5));
        check(&sample, "Yes\n");
        check(&format!("6\n{}", "######\n".repeat(6)), "Yes\n");
    }

    #[test]
    fn four_in_six_in_each_direction_and_three_is_too_few() {
        let rows = |marked: &[(usize, usize)]| {
            let mut grid = vec![vec![b'.'; 7]; 7];
            for &(row, column) in marked {
                grid[row][column] = b'#';
            }
            let rows: Vec<String> =
                grid.into_iter().map(|r| String::from_utf8(r).unwrap()).collect();
            format!("7\n{}\n", rows.join("\n"))
        };
        check(&rows(&[(2, 0), (2, 2), (2, 4), (2, 5)]), "Yes\n");
        check(&rows(&[(0, 3), (1, 3), (4, 3), (5, 3)]), "Yes\n");
        check(&rows(&[(1, 1), (2, 2), (4, 4), (6, 6)]), "Yes\n");
        check(&rows(&[(0, 6), (2, 4), (3, 3), (5, 1)]), "Yes\n");
        check(&rows(&[(0, 0), (2, 2), (4, 4)]), "No\n");
        // Four of a window of six that would run off the grid do not count: (1,6) to (6,1) is
        // a / diagonal of six, (0,6) to (6,0) of seven; here four lie on a diagonal of five.
        check(&rows(&[(2, 6), (3, 5), (5, 3), (6, 2)]), "No\n");
    }

    #[test]
    fn bad_cases_are_refused_where_they_are() {
        check(
            "5\n.....\n",
            "error: line 1, column 1: found `5`, expected N, a number from 6 to 1000\n",
        );
        check(
            "six\n",
            "error: line 1, column 1: found `six`, expected N, a number from 6 to 1000\n",
        );
        check("6\n", "error: line 2, column 1: found end of input, expected row 1 of 6\n");
        check(
            "6\n######\n##.#.o\n",
            "error: line 3, column 6: found `o`, expected a cell `#` or `.`\n",
        );
    }
}
