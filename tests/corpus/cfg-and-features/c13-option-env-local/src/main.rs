//! Draw counter, main.rs only (bundling shape: `option_env!("TTT_LOCAL")`, the contest idiom
//! that turns on extra checks when the variable is set on the author's machine at build time
//! and leaves them off everywhere else, the workspace's release build included).
//!
//! The input is boards, each one token of nine letters; X moves first. The answer for each is
//! `draw` when perfect play from it ends in a draw, else the mark that wins; the last line
//! counts the draws. An unreadable or unreachable board stops the program with an error.

use std::io::{self, Read, Write};

use ttt_core::board::Mark;
use ttt_core::notation::board_from_letters;
use ttt_core::perfect_play::{outcome, Outcome};
use ttt_core::rules::to_move;

/// Set on the author's machine (`TTT_LOCAL=1 cargo build`) to check every answer twice.
const LOCAL: bool = option_env!("TTT_LOCAL").is_some();

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).expect("stdin is UTF-8");
    let mut out = io::stdout().lock();
    let mut draws = 0;
    for (index, word) in text.split_whitespace().enumerate() {
        let board = <&[u8; 9]>::try_from(word.as_bytes()).ok().and_then(board_from_letters);
        let Some(board) = board else {
            eprintln!("error: board {}: `{word}` is not nine letters X, O, .", index + 1);
            std::process::exit(2);
        };
        let Ok(result) = outcome(board, Mark::X) else {
            eprintln!("error: board {}: no game reaches `{word}`", index + 1);
            std::process::exit(2);
        };
        if LOCAL {
            assert_eq!(outcome(board.swap_marks(), Mark::O), Ok(result), "swapping marks");
        }
        let mover = to_move(board, Mark::X).unwrap_or(Mark::X);
        let answer = match result {
            Outcome::Draw => {
                draws += 1;
                "draw".to_owned()
            }
            Outcome::Win => mover.to_string(),
            Outcome::Loss => mover.opponent().to_string(),
        };
        writeln!(out, "{answer}").unwrap();
    }
    writeln!(out, "{draws} draws").unwrap();
}
