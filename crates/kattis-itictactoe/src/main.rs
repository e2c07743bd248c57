//! Judge binary for kattis-itictactoe: plays one game against the judge on stdin and stdout.

fn main() -> std::process::ExitCode {
    ttt_core::judge::interact(kattis_itictactoe::play)
}
