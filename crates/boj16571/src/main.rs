//! Judge binary for boj16571: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(boj16571::solve)
}
