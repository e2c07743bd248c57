//! Judge binary for c18-literals-layout: draws every board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c18_literals_layout::solve)
}
