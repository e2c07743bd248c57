//! Judge binary for a05: reads every board from stdin and writes one answer line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a05_glob_board_pub_crate::solve)
}
