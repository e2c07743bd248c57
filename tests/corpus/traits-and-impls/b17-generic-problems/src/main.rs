//! Judge binary for b17-generic-problems: the problem named on the first line, answered.

use std::io::{self, Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).expect("cannot read stdin");
    let mut output = String::new();
    let result = b17_generic_problems::solve(&input, &mut output);
    io::stdout().write_all(output.as_bytes()).expect("cannot write stdout");
    if let Err(failure) = result {
        eprintln!("error: {failure}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
