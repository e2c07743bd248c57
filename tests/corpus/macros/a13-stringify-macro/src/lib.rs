//! Board facts (bundling shape: token text through `stringify!` and `concat!`).
//! A fixed list of facts about each board, each printed as the expression that
//! computes it and its value.
//! Bundling shape: token text: a `macro_rules!` that prints its argument with `stringify!`
//! (paths such as `ttt_core::rules::reachable` and `Mark::X` inside), `concat!` with
//! `stringify!`, and `stringify!` of a type.
//!
//! Each case is a board as three whitespace-separated rows of `X`, `O` and `.`. The output
//! opens with `# facts v1 from ttt_core::rules and friends`; for each board it has a line
//! `board <k>: <rows>` (rows joined by `/`), then one line per fact, `  <expression> = <value>`
//! (the value as Rust's `{:?}` shows it), always the same expressions in the same order. It
//! ends with `# <n> boards of type Board`. A malformed board is an input error; the reports
//! before it are kept and the closing line is not written.

use std::fmt::Write as _;

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::lines::lines_of;
use ttt_core::notation::read_letter_rows;

/// Appends `  <expression> = <value>` to a report.
macro_rules! fact {
    ($report:expr, $value:expr) => {
        let _ = writeln!($report, "  {} = {:?}", stringify!($value), $value);
    };
}

/// The line that closes the output, naming the type the facts are about.
const FOOTER: &str = concat!("boards of type ", stringify!(Board));

/// Where the facts come from, as printed in the header.
const SOURCE: &str = concat!("facts v", 1, " from ", stringify!(ttt_core::rules), " and friends");

/// The report for one board.
fn report(number: usize, board: Board) -> String {
    let mut report = String::new();
    let _ = writeln!(report, "board {number}: {board:?}");
    fact!(report, board.count(Mark::X));
    fact!(report, board.count(Mark::O));
    fact!(report, board.has_line(Mark::X));
    fact!(report, lines_of(board, Mark::O).count());
    fact!(report, ttt_core::rules::reachable(board, Mark::X));
    fact!(report, ttt_core::rules::to_move(board, Mark::X));
    fact!(report, ttt_core::rules::status(board, Mark::O).is_ok());
    report
}

/// Reports every board in `input`, then the footer.
///
/// # Errors
/// [`InputError`] for a malformed board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    output.extend_from_slice(format!("# {SOURCE}\n").as_bytes());
    let mut scanner = Scanner::new(input);
    let mut count = 0;
    while let Some((board, _)) = read_letter_rows(&mut scanner)? {
        count += 1;
        output.extend_from_slice(report(count, board).as_bytes());
    }
    output.extend_from_slice(format!("# {count} {FOOTER}\n").as_bytes());
    Ok(())
}
