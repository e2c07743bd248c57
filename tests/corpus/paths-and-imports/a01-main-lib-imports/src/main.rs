//! Judge binary for a01: reads the boards from stdin itself and writes through a buffer.

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

use a01_main_lib_imports::{count_lines, read_board, write_count, InputError};
use ttt_core::judge::Scanner;

/// Why the run stopped early.
#[derive(Debug)]
enum Failure {
    Input(InputError),
    Output(io::Error),
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Self {
        Failure::Input(error)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

/// Answers every board until `end`, then writes the total.
fn run<W: Write>(input: &[u8], out: &mut W) -> Result<(), Failure> {
    let mut scanner = Scanner::new(input);
    let mut total = 0;
    while let Some(line) = scanner.line() {
        if is_end(line.text) {
            break;
        }
        let count = count_lines(read_board(line)?);
        total += count.both();
        write_count(out, count)?;
    }
    writeln!(out, "total {total}")?;
    Ok(())
}

/// Is this the line that stops the input.
fn is_end(text: &[u8]) -> bool {
    text == b"end"
}

fn main() -> ExitCode {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut input) {
        eprintln!("error: cannot read stdin: {error}");
        return ExitCode::FAILURE;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let result = run(&input, &mut out);
    // The answers before a bad line are kept, so flush whatever happened.
    let flushed = out.flush();
    match (result, flushed) {
        (Ok(()), Ok(())) => ExitCode::SUCCESS,
        (Err(Failure::Input(error)), _) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
        (Err(Failure::Output(error)), _) | (Ok(()), Err(error)) => {
            eprintln!("error: cannot write stdout: {error}");
            ExitCode::FAILURE
        }
    }
}
