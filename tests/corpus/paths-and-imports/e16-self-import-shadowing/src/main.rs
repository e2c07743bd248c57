//! Judge binary for e16-self-import-shadowing.

use std::io::{self, BufRead};

use e16_self_import_shadowing::{lines, verdict::status};
use ttt_core::{self, board::Board};

/// Main's own `LINES`: how many lines a board has in all.
const LINES: usize = ttt_core::lines::LINES.len();

fn main() {
    for text in io::stdin().lock().lines() {
        let text = text.unwrap();
        if text.trim().is_empty() {
            continue;
        }
        let board: Board = match ttt_core::notation::parse_letters(text.trim()) {
            Ok(board) => board,
            Err(error) => {
                eprintln!("error: {error}");
                std::process::exit(1);
            }
        };
        let ttt_core = board.mark_count();
        println!("{}/{} {} {}", lines(board), LINES, status(board), ttt_core);
    }
}
