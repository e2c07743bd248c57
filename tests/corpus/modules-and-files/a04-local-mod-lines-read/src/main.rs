//! Judge binary for a04: reads every board from stdin and writes one answer line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a04_local_mod_lines_read::solve)
}
