//! Judge binary for c17-absolute-builtin-paths: one status line per line of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c17_absolute_builtin_paths::solve)
}
