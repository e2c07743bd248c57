//! Judge binary for a13: reads every board from stdin and writes the facts about each.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a13_stringify_macro::solve)
}
