//! Judge binary for g09-multi-rule-stringify: one line of checks per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(g09_multi_rule_stringify::solve)
}
