//! Judge binary for c04-user-line-macro: one line per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c04_user_line_macro::solve)
}
