//! Judge binary for b16-name-clash: which player could have started, for every board of stdin.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use b16_name_clash::InputError;

mod report {
    //! What the binary prints when the input is bad.

    use super::InputError;

    /// The line for stderr.
    pub fn failure(error: &InputError) -> String {
        format!("error: {error}")
    }
}

/// Reads stdin and answers it into `output`.
fn solve(output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).expect("cannot read stdin");
    b16_name_clash::solve(&input, output)
}

fn main() -> ExitCode {
    let mut output = Vec::new();
    let result = solve(&mut output);
    let mut stdout = io::stdout().lock();
    stdout.write_all(&output).and_then(|()| stdout.flush()).expect("cannot write stdout");
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{}", report::failure(&error));
            ExitCode::FAILURE
        }
    }
}
