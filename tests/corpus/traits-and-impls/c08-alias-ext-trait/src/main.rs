//! Judge binary for c08-alias-ext-trait: one drawn board per line of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c08_alias_ext_trait::solve)
}
