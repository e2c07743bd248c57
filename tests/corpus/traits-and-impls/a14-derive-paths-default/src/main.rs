//! Judge binary for a14: reads every board from stdin and writes one class per board.
#![cfg_attr(debug_assertions, allow(unused_imports))]

use std::process::ExitCode;

fn main() -> ExitCode {
    ttt_core::judge::run(a14_derive_paths_default::solve)
}
