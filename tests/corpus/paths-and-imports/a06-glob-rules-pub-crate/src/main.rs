//! Judge binary for a06: reads every board from stdin and writes one answer line per board.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a06_glob_rules_pub_crate::solve)
}
