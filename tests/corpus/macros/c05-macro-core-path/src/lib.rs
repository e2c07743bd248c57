//! Puzzle book (bundling shape: `macro_rules!` whose body names `ttt_core::` directly, not
//! through `$crate`, invoked in modules that never write `ttt_core` themselves; and the same in
//! main.rs, whose macro is invoked inside an inline module).
//!
//! The library holds a book of named puzzles. Each query is a puzzle name; the answer is the
//! puzzle's board, the player to move and the squares (1 to 9) that win or keep the draw. An
//! unknown name is an input error.

pub use ttt_core::board::{Board, Mark};

/// A board written in the source as letters, as `ttt-core` reads them.
macro_rules! board {
    ($letters:literal) => {
        ttt_core::notation::parse_letters($letters).expect("a built-in board reads")
    };
}

pub mod book;

use ttt_core::judge::{InputError, Scanner};

/// The answer for one puzzle: its board, the player to move, the squares that keep the best.
pub fn answer(name: &str, board: Board) -> String {
    let mover = ttt_core::rules::to_move(board, Mark::X);
    let best = ttt_core::perfect_play::best_moves(board, Mark::X).unwrap_or_default();
    let squares: Vec<String> = best.iter().map(|s| (s.index() + 1).to_string()).collect();
    match mover {
        Some(mark) => format!("{name}: {board:?} {mark} to move, best {}", squares.join(" ")),
        None => format!("{name}: {board:?} over"),
    }
}

/// Answers every query of `input`.
///
/// # Errors
/// [`InputError`] at the first name that is not in the book.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let puzzles = book::puzzles();
    while let Some(token) = scanner.token() {
        let name = String::from_utf8_lossy(token.text);
        let Some((_, board)) = puzzles.iter().find(|(n, _)| *n == name) else {
            return Err(InputError::found_bytes(token.position, token.text, "a puzzle name"));
        };
        output.extend_from_slice(answer(&name, *board).as_bytes());
        output.push(b'\n');
    }
    Ok(())
}
