//! Judge binary for b06-const-tables: the fork squares of every board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(b06_const_tables::solve)
}
