//! Kattis "Interactive Tic-Tac-Toe" (`interactivetictactoe`): play tic-tac-toe against the
//! judge, Mårten, never losing, and winning whenever his moves allow it.
//!
//! The judge first sends `first` or `second`: whether the program moves first. Then it sends a
//! grid, three lines of three squares, `.` empty, `o` the judge's and `x` the program's (empty
//! when the program moves first, else holding the judge's last move), and the program answers
//! with the grid after its own move, and so on. A grid with a line or no empty square ends the
//! game: the program stops after writing one, or after reading one.
//!
//! Each answer is [`ttt_core::perfect_play::perfect_move`], read off the grid alone, and is
//! written and flushed before the next grid is read ([`ttt_core::judge::Dialogue`]).
//!
//! ```
//! let mut output = Vec::new();
//! let result = kattis_itictactoe::solve(b"second\n...\n.o.\n...\n", &mut output);
//! assert_eq!(output, b"x..\n.o.\n...\n");
//! // Here the judge hung up without its next grid.
//! let expected = "a board of three rows of `x`, `o` and `.`";
//! let error = format!("line 5, column 1: found end of input, expected {expected}");
//! assert_eq!(result.unwrap_err().to_string(), error);
//! ```

use std::io::{BufRead, Write};

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{Dialogue, DialogueError, InputError, Scanner};
use ttt_core::notation::Notation;
use ttt_core::perfect_play::perfect_move;
use ttt_core::rules::{status, Status};

/// How the grids are written: `x` the program's squares, `o` the judge's, `.` empty.
pub const NOTATION: Notation = Notation::from_symbols(b'x', b'o', b'.');

/// The program's mark; the judge plays [`Mark::O`].
pub const PROGRAM: Mark = Mark::X;

/// Who moves first, from the judge's first line: `first` (the program, [`Mark::X`]) or
/// `second` (the judge, [`Mark::O`]).
///
/// # Errors
/// [`InputError`] at a line that is neither.
pub fn read_first(scanner: &mut Scanner<'_>) -> Result<Mark, InputError> {
    let expected = "`first` or `second`";
    let token = scanner.expect_token(expected)?;
    let first = match token.text {
        b"first" => PROGRAM,
        b"second" => PROGRAM.opponent(),
        _ => return Err(InputError::found_bytes(token.position, token.text, expected)),
    };
    match scanner.token() {
        Some(extra) => {
            Err(InputError::found_bytes(extra.position, extra.text, "the end of the line"))
        }
        None => Ok(first),
    }
}

/// The next grid of a game `first` started: three lines in [`NOTATION`], which some game
/// reaches, where the game is over or it is the program's turn.
///
/// # Errors
/// [`InputError`] where the grid does not read, at the end of input, or at the grid's first
/// square when no game reaches it or it is the judge's turn.
pub fn read_grid(scanner: &mut Scanner<'_>, first: Mark) -> Result<Board, InputError> {
    let Some((board, position)) = NOTATION.read_rows(scanner)? else {
        return Err(InputError::end_of_input(scanner.position(), NOTATION.expected_board()));
    };
    let refused = |found: String| InputError::new(position, found, "a grid of this game");
    match status(board, first) {
        Err(why) => Err(refused(format!("a grid no game reaches ({why})"))),
        Ok(Status::InProgress { to_move }) if to_move != PROGRAM => {
            Err(refused("a grid where it is the judge's turn".to_owned()))
        }
        Ok(_) => Ok(board),
    }
}

/// Plays one game against the judge: reads who moves first, then answers each grid with its
/// perfect move until a grid ends the game.
///
/// # Errors
/// [`DialogueError`] when a message of the judge does not read, or the pipe fails.
pub fn play<R: BufRead, W: Write>(dialogue: &mut Dialogue<R, W>) -> Result<(), DialogueError> {
    let first = dialogue.read_lines(1, read_first)?;
    loop {
        let board = dialogue.read_lines(3, |scanner| read_grid(scanner, first))?;
        // A grid that reads is reachable, so only a finished one has no move.
        let Ok(Some(square)) = perfect_move(board, first) else { return Ok(()) };
        let after = board.with(square, PROGRAM);
        dialogue.write(NOTATION.write(after).as_bytes())?;
        if status(after, first).map_or(true, Status::is_finished) {
            return Ok(());
        }
    }
}

/// [`play`] on the judge's whole side written out, as a sample's replay gives it: the answers
/// in `output`.
///
/// # Errors
/// [`InputError`] where a message of the judge does not read.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    match play(&mut Dialogue::new(input, output)) {
        Ok(()) => Ok(()),
        Err(DialogueError::Input(error)) => Err(error),
        // Neither a slice nor a vector fails; were one to, it is told where the input ends.
        Err(error) => {
            let start = ttt_core::judge::Position { line: 1, column: 1 };
            Err(InputError::new(start, error.to_string(), "the judge's messages"))
        }
    }
}

#[cfg(test)]
mod tests {
    use ttt_core::judge::transcript;

    use super::*;

    fn check(input: &str, expected: &str) {
        assert_eq!(transcript(solve, input.as_bytes()), expected, "{input}");
    }

    #[test]
    fn the_first_kattis_sample_is_played_move_for_move() {
        let judge = "first\n...\n...\n...\n.o.\n.x.\n...\nxo.\n.x.\n..o\nxo.\nox.\nx.o\n";
        check(judge, "...\n.x.\n...\nxo.\n.x.\n...\nxo.\n.x.\nx.o\nxox\nox.\nx.o\n");
    }

    #[test]
    fn a_grid_that_ends_the_game_ends_the_program() {
        // The judge won, or the board is full: nothing more to say.
        check("second\nooo\nxx.\n...\nmore", "");
        check("second\noxo\nxox\noxo\n", "");
    }

    #[test]
    fn bad_messages_are_clean_errors_at_their_place() {
        check("third\n", "error: line 1, column 1: found `third`, expected `first` or `second`\n");
        check(
            "first\n...\n.X.\n...\n",
            "error: line 3, column 2: found `X`, expected a square `x`, `o` or `.`\n",
        );
        check(
            "first\no..\n...\n...\n",
            "error: line 2, column 1: a grid no game reaches (X moves first, so it has as many \
             marks as O or one more, not 0 against 1), expected a grid of this game\n",
        );
        check(
            "second\n...\n...\n...\n",
            "error: line 2, column 1: a grid where it is the judge's turn, expected a grid of this \
             game\n",
        );
        // The judge hung up mid-game.
        check(
            "first\n...\n...\n...\n",
            "...\n.x.\n...\nerror: line 5, column 1: found end of input, expected a board of \
             three rows of `x`, `o` and `.`\n",
        );
    }
}
