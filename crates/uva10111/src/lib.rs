//! UVa 10111, Find the Winning Move: where does `x` first move to win 4 × 4 tic-tac-toe by force?
//!
//! Each case is a line `?`, then four lines of four cells, `.` empty, `x` and `o` the players'
//! stones; the input ends with a line starting with `$` (what follows it is not read). It is
//! `x`'s turn, so both have as many stones, and nobody has four in a row, column or long
//! diagonal yet (a board breaking that is refused). The answer is `(row,column)`, from 0 at the
//! top-left, of the first cell in reading order from which `x` wins whatever `o` does, or
//! `#####`: one [`LineGame::first_winning_move`] over [`ttt_core::search`].
//!
//! ```
//! let input = b"?\no...\n.ox.\n.xxx\nxooo\n$\n";
//! assert_eq!(ttt_core::judge::transcript(uva10111::solve, input), "(0,1)\n");
//! ```

use ttt_core::grid::{Grid, Player, Size};
use ttt_core::grid_notation::GridNotation;
use ttt_core::judge::{each_case, InputError, NextCase, Refusal, Scanner};
use ttt_core::line_game::LineGame;
use ttt_core::runs::LineRule;
use ttt_core::search::Search;

/// The side of the board.
const SIDE: usize = 4;

/// The answer to one board: the first winning move of `x`, or `#####`; `search` may be
/// shared by every board.
///
/// # Errors
/// A [`Refusal`] for a board that is not `x`'s turn (the counts differ) or where someone has a
/// line already.
pub fn answer(grid: Grid, search: &mut Search<LineGame>) -> Result<String, Refusal> {
    let rule = LineRule::in_a_row(SIDE);
    let (x, o) = (grid.count(Player::FIRST), grid.count(Player::SECOND));
    if x != o {
        let found = format!("found {x} `x` and {o} `o`");
        return Err(Refusal::new(found, "as many `x` as `o` (it is `x`'s turn)"));
    }
    let game = LineGame::new(grid, rule, Player::FIRST).expect("a 4 × 4 grid fits a key");
    if game.has_line(Player::FIRST) || game.has_line(Player::SECOND) {
        return Err(Refusal::new("found a board with four in a row", "a game still going on"));
    }
    Ok(match game.first_winning_move(search) {
        Some(cell) => format!("({},{})", cell.row(), cell.column()),
        None => "#####".to_owned(),
    })
}

/// Reads the next case: `?` and four rows, or `None` at the line `$`.
///
/// # Errors
/// [`InputError`] at a line that is neither `?` nor `$`, a row that is not four of `.`, `x`
/// and `o`, or the end of the input before `$`.
pub fn read_case(scanner: &mut Scanner<'_>) -> NextCase<Grid> {
    let end = |scanner: &mut Scanner<'_>, expected: &str| {
        scanner.at_end();
        InputError::end_of_input(scanner.position(), expected)
    };
    let start = match scanner.line() {
        Some(line) if line.text.first() == Some(&b'$') => return Ok(None),
        Some(line) if line.text == b"?" => line.position,
        Some(line) => return Err(InputError::found_bytes(line.position, line.text, "`?` or `$`")),
        None => return Err(end(scanner, "`?` or `$`")),
    };
    let notation = GridNotation::characters(b'.', b"xo").expect("three distinct symbols");
    match notation.read_grid(scanner, Size::new(SIDE, SIDE).expect("4 × 4 is a size"))? {
        Some((grid, _)) => Ok(Some((grid, start))),
        None => Err(end(scanner, "row 1 of 4")),
    }
}

/// Answers every board in `input`, one line each, up to the line `$`.
///
/// # Errors
/// [`InputError`] for an input without a case, a case [`read_case`] rejects, or a board
/// [`answer`] refuses.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    // One table for every board: what it knows of a position holds for any board reaching it.
    let mut search = Search::new();
    each_case(input, output, "`?` or `$`", read_case, |grid| answer(grid, &mut search))
}

#[cfg(test)]
mod tests {
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn the_official_sample() {
        check("?\n....\n.xo.\n.ox.\n....\n?\no...\n.ox.\n.xxx\nxooo\n$\n", "#####\n(0,1)\n");
    }

    #[test]
    fn an_immediate_win_and_none_on_a_full_row() {
        // (0,3) is the first empty cell and completes the top row.
        check("?\nxxx.\nooo.\n....\n....\n$\n", "(0,3)\n");
        // Two empty cells, neither of which makes a line for anyone: a draw.
        check("?\nxoxo\nxoxo\noxox\nox..\n$\n", "#####\n");
    }

    #[test]
    fn the_end_and_what_follows_it() {
        check("$\n", "");
        check("?\n....\n.xo.\n.ox.\n....\n$ and more\n?\nnot read\n", "#####\n");
        check(
            "?\n....\n.xo.\n.ox.\n....\n",
            "#####\nerror: line 6, column 1: found end of input, expected `?` or `$`\n",
        );
    }

    #[test]
    fn bad_rows_and_boards_are_refused_where_they_are() {
        check(
            "?\n....\n.xo.\n.oX.\n....\n$\n",
            "error: line 4, column 3: found `X`, expected a cell `x`, `o` or `.`\n",
        );
        check(
            "?\n....\n.xo.\n.ox\n....\n$\n",
            "error: line 4, column 4: found end of line after 3 cells, expected 4 cells in a row\n",
        );
        check(
            "?\n....\n.xo.\n.ox..\n....\n$\n",
            "error: line 4, column 5: found `.` after 4 cells, expected the end of the row\n",
        );
        check(
            "?\n...x\n.xo.\n.ox.\n....\n$\n",
            "error: line 1, column 1: found 3 `x` and 2 `o`, expected as many `x` as `o` (it is \
             `x`'s turn)\n",
        );
        check(
            "?\nxxxx\noooo\n....\n....\n$\n",
            "error: line 1, column 1: found a board with four in a row, expected a game still \
             going on\n",
        );
        check("!\n", "error: line 1, column 1: found `!`, expected `?` or `$`\n");
    }
}
