//! Judge binary for f01-user-trait-core-types (bundling shape: a user trait implemented for
//! ttt-core types, brought in with `use ... as _` and called with method syntax only, and a
//! trait's associated const `Symmetry::PREFERRED` reached through an underscore import).

use std::io::{self, Read, Write};

use f01_user_trait_core_types::{preferred_drawing, Describe as _, Letter as _, Preferred as _};
use ttt_core::board::Mark;
use ttt_core::notation::Notation;
use ttt_core::symmetry::Symmetry;
use ttt_core::perfect_play::outcome;
use ttt_core::rules::{status, to_move};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    writeln!(out, "order: {}", Mark::BOTH.describe()).unwrap();
    for (number, line) in input.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let board: ttt_core::board::Board = match line.parse() {
            Ok(board) => board,
            Err(error) => {
                out.flush().unwrap();
                eprintln!("error: case {}: {error}", number + 1);
                std::process::exit(1);
            }
        };
        let state = status(board, Mark::X);
        writeln!(
            out,
            "{}{} | {} | {} | next: {} | {} | {} | {} | {}",
            board.letter(),
            state.as_ref().map_or('!', |s| s.letter()),
            board.describe(),
            state.describe(),
            to_move(board, Mark::X).describe(),
            outcome(board, Mark::X)
                .map(|o| (to_move(board, Mark::X).unwrap_or(Mark::X), o).shout())
                .unwrap_or_else(|e| e.to_string()),
            preferred_drawing(board, Notation::write, Symmetry::board),
            Notation::named("digits").map_or(String::new(), |n| n.write(Symmetry::PREFERRED.board(board)).replace('\n', " ")).trim_end(),
            Notation::named(" CF ").map_or(String::new(), |n| n.write(board).replace('\n', "/")),
        )
        .unwrap();
    }
}
