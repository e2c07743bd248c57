//! Judge binary for d01-extern-crate-alias: one threat line per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(d01_extern_crate_alias::solve)
}
