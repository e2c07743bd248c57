//! Drawing a board into a `String`. Inside this module `println!` writes a line into a given
//! `String` instead of stdout.

use std::fmt::Write as _;

use ttt_core::board::{Board, Mark};
use ttt_core::rules::{status, Status};

macro_rules! println {
    ($dst:expr, $($arg:tt)*) => {
        writeln!($dst, $($arg)*).expect("writing to a String cannot fail")
    };
}

/// The drawing of `board` and its caption, each line ending in `\n`.
pub(crate) fn draw(board: Board) -> String {
    let glyphs = crate::glyphs(board);
    let mut text = String::new();
    for row in 0..3 {
        if row > 0 {
            println!(text, "{}", join!("+"; "-", "-", "-"));
        }
        println!(text, "{}", row!(glyphs, row));
    }
    println!(text, "{}", caption(board));
    text
}

fn caption(board: Board) -> String {
    match status(board, Mark::X) {
        Ok(Status::InProgress { to_move }) => format!("{to_move} to move"),
        Ok(Status::Won(winner)) => format!("{winner} won"),
        Ok(Status::Drawn) => "drawn".to_string(),
        Err(_) => "unreachable".to_string(),
    }
}
