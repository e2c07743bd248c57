//! LeetCode 1275, Find Winner on a Tic Tac Toe Game: who won the game these moves play?
//!
//! `moves` holds 1 to 9 moves `[row, column]`, each 0 to 2, no square twice, in a game played by
//! the rules: A plays X and moves first, B plays O, and the game stops at the first line of
//! three. The answer is `"A"` or `"B"` for the winner, `"Draw"` for a full board without one,
//! and `"Pending"` otherwise. LeetCode calls `Solution::tictactoe(moves)`
//! (`src/solution.rs`), which calls [`tictactoe`]; the binary reads a sample as the problem
//! page writes it.
//!
//! ```
//! assert_eq!(lc1275::tictactoe(&[vec![0, 0], vec![2, 0], vec![1, 1], vec![2, 1], vec![2, 2]]), "A");
//! let printed = ttt_core::judge::transcript(lc1275::solve, b"moves = [[0,0],[1,1]]\n");
//! assert_eq!(printed, "\"Pending\"\n");
//! ```

use ttt_core::arguments::{read_arguments, written, FromLiteral};
use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::InputError;

/// The answer for moves that no game played by the rules has, which the judge never sends.
pub const INVALID: &str = "Invalid";

/// The result of the game that `moves` play, A (`X`) first: `"A"` or `"B"` for the winner,
/// `"Draw"` for a full board without one, `"Pending"` otherwise.
///
/// The judge sends only the moves of a game played by the rules. For anything else it answers
/// [`INVALID`], `"Invalid"`, and never panics: a move that is not two numbers from 0 to 2, a
/// square played twice, or a move after the game is over (a tenth move among them). No moves
/// at all, which the judge never sends either, is a game not yet started: `"Pending"`.
///
/// # Complexity
/// Linear in the number of moves, each a few bit operations.
///
/// ```
/// let moves = |moves: &[[i32; 2]]| moves.iter().map(|m| m.to_vec()).collect::<Vec<_>>();
/// assert_eq!(lc1275::tictactoe(&moves(&[[0, 0], [1, 1], [0, 1], [0, 2], [1, 0], [2, 0]])), "B");
/// assert_eq!(lc1275::tictactoe(&moves(&[[0, 0], [0, 0]])), "Invalid");
/// assert_eq!(lc1275::tictactoe(&moves(&[[0, 3]])), "Invalid");
/// ```
pub fn tictactoe(moves: &[Vec<i32>]) -> &'static str {
    let mut board = Board::EMPTY;
    let mut to_move = Mark::X;
    for played in moves {
        let square = match played[..] {
            [row, column] => square_at(row, column),
            _ => None,
        };
        let Some(square) = square else { return INVALID };
        // A full board holds the square too, so this also stops a move after a draw.
        if board.mark_at(square).is_some() || board.winner().is_some() {
            return INVALID;
        }
        board = board.with(square, to_move);
        to_move = to_move.opponent();
    }
    // The game stopped at its first line, so at most one player has one.
    match board.winner() {
        Some(Mark::X) => "A",
        Some(Mark::O) => "B",
        None if board.is_full() => "Draw",
        None => "Pending",
    }
}

/// The square at `row` and `column`, when both are 0 to 2.
fn square_at(row: i32, column: i32) -> Option<Square> {
    Square::at(u8::try_from(row).ok()?, u8::try_from(column).ok()?)
}

/// Reads one sample, `moves = [[0,0],...]`, calls `method` with the moves and appends its
/// result as LeetCode prints it, in quotes (`"A"`), and a line end. The binary passes
/// `Solution::tictactoe`, the submission itself.
///
/// # Errors
/// [`InputError`] where the input is not exactly the argument `moves`, an array of arrays of
/// integers that fit an `i32`.
pub fn solve_with(
    input: &[u8],
    output: &mut Vec<u8>,
    method: impl FnOnce(Vec<Vec<i32>>) -> String,
) -> Result<(), InputError> {
    let [moves] = read_arguments(input, ["moves"])?;
    let moves = Vec::<Vec<i32>>::from_literal(&moves)?;
    output.extend_from_slice(written(&method(moves)).as_bytes());
    output.push(b'\n');
    Ok(())
}

/// [`solve_with`] over [`tictactoe`]: what the binary prints, for the tests.
///
/// # Errors
/// As [`solve_with`].
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    solve_with(input, output, |moves| tictactoe(&moves).to_owned())
}

#[cfg(test)]
mod tests {
    use super::tictactoe;

    #[track_caller]
    fn check(moves: &[&[i32]], expected: &str) {
        let moves: Vec<Vec<i32>> = moves.iter().map(|m| m.to_vec()).collect();
        assert_eq!(tictactoe(&moves), expected, "{moves:?}");
    }

    #[test]
    fn the_official_examples() {
        check(&[&[0, 0], &[2, 0], &[1, 1], &[2, 1], &[2, 2]], "A");
        check(&[&[0, 0], &[1, 1], &[0, 1], &[0, 2], &[1, 0], &[2, 0]], "B");
        let draw: &[&[i32]] =
            &[&[0, 0], &[1, 1], &[2, 0], &[1, 0], &[1, 2], &[2, 1], &[0, 1], &[0, 2], &[2, 2]];
        check(draw, "Draw");
        check(&[&[0, 0], &[1, 1]], "Pending");
    }

    #[test]
    fn a_win_on_the_last_square_is_a_win_not_a_draw() {
        let last: &[&[i32]] =
            &[&[0, 0], &[0, 1], &[0, 2], &[1, 0], &[1, 1], &[1, 2], &[2, 1], &[2, 0], &[2, 2]];
        check(last, "A");
    }

    #[test]
    fn moves_the_judge_never_sends_are_invalid() {
        check(&[], "Pending");
        check(&[&[0, 0], &[0, 0]], "Invalid");
        check(&[&[-1, 0]], "Invalid");
        check(&[&[0, 3]], "Invalid");
        check(&[&[256, 0]], "Invalid");
        check(&[&[i32::MIN, i32::MAX]], "Invalid");
        check(&[&[0]], "Invalid");
        check(&[&[0, 0, 0]], "Invalid");
        // X has a line after its third mark; nothing may follow.
        check(&[&[0, 0], &[1, 0], &[0, 1], &[1, 1], &[0, 2], &[2, 2]], "Invalid");
        let draw: &[&[i32]] =
            &[&[0, 0], &[1, 1], &[2, 0], &[1, 0], &[1, 2], &[2, 1], &[0, 1], &[0, 2], &[2, 2]];
        check(&[draw, &[&[0, 0]]].concat(), "Invalid");
    }
}
