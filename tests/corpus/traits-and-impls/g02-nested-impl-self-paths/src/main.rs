//! Judge binary for g02-nested-impl-self-paths: one report line per case of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(g02_nested_impl_self_paths::solve)
}
