//! Judge binary for i02-stringify-core-paths: the library's checks on every board of stdin, each
//! printed with its body as written, then the types and calls as written.

use std::io::Read;

use i02_stringify_core_paths::checks::{ALL, PATHS};
use i02_stringify_core_paths::{describe_ty, traced_call};
use ttt_core::board::{Board, Mark};
use ttt_core::perfect_play::outcome;

/// main's own pair of a board and its mover.
#[allow(dead_code)]
struct Case(Board, Mark);

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is text");
    for (index, text) in input.split("\n\n").filter(|t| !t.trim().is_empty()).enumerate() {
        let board: Board = match text.parse() {
            Ok(board) => board,
            Err(error) => {
                eprintln!("error: board {}: {}", index + 1, error);
                std::process::exit(1);
            }
        };
        println!("board {}", index + 1);
        for (name, body, check) in ALL {
            println!("  {name:<13} {:<5} {body}", check(board));
        }
        let (call, result) = traced_call!(ttt_core::perfect_play::outcome, board, Mark::X);
        println!("  {call} = {result:?}");
        let (call, result) = traced_call!(outcome, board.swap_marks(), ttt_core::board::Mark::O);
        println!("  {call} = {result:?}");
    }
    println!("{PATHS}");
    for line in i02_stringify_core_paths::types() {
        println!("{line}");
    }
    println!("{}", describe_ty!(Case));
    println!("{}", describe_ty!(ttt_core::judge::Position));
    println!("{}", stringify!(ttt_core::board::Board::EMPTY.with(sq, Mark::X)));
}
