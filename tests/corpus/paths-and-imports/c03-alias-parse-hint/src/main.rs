//! Judge binary for c03-alias-parse-hint: one line per case of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c03_alias_parse_hint::solve)
}
