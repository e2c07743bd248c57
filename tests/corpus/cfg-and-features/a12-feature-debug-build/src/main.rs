//! Judge binary for a12: reads every board from stdin and writes one answer line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a12_feature_debug_build::solve)
}
