//! Judge binary for c02-typed-result-parse: reads stdin line by line and answers each line.

use std::io::{self, BufRead, BufWriter, Write};

use c02_typed_result_parse::describe;
use ttt_core::board::Board;
use ttt_core::judge::InputError;

fn main() {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut bad = 0u32;
    for (number, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin is not UTF-8");
        if line.trim().is_empty() {
            continue;
        }
        let parsed: Result<Board, InputError> = line.parse();
        match parsed {
            Ok(board) => writeln!(out, "{}", describe(board)).unwrap(),
            Err(error) => {
                bad += 1;
                writeln!(out, "line {}: {error}", number + 1).unwrap();
            }
        }
    }
    writeln!(out, "{bad} bad").unwrap();
}
