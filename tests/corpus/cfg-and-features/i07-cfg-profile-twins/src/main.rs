//! Judge binary for i07-cfg-profile-twins: a fingerprint line per board of stdin (one board of
//! nine letters per line), then what the build settled.

use std::io::BufRead;

use i07_cfg_profile_twins::{fingerprint, sides, state, BIN, LIMIT, MODE, NAME, STRICT, WRAPPED};
use ttt_core::board::Board;

#[cfg(test)]
const BANNER: &str = "test build";
#[cfg(not(test))]
const BANNER: &str = "judge build";

fn main() {
    println!("{BANNER}: {MODE} strict={STRICT} limit={LIMIT} wrapped={WRAPPED}");
    let mut seen = 0usize;
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        seen += 1;
        if seen > LIMIT {
            eprintln!("error: more than {LIMIT} boards");
            std::process::exit(3);
        }
        let board: Board = line.trim().parse().unwrap();
        let (hash, small) = fingerprint(board);
        println!("{hash:08x} {small:3} {}", state(board));
    }
    println!("checks={} sides={:?}", i07_cfg_profile_twins::checks_run(), sides());
    println!("lib bin={BIN:?} main bin={:?}", option_env!("CARGO_BIN_NAME"));
    println!("lib {NAME} main {}/{}", env!("CARGO_PKG_NAME"), env!("CARGO_CRATE_NAME"));
    let level: i8 = (seen as i8).wrapping_mul(100);
    println!("level={level} debug={}", cfg!(debug_assertions));
}
