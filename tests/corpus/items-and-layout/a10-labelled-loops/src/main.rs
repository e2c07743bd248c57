//! Judge binary for a10: reads every board from stdin and writes one hint line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a10_labelled_loops::solve)
}
