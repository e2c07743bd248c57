//! Judge binary for d13-stringify-crate-arg.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(d13_stringify_crate_arg::solve)
}
