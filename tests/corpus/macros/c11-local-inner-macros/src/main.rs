//! Judge binary for c11-local-inner-macros: one line per board of stdin.

use c11_local_inner_macros::{squares_where, Mark};
use ttt_core::judge::{run, InputError, Scanner};
use ttt_core::notation::read_digit_rows;

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        let x = squares_where!(board, |m| m == Some(Mark::X));
        let o = squares_where!(board, |m| m == Some(Mark::O));
        let empty = squares_where!(board, |m: Option<Mark>| m.is_none());
        output.extend_from_slice(format!("X:{x} O:{o} .:{empty}\n").as_bytes());
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    run(solve)
}
