//! Kattis Gravity Grid: in Connect Four on `w` columns of height `h`, who first made `k` in a
//! row, and on which move?
//!
//! A case is a line `h w k`, then the `h·w` columns (from 1) of the tiles in the order they
//! were dropped; odd moves are Alice's (`A`), even moves Bob's (`B`). A tile falls to the lowest
//! empty cell of its column. The answer is the winner and the number of the move that first
//! made `k` tiles of one colour in a row (horizontally, vertically or diagonally), such as
//! `A 3`, or `D` when nobody did. The judge sends one case; every case of the input is
//! answered.
//!
//! The constraints (`h, w ≥ 1`, `h·w ≤ 250,000`, `1 ≤ k ≤ max(h, w)`, `1 ≤ a_i ≤ w`, each column
//! named exactly `h` times) are checked, each broken one an error at its place: a column named
//! more than `h` times is refused at the tile that overfills it, since `h·w` tiles of which none
//! overfills a column name each column exactly `h` times.
//!
//! ```
//! let printed = ttt_core::judge::transcript(gravitygrid::solve, b"4 3 2\n1 1 2 3 3 2 2 1 1 2 3 3\n");
//! assert_eq!(printed, "A 3\n");
//! ```

use std::ops::ControlFlow;

use ttt_core::gravity::GravityRuns;
use ttt_core::grid::{Player, Size};
use ttt_core::judge::{each_case, InputError, NextCase, Position, Scanner};
use ttt_core::runs::LineRule;

/// The most tiles a game has: `h·w ≤ 250,000`.
pub const MAX_TILES: usize = 250_000;

/// Answers every game in `input`, one line each, stopping at the first bad one; the answers
/// before it stay in `output`.
///
/// # Errors
/// [`InputError`] for an input without a game, a number missing or out of its range, or a tile
/// dropped in a full column.
///
/// # Complexity
/// Linear in the input: each tile is one drop and one look at the runs next to it
/// ([`GravityRuns`]), whatever `k`.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    each_case(input, output, "a line `h w k`", read_game, |answer| answer)
}

/// Reads one game and plays it out: its answer and where it starts, or `None` at the end.
fn read_game(scanner: &mut Scanner<'_>) -> NextCase<String> {
    if scanner.at_end() {
        return Ok(None);
    }
    let start = scanner.position();
    let (height, _) =
        number(scanner, MAX_TILES, || format!("the height h, from 1 to {MAX_TILES}"))?;
    let most = MAX_TILES / height;
    let (width, _) =
        number(scanner, most, || format!("the width w, from 1 to {most} (h·w ≤ {MAX_TILES})"))?;
    let longest = height.max(width);
    let (k, _) = number(scanner, longest, || format!("k, from 1 to max(h, w) = {longest}"))?;
    let size = Size::new(height, width).expect("h·w ≤ 250,000 cells fit a grid");
    let mut game = GravityRuns::<2>::new(size, LineRule::in_a_row(k));
    let mut played = 0;
    // Until the first line, each tile is Alice's or Bob's; after it, no one's: the drops are
    // only checked.
    let lined = read_tiles::<true>(scanner, (height, width), &mut game, &mut played)?;
    let decided = played;
    read_tiles::<false>(scanner, (height, width), &mut game, &mut played)?;
    let answer = match decided {
        _ if !lined => "D".to_owned(),
        move_number if move_number % 2 == 1 => format!("A {move_number}"),
        move_number => format!("B {move_number}"),
    };
    Ok(Some((answer, start)))
}

/// Reads the tiles of a game of `(h, w)` after the `played` ones and drops each in `game`:
/// Alice's or Bob's until one makes a line (then it stops) when `LINES`, else no one's ([`place`]).
/// Tells whether a line stopped it before the game's end; `played` counts the tiles dropped.
///
/// # Errors
/// [`InputError`] at a tile that is no column or names a full one.
#[inline(always)]
fn read_tiles<const LINES: bool>(
    scanner: &mut Scanner<'_>,
    (height, width): (usize, usize),
    game: &mut GravityRuns<2>,
    played: &mut usize,
) -> Result<bool, InputError> {
    let tiles = height * width;
    let mut stopped = false;
    while *played < tiles && !stopped {
        // Most tiles: a short number between spaces, for a column that is not full. Column 0
        // wraps past the last one, and is left as it is, as is any tile past the last one
        // (every column is full then): the next game is left unread.
        scanner.short_unsigneds(|column| {
            let column = usize::try_from(column).unwrap_or(usize::MAX).wrapping_sub(1);
            match place::<LINES>(game, column, *played) {
                None => ControlFlow::Break(false),
                Some(false) => {
                    *played += 1;
                    ControlFlow::Continue(())
                }
                Some(true) => {
                    *played += 1;
                    stopped = true;
                    ControlFlow::Break(true)
                }
            }
        });
        if *played == tiles || stopped {
            break;
        }
        // The others, and the errors, one by one.
        let tile = *played + 1;
        let (column, position) = number(scanner, width, || {
            format!("the column of tile {tile} of {tiles}, from 1 to {width}")
        })?;
        stopped = place::<LINES>(game, column - 1, *played).ok_or_else(|| {
            let found = format!("found column {column}, which holds {height} tiles already");
            InputError::new(position, found, "a column that is not full")
        })?;
        *played += 1;
    }
    Ok(stopped)
}

