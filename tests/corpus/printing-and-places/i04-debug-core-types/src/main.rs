//! Judge binary for i04-debug-core-types: one `Debug` dump per line of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(i04_debug_core_types::solve)
}
