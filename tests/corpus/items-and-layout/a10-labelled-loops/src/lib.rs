//! Next move hint (bundling shape: labelled loops and blocks with `break 'label value`).
//! Win now, block, fork, or nothing urgent, for the player to move.
//! Bundling shape: labelled loops and blocks, `break 'search Some(square)` with a value out of
//! a labelled block and out of a labelled `loop`, `continue 'cases` from inside a `match`, and
//! `continue 'columns` in a nested loop.
//!
//! Each case is a board as three lines of digits (`0` empty, `1` X, `2` O), X moving first.
//! The answer is `invalid` when no game reaches the board, `over` when the game has ended, and
//! otherwise the first of these that applies, squares taken row by row with 1-based
//! `row column`: `win r c` (the mover completes a line there), `block r c` (the opponent would
//! complete one there), `fork r c` (the mover makes two lines of two with the third square
//! empty), or `free`.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::lines::LINES;
use ttt_core::notation::read_digit_rows;
use ttt_core::rules::{status, Status};

/// The first empty square, row by row, where `mark` completes a line.
pub fn completing_square(board: Board, mark: Mark) -> Option<Square> {
    'search: {
        for row in 0..3u8 {
            'columns: for column in 0..3u8 {
                let Some(square) = Square::at(row, column) else { continue 'columns };
                if board.mark_at(square).is_some() {
                    continue 'columns;
                }
                if board.with(square, mark).has_line(mark) {
                    break 'search Some(square);
                }
            }
        }
        None
    }
}

/// The first empty square, row by row, after which `mark` has two lines that it can complete.
pub fn fork_square(board: Board, mark: Mark) -> Option<Square> {
    let mut index = 0;
    'squares: loop {
        let Some(square) = Square::new(index) else { break 'squares None };
        index += 1;
        if board.mark_at(square).is_some() {
            continue 'squares;
        }
        let after = board.with(square, mark);
        let (own, free) = (after.marks(mark), after.empty_squares());
        let mut threats = 0;
        for line in LINES {
            if (own & line).count_ones() == 2 && (free & line).count_ones() == 1 {
                threats += 1;
                if threats == 2 {
                    break 'squares Some(square);
                }
            }
        }
    }
}

/// Answers every board in `input`, one line each.
///
/// # Errors
/// [`InputError`] for a malformed board, or an input without any board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut cases = 0;
    'cases: while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        cases += 1;
        let mover = match status(board, Mark::X) {
            Ok(Status::InProgress { to_move }) => to_move,
            Ok(Status::Won(_) | Status::Drawn) => {
                output.extend_from_slice(b"over\n");
                continue 'cases;
            }
            Err(_) => {
                output.extend_from_slice(b"invalid\n");
                continue 'cases;
            }
        };
        let hints = [
            ("win", completing_square(board, mover)),
            ("block", completing_square(board, mover.opponent())),
            ("fork", fork_square(board, mover)),
        ];
        for (word, square) in hints {
            if let Some(square) = square {
                let (row, column) = (square.row() + 1, square.column() + 1);
                output.extend_from_slice(format!("{word} {row} {column}\n").as_bytes());
                continue 'cases;
            }
        }
        output.extend_from_slice(b"free\n");
    }
    if cases == 0 {
        return Err(InputError::end_of_input(
            scanner.position(),
            "a board of three rows of digits",
        ));
    }
    Ok(())
}
