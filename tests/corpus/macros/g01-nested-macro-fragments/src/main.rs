//! Judge binary for g01-nested-macro-fragments: one line of facts per board of stdin; main
//! empties a square through the library's exported `probe!` macro (`$value.$method(..)`).

use ttt_core::board::{Board, Square};
use ttt_core::judge::InputError;

/// Empties `square` with a method named only as a macro argument.
fn clear(board: Board, square: Square) -> Board {
    g01_nested_macro_fragments::probe!(board, without, square)
}

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    g01_nested_macro_fragments::solve_with(input, output, clear)
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
