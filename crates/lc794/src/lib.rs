//! LeetCode 794, Valid Tic-Tac-Toe State: can a game that X starts reach this board?
//!
//! The board is three strings of three characters, `X`, `O` and a space for an empty square.
//! X moves first, the players alternate, and a game stops at the first line of three or when
//! the board is full; mid-game boards count. LeetCode calls
//! `Solution::valid_tic_tac_toe(board)` (`src/solution.rs`), which calls
//! [`valid_tic_tac_toe`]; the binary reads a sample as the problem page writes it.
//!
//! ```
//! let board = |rows: [&str; 3]| rows.map(String::from).to_vec();
//! assert!(!lc794::valid_tic_tac_toe(&board(["O  ", "   ", "   "])));
//! assert!(lc794::valid_tic_tac_toe(&board(["XOX", "O O", "XOX"])));
//! let printed = ttt_core::judge::transcript(lc794::solve, br#"board = ["XOX"," X ","   "]"#);
//! assert_eq!(printed, "false\n");
//! ```

use ttt_core::arguments::{read_arguments, written, FromLiteral};
use ttt_core::board::{Board, Mark};
use ttt_core::judge::InputError;
use ttt_core::rules::reachable;

/// Can a game that X starts reach `board`, three rows of three `X`, `O` or `' '` (empty).
///
/// The judge sends only such boards. Anything else, a number of rows other than 3, a row of
/// another length, or a character other than `X`, `O` and a space (`.` and `x` among them), is
/// no board of any game, so it answers `false`; it never panics.
///
/// # Complexity
/// Linear in the length of the rows, which is 9 for a board.
///
/// ```
/// let rows = |rows: &[&str]| rows.iter().map(|row| row.to_string()).collect::<Vec<_>>();
/// assert!(lc794::valid_tic_tac_toe(&rows(&["XOX", "O O", "XOX"])));
/// assert!(!lc794::valid_tic_tac_toe(&rows(&["XOX", "O.O", "XOX"])));
/// assert!(!lc794::valid_tic_tac_toe(&rows(&["XOX", "O O"])));
/// ```
pub fn valid_tic_tac_toe(board: &[String]) -> bool {
    if board.len() != 3 || board.iter().any(|row| row.len() != 3) {
        return false;
    }
    let (mut x, mut o) = (0, 0);
    for (square, byte) in board.iter().flat_map(|row| row.bytes()).enumerate() {
        match byte {
            b'X' => x |= 1 << square,
            b'O' => o |= 1 << square,
            b' ' => {}
            _ => return false,
        }
    }
    Board::from_masks(x, o).is_ok_and(|board| reachable(board, Mark::X))
}

/// Reads one sample, `board = [...]`, calls `method` with the board and appends its result as
/// LeetCode prints it, `true` or `false`, and a line end. The binary passes
/// `Solution::valid_tic_tac_toe`, the submission itself.
///
/// # Errors
/// [`InputError`] where the input is not exactly the argument `board`, an array of strings.
pub fn solve_with(
    input: &[u8],
    output: &mut Vec<u8>,
    method: impl FnOnce(Vec<String>) -> bool,
) -> Result<(), InputError> {
    let [board] = read_arguments(input, ["board"])?;
    let board = Vec::<String>::from_literal(&board)?;
    output.extend_from_slice(written(&method(board)).as_bytes());
    output.push(b'\n');
    Ok(())
}

/// [`solve_with`] over [`valid_tic_tac_toe`]: what the binary prints, for the tests.
///
/// # Errors
/// As [`solve_with`].
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    solve_with(input, output, |board| valid_tic_tac_toe(&board))
}

#[cfg(test)]
mod tests {
    use super::valid_tic_tac_toe;

    #[track_caller]
    fn check(rows: &[&str], expected: bool) {
        let board: Vec<String> = rows.iter().map(|row| row.to_string()).collect();
        assert_eq!(valid_tic_tac_toe(&board), expected, "{rows:?}");
    }

    #[test]
    fn the_official_examples() {
        check(&["O  ", "   ", "   "], false);
        check(&["XOX", " X ", "   "], false);
        check(&["XOX", "O O", "XOX"], true);
    }

    #[test]
    fn the_traps() {
        // X's fifth mark completes two lines at once.
        check(&["XXX", "XOO", "XOO"], true);
        // Both players have a line; X won but O moved after.
        check(&["XXX", "OOO", "   "], false);
        check(&["XXX", "OO ", "O  "], false);
        // O won with equal counts, not after X's extra mark.
        check(&["OOO", "XX ", "X  "], true);
        check(&["OOO", "XX ", "XX "], false);
        check(&["   ", "   ", "   "], true);
    }

    #[test]
    fn what_the_judge_never_sends_is_no_board() {
        check(&[], false);
        check(&["   ", "   "], false);
        check(&["   ", "   ", "   ", "   "], false);
        check(&["  ", "   ", "    "], false);
        check(&["x  ", "   ", "   "], false);
        check(&["X. ", "   ", "   "], false);
        check(&["Xé", "   ", "   "], false);
    }
}
