//! Codeforces 3C, Tic-tac-toe: which state is the board in?
//!
//! Each case is three rows of three squares written as Codeforces writes them: `X` for the first
//! player, `0` (the digit zero) for the second, `.` for an empty square; the judge sends one
//! case, and every case of the input is answered. The first player moves first, the players
//! alternate, and a game stops as soon as someone has a line. The answer is `illegal` when no
//! game reaches the board, `the first player won` or `the second player won` when that player
//! has a line, `draw` when the board is full, and otherwise `first` or `second`, whose turn it is.
//!
//! ```
//! let printed = ttt_core::judge::transcript(cf3c::solve, b"X0X\n.0.\n.X.\n");
//! assert_eq!(printed, "second\n");
//! ```

use ttt_core::board::{Board, Mark};
use ttt_core::judge::InputError;
use ttt_core::notation::Notation;
use ttt_core::rules::{status, Status};

/// The answer for one board: its state in a game the first player (`X`) starts.
pub fn answer(board: Board) -> &'static str {
    match status(board, Mark::X) {
        Err(_) => "illegal",
        Ok(Status::Won(Mark::X)) => "the first player won",
        Ok(Status::Won(Mark::O)) => "the second player won",
        Ok(Status::Drawn) => "draw",
        Ok(Status::InProgress { to_move: Mark::X }) => "first",
        Ok(Status::InProgress { to_move: Mark::O }) => "second",
    }
}

/// Answers every board in `input`, one line each, stopping at the first bad one; the answers
/// before it stay in `output`.
///
/// # Errors
/// [`InputError`] for an input without a board, or a board that is not three rows of three
/// squares `X`, `0` or `.`.
///
/// # Complexity
/// Linear in the input: each board is one legality check of a few table look-ups.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    Notation::CODEFORCES.each_board(input, output, answer)
}

#[cfg(test)]
mod tests {
    /// Asserts that `solve` answers `input` with exactly `expected`, as the binary prints it.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(super::solve, input, expected);
    }

    #[test]
    fn the_official_sample() {
        check("X0X\n.0.\n.X.\n", "second\n");
    }

    #[test]
    fn whose_turn_by_the_counts() {
        check("...\n...\n...\n", "first\n");
        check("X..\n...\n...\n", "second\n");
        check("XX.\n0..\n...\n", "second\n");
        check("X0.\n...\n...\n", "first\n");
    }

    #[test]
    fn a_line_of_both_players_is_illegal() {
        check("XXX\n000\n...\n", "illegal\n");
    }

    #[test]
    fn a_win_needs_the_right_counts() {
        // The first player's win comes on its move: one mark more than the second's.
        check("XXX\n00.\n...\n", "the first player won\n");
        check("XXX\n000\nX0.\n", "illegal\n");
        check("XXX\n0..\n...\n", "illegal\n");
        // The second player's win comes on its move: equal counts.
        check("000\nXX.\nX..\n", "the second player won\n");
        check("000\nXX.\n...\n", "illegal\n");
    }

    #[test]
    fn two_crossing_lines_on_the_last_move_are_a_win() {
        check("X0X\n0X0\nX0X\n", "the first player won\n");
        check("XX0\n0X0\nX0X\n", "the first player won\n");
    }

    #[test]
    fn a_full_board_without_a_line_is_a_draw() {
        check("X0X\nX0X\n0X0\n", "draw\n");
    }

    #[test]
    fn too_many_marks_of_one_player_are_illegal() {
        check("XX.\n...\n...\n", "illegal\n");
        check("0..\n...\n...\n", "illegal\n");
    }

    #[test]
    fn the_letter_o_is_not_the_second_players_mark() {
        check(
            "X0X\n.O.\n.X.\n",
            "error: line 2, column 2: found `O`, expected a square `X`, `0` or `.`\n",
        );
        check("", "error: line 1, column 1: found end of input, expected a board of three rows of `X`, `0` and `.`\n");
        check("X0X\n.0.\n", "error: line 3, column 1: found end of input, expected row 3 of 3\n");
    }

    #[test]
    fn every_board_of_the_input_is_answered() {
        check("X0X .0. .X.\r\n\r\n... ... ...", "second\nfirst\n");
    }
}
