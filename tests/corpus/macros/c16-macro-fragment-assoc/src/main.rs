//! Judge binary for c16-macro-fragment-assoc: one line per case of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c16_macro_fragment_assoc::solve)
}
