//! Judge binary for c14-include-manifest-dir: one line per query of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c14_include_manifest_dir::solve)
}
