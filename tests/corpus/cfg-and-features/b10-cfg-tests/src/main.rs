//! Judge binary for b10-cfg-tests: the census of every board of stdin.

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = ttt_core::judge::run(b10_cfg_tests::solve);
    #[cfg(debug_assertions)]
    eprintln!("{} build of {}", b10_cfg_tests::BUILD, env!("CARGO_PKG_NAME"));
    code
}
