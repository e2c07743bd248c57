//! Judge binary for a09: reads every round from stdin and writes one tally line per round.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a09_sum_collect_bound::solve)
}
