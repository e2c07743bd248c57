//! Judge binary for a11: reads every board from stdin and writes one answer line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a11_feature_fast_default::solve)
}
