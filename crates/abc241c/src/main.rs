//! Judge binary for abc241c: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(abc241c::solve)
}
