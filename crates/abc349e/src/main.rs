//! Judge binary for abc349e: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(abc349e::solve)
}
