//! Judge binary for g10-self-patterns-const-blocks: one line per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(g10_self_patterns_const_blocks::solve)
}
