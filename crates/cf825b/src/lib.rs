//! Codeforces 825B, Five-In-a-Row: can Alice make five in a row with one cross?
//!
//! Each case is a field of 10 rows of 10 cells, `X` a cross, `O` a nought, `.` an empty cell;
//! the judge sends one case, and every case of the input is answered. It is Alice's turn (`X`).
//! The answer is `YES` when some empty cell would give her five crosses or more in a row,
//! column or diagonal through it, else `NO`: whether [`LineRule::completing_cells`] for `X` is
//! empty.
//!
//! ```
//! let field = "XX.XX.....\n.....OOOO.\n".to_owned() + &"..........\n".repeat(8);
//! assert_eq!(ttt_core::judge::transcript(cf825b::solve, field.as_bytes()), "YES\n");
//! ```

use ttt_core::grid::{Grid, Player, Size};
use ttt_core::grid_notation::GridNotation;
use ttt_core::judge::{each_case, InputError};
use ttt_core::runs::LineRule;

/// `YES` when one cross can make five in a row or more, else `NO`.
pub fn answer(field: Grid) -> &'static str {
    match LineRule::in_a_row(5).completing_cells(&field, Player::FIRST).is_empty() {
        true => "NO",
        false => "YES",
    }
}

/// Answers every field in `input`, one line each.
///
/// # Errors
/// [`InputError`] for an input without a field, a cell that is not `X`, `O` or `.`, a row that
/// is not 10 cells, or a field cut short.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let notation = GridNotation::characters(b'.', b"XO").expect("three distinct symbols");
    let size = Size::new(10, 10).expect("10 × 10 is a size");
    let read = |scanner: &mut _| notation.read_grid(scanner, size);
    each_case(input, output, "a field of 10 rows", read, answer)
}

#[cfg(test)]
mod tests {
    #[track_caller]
    fn check(rows: &[&str], expected: &str) {
        let mut input = rows.join("\n") + "\n";
        input.push_str(&"..........\n".repeat(10 - rows.len()));
        proof::assert_transcript(super::solve, &input, expected);
    }

    #[test]
    fn the_official_samples() {
        check(&["XX.XX.....", ".....OOOO."], "YES\n");
        check(&["XXOXX.....", "OO.O......"], "NO\n");
    }

    #[test]
    fn five_or_more_in_every_direction_and_not_across_an_edge() {
        // Four in a column with room below; four on a diagonal, the fifth cell blocked.
        check(&["X.........", "X.........", "X.........", "X........."], "YES\n");
        check(&["X.........", ".X........", "..X.......", "...X......", "....O....."], "NO\n");
        // Four on a / diagonal in the corner: the fifth cell would lie off the field either way.
        check(&["...X......", "..X.......", ".X........", "X........."], "NO\n");
        check(&["....X.....", "...X......", "..X.......", ".X........"], "YES\n");
        // Five or more counts: the gap joins four and one into six.
        check(&["XXX.XX...."], "YES\n");
        // A row does not go on into the next: four at the end of one, one at the start of the next.
        check(&["......XXXX", "X.........", "OOOOO....."], "YES\n");
        check(&["......XXXO", "XX........"], "NO\n");
    }

    #[test]
    fn bad_fields_are_refused_where_they_are() {
        proof::assert_transcript(
            super::solve,
            "XX.XX.....\n.....0OOO.\n",
            "error: line 2, column 6: found `0`, expected a cell `X`, `O` or `.`\n",
        );
        proof::assert_transcript(
            super::solve,
            "XX.XX....\n",
            "error: line 1, column 10: found end of line after 9 cells, expected 10 cells in a row\n",
        );
    }
}
