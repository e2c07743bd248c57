//! Judge binary for f04-const-generic-core-consts (bundling shape: const generic arguments and
//! array lengths written with ttt-core constants, `{ Square::ALL.len() }`, `Self::SIZE`; a
//! ttt-core const and a local const named only inside the format string of a user macro; module
//! files gated by an inner `#![cfg(feature = ...)]`, the feature on by default).

use f04_const_generic_core_consts::{histogram, Stats, STORE};
use ttt_core::board::{Board, Mark, Square, BOARD_COUNT};
use ttt_core::judge::{InputError, Scanner};

const WIDTH: usize = Square::ALL.len() + 1;

/// The report's heading.
const TITLE: &str = "census";

/// Appends one formatted line to the output.
macro_rules! put {
    ($output:expr, $($arg:tt)*) => {
        $output.extend_from_slice(format!($($arg)*).as_bytes());
        $output.push(b'\n');
    };
}

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut stats = Stats::default();
    let mut boards = Vec::new();
    let mut repeats = 0;
    while let Some(token) = scanner.token() {
        let text = std::str::from_utf8(token.text).map_err(|_| {
            InputError::found_bytes(token.position, token.text, "nine letters")
        })?;
        let board: Board = text.parse().map_err(|mut error: InputError| {
            error.position.line = token.position.line;
            error
        })?;
        if !stats.add(board) {
            repeats += 1;
        }
        boards.push(board);
    }
    let crosses: [usize; WIDTH] = histogram(&boards, Mark::X);
    let noughts = histogram::<{ Stats::MAX_MARKS + 1 }>(&boards, Mark::O);
    let lines = [
        format!("squares {}", stats.crosses.render()),
        format!("lines {}", stats.lines.render()),
        format!("fixed {}", stats.fixed.render()),
        format!("x {:?}", crosses),
        format!("o {:?}", noughts),
        format!("repeats {repeats}"),
    ];
    put!(output, "{TITLE} of {} boards, {BOARD_COUNT} possible, in a {STORE}", boards.len());
    for line in lines {
        put!(output, "{line}");
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
