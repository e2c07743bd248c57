//! Judge binary for e11-vis-use-chains: the re-exported names, a glob of variants in main.

use std::io::{self, BufRead};

use e11_vis_use_chains::{phase_of, Stage};
use ttt_core::notation::parse_letters;

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match parse_letters(line.trim()) {
            Ok(board) => println!("{} {}", name(phase_of(board)), phase_of(board).weight()),
            Err(error) => {
                eprintln!("error: {error}");
                std::process::exit(1);
            }
        }
    }
}

fn name(stage: Stage) -> &'static str {
    use Stage::*;
    match stage {
        Opening => "opening",
        Middle => "middle",
        Ending => "ending",
    }
}
