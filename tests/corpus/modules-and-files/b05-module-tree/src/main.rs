//! Judge binary for b05-module-tree: whose turn it is and the game counts of every board.

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

use b05_module_tree::geometry::mover;
use b05_module_tree::{solver, Board, Mark};

fn main() -> ExitCode {
    let mut input = String::new();
    io::stdin().lock().read_to_string(&mut input).expect("stdin is not UTF-8");
    let boards: Vec<Board> = match b05_module_tree::read_boards(&input) {
        Ok(boards) => boards,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(1);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    for board in boards {
        let turn = match mover(board) {
            Some(Mark::X) => 'X',
            Some(Mark::O) => 'O',
            None => '-',
        };
        match solver::count_games(board) {
            Ok(counts) => writeln!(out, "{turn} {counts}"),
            Err(_) => writeln!(out, "unreachable"),
        }
        .expect("cannot write stdout");
    }
    ExitCode::SUCCESS
}