/// Drops tile `before + 1` in `column` (from 0) of `game`: Alice's or Bob's when `LINES`, else
/// no one's. `None` when the column is full (or there is none), else whether the tile made a
/// line.
#[inline(always)]
fn place<const LINES: bool>(
    game: &mut GravityRuns<2>,
    column: usize,
    before: usize,
) -> Option<bool> {
    if LINES {
        let player = if before % 2 == 0 { Player::FIRST } else { Player::SECOND };
        game.drop(column, player).ok()
    } else {
        game.block(column).ok().map(|()| false)
    }
}

/// The next token as a number from 1 to `most`, and where it starts. Read byte by byte: the
/// tiles that [`Scanner::short_unsigneds`] leaves are a few a line.
///
/// # Errors
/// [`InputError`] saying `expected` at the end of the input or at a token that is no such
/// number.
#[inline(never)]
fn number(
    scanner: &mut Scanner<'_>,
    most: usize,
    expected: impl Fn() -> String,
) -> Result<(usize, Position), InputError> {
    scanner.skip_blanks();
    let position = scanner.position();
    let token = scanner.token().ok_or_else(|| InputError::end_of_input(position, expected()))?;
    // Any number of digits, leading zeros included, as long as the value fits.
    let value = token.text.iter().try_fold(0usize, |value, &byte| match byte {
        b'0'..=b'9' => value.checked_mul(10)?.checked_add(usize::from(byte - b'0')),
        _ => None,
    });
    match value {
        Some(value) if (1..=most).contains(&value) => Ok((value, token.position)),
        _ => Err(InputError::found_bytes(token.position, token.text, expected())),
    }
}

#[cfg(test)]
mod tests {
    /// Asserts that `solve` answers `input` with exactly `expected`, as the binary prints it.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn the_official_samples() {
        let moves = "1 1 2 3 3 2 2 1 1 2 3 3";
        check(&format!("4 3 2\n{moves}\n"), "A 3\n");
        check(&format!("4 3 3\n{moves}\n"), "B 8\n");
        check(&format!("4 3 4\n{moves}\n"), "D\n");
    }

    #[test]
    fn every_direction_and_the_edges_of_k() {
        // k = 1: the first tile is a line.
        check("1 1 1\n1\n", "A 1\n");
        // A vertical line of Bob's: Alice's tiles go elsewhere.
        check("2 3 2\n1 2 3 2 1 3\n", "B 4\n");
        // A horizontal line, made by the last tile of a full board.
        check("1 4 2\n1 3 4 2\n", "B 4\n");
        // The `/` diagonal: Alice on the bottom-left cell and the one above and right of it.
        check("2 3 2\n1 2 2 3 3 1\n", "A 3\n");
        // The `\` diagonal: Alice on the top-left cell and the one below and right of it.
        check("2 3 2\n2 1 1 3 3 2\n", "A 3\n");
        // k = max(h, w) and several games in one input.
        check("1 4 4\n1 2 3 4\n2 1 2\n1 1\n", "D\nD\n");
    }

    #[test]
    fn bad_input_is_refused_where_it_is() {
        check(
            "0 3 1\n",
            "error: line 1, column 1: found `0`, expected the height h, from 1 to 250000\n",
        );
        check(
            "500 501 1\n",
            "error: line 1, column 5: found `501`, expected the width w, from 1 to 500 (h·w ≤ 250000)\n",
        );
        check(
            "2 3 4\n",
            "error: line 1, column 5: found `4`, expected k, from 1 to max(h, w) = 3\n",
        );
        check(
            "1 2 1\n1 3\n",
            "error: line 2, column 3: found `3`, expected the column of tile 2 of 2, from 1 to 2\n",
        );
        check(
            "2 2 2\n1 1 1 2\n",
            "error: line 2, column 5: found column 1, which holds 2 tiles already, expected a column \
             that is not full\n",
        );
        check(
            "2 2 2\n1 2\n 1",
            "error: line 3, column 3: found end of input, expected the column of tile 4 of 4, from 1 \
             to 2\n",
        );
        check("1 1 1\n1\n1 1", "A 1\nerror: line 3, column 4: found end of input, expected k, from 1 to max(h, w) = 1\n");
        check("1 1 1 -1\n", "error: line 1, column 7: found `-1`, expected the column of tile 1 of 1, from 1 to 1\n");
        check("", "error: line 1, column 1: found end of input, expected a line `h w k`\n");
    }
}
