//! Judge binary for a08: reads the count and the boards, then answers every board.

use std::io::Read;
use std::process::ExitCode;
use std::str::FromStr;

use a08_fromstr_bound::{parse_all, verdict};
use ttt_core::board::Board;

/// Parses one line, ignoring the blanks around it.
fn read<T: FromStr>(line: &str) -> Result<T, T::Err> {
    line.trim().parse()
}

fn main() -> ExitCode {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin should be text");
    let mut lines = input.lines();
    let count: usize =
        read(lines.next().unwrap_or("")).expect("the first line should be the number of boards");
    let boards: Vec<&str> = lines.take(count).collect();
    if boards.len() < count {
        eprintln!("error: expected {count} boards, found {}", boards.len());
        return ExitCode::FAILURE;
    }
    match parse_all::<Board>(&boards) {
        Ok(boards) => {
            let answers: Vec<&str> = boards.into_iter().map(verdict).collect();
            if !answers.is_empty() {
                println!("{}", answers.join("\n"));
            }
            ExitCode::SUCCESS
        }
        Err((index, why)) => {
            eprintln!("error: board {}: {why}", index + 1);
            ExitCode::FAILURE
        }
    }
}
