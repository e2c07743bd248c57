//! Checked replays (bundling shape: built-in macros called by absolute paths, `::core::line!()`
//! inside a `macro_rules!` transcriber and `::std::file!()` in plain code, as hygienic macro
//! writers spell them).
//!
//! Each case is a line of moves, square numbers 1 to 9, X first. The answer is the status after
//! the moves (`X`, `O`, `draw` or `play`). A bad move is an input error whose message says which
//! check of this file refused it (file and line), so reports can be traced to the source.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::rules::{status, Status};

/// Refuses the case with `$found` at `$at` unless `$ok`, naming this check's place.
macro_rules! check {
    ($ok:expr, $at:expr, $found:expr) => {
        if !$ok {
            return Err(InputError::new(
                $at,
                format!("{} [{}:{}]", $found, SOURCE, ::core::line!()),
                "a free square 1 to 9 while the game is on",
            ));
        }
    };
}

/// This file, for the checks' messages.
const SOURCE: &str = ::std::file!();

/// Answers every line of `input`.
///
/// # Errors
/// [`InputError`] at the first bad move.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(line) = scanner.line() {
        let mut board = Board::EMPTY;
        let mut mark = Mark::X;
        for (offset, &byte) in line.text.iter().enumerate() {
            if byte == b' ' {
                continue;
            }
            let at = line.position_at(offset);
            let square = byte.checked_sub(b'1').and_then(Square::new);
            check!(square.is_some(), at, format!("found `{}`", byte as char));
            let square = square.expect("checked");
            check!(board.mark_at(square).is_none(), at, format!("found taken square {}", byte as char));
            let playing = matches!(status(board, Mark::X), Ok(Status::InProgress { .. }));
            check!(playing, at, "found a move after the end");
            board = board.with(square, mark);
            mark = mark.opponent();
        }
        let answer = match status(board, Mark::X) {
            Ok(Status::Won(winner)) => winner.to_string(),
            Ok(Status::Drawn) => "draw".to_owned(),
            _ => "play".to_owned(),
        };
        output.extend_from_slice(format!("{answer}\n").as_bytes());
    }
    Ok(())
}
