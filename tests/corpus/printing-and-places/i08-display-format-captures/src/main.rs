//! Judge binary for i08-display-format-captures: the verdict table of the mask pairs of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(i08_display_format_captures::solve)
}
