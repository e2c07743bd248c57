//! Judge binary for a15: reads every board from stdin and writes one answer line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a15_collections_glob_entry::solve)
}
