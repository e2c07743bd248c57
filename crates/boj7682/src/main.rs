//! Judge binary for boj7682: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(boj7682::solve)
}
