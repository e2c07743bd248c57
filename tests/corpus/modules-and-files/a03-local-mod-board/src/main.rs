//! Judge binary for a03: reads every game from stdin and writes one answer line per game.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a03_local_mod_board::solve)
}
