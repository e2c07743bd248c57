//! Judge binary for boj17825: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(boj17825::solve)
}
