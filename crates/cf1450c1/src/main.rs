//! Judge binary for cf1450c1: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(cf1450c1::solve)
}
