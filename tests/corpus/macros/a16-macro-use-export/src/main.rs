//! Judge binary for a16: reads the boards, asks the library for the best squares and writes
//! them with the library's `answer_line!`.

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

use a16_macro_use_export::{answer_line, best_squares};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;

/// The squares as the answer shows them.
fn squares_text(squares: &[usize]) -> String {
    if squares.is_empty() {
        return "none".to_string();
    }
    let words: Vec<String> = squares.iter().map(usize::to_string).collect();
    words.join(" ")
}

/// Answers every board, stopping at the first bad one.
fn answer_all<W: Write>(input: &[u8], mut out: W) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some((board, position)) = read_digit_rows(&mut scanner)? {
        let squares = best_squares(board, position)?;
        answer_line!(out, "best: {}", squares_text(&squares)).expect("stdout should be writable");
    }
    out.flush().expect("stdout should be writable");
    Ok(())
}

fn main() -> ExitCode {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).expect("stdin should be readable");
    let stdout = io::stdout();
    match answer_all(&input, BufWriter::new(stdout.lock())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
