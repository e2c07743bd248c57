//! Judge binary for a02: the library answers the cases, this binary adds the tally line.

use a02_main_lib_same_names::report::Tally;
use ttt_core::judge::InputError;

/// The closing line of the output.
mod report {
    use a02_main_lib_same_names::report::Tally;

    /// `cases <n>: <a> to move, <b> over, <c> unreachable`.
    pub fn summary(tally: &Tally) -> String {
        format!(
            "cases {}: {} to move, {} over, {} unreachable\n",
            tally.cases(),
            tally.to_move,
            tally.over,
            tally.unreachable
        )
    }
}

/// The library's answers, then the tally when every case was good.
fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let tally: Tally = a02_main_lib_same_names::solve(input, output)?;
    output.extend_from_slice(report::summary(&tally).as_bytes());
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
