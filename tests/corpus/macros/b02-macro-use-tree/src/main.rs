//! Judge binary for b02-macro-use-tree: draws every board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(b02_macro_use_tree::solve)
}
