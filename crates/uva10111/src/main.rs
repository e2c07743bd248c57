//! Judge binary for uva10111: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(uva10111::solve)
}
