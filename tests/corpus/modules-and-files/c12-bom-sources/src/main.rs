//! Judge binary for c12-bom-sources: one line per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c12_bom_sources::solve)
}
