//! Move replay on a grid alias (bundling shape: `pub type Grid = Board;` and a board read by
//! `let grid: Grid = text.parse()?;`, the only parse of a board in the crate).
//!
//! Each case is a line: a starting board of nine letters, then moves as square numbers 1 to 9.
//! The marks alternate, starting with whoever a game X starts has to move. The answer is the
//! board after the moves, as one token of nine letters, and its mark counts.

use ttt_core::board::{Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::rules::to_move;

/// The grid of this problem: the library's board under the problem's own name.
pub type Grid = ttt_core::board::Board;

/// The board after `moves`, each `(square, mark)`.
fn replay(mut grid: Grid, moves: &[(Square, Mark)]) -> Grid {
    for &(square, mark) in moves {
        grid = grid.with(square, mark);
    }
    grid
}

/// Answers every case of `input`, one line each.
///
/// # Errors
/// [`InputError`] for a board that does not read, a move that is not a free square, or a board
/// whose player to move is unknown.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(line) = scanner.line() {
        let text = String::from_utf8_lossy(line.text).into_owned();
        let mut words = text.split_whitespace();
        let first = words.next().unwrap_or_default();
        let grid: Grid = first.parse()?;
        let Some(mut mark) = to_move(grid, Mark::X) else {
            return Err(InputError::new(line.position, "found a finished board", "a board in play"));
        };
        let mut moves = Vec::new();
        let mut seen = grid;
        for word in words {
            let square = word
                .bytes()
                .next()
                .filter(|_| word.len() == 1)
                .and_then(|b| b.checked_sub(b'1'))
                .and_then(Square::new)
                .filter(|&square| seen.mark_at(square).is_none());
            let Some(square) = square else {
                return Err(InputError::new(
                    line.position,
                    format!("found move `{word}`"),
                    "a free square 1 to 9",
                ));
            };
            moves.push((square, mark));
            seen = seen.with(square, mark);
            mark = mark.opponent();
        }
        let after = replay(grid, &moves);
        let letters: String = Square::ALL
            .iter()
            .map(|&square| after.mark_at(square).map_or('.', Mark::letter))
            .collect();
        output.extend_from_slice(
            format!("{letters} {} {}\n", after.count(Mark::X), after.count(Mark::O)).as_bytes(),
        );
    }
    Ok(())
}
