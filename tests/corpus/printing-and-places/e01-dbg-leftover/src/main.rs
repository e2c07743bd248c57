//! Judge binary for e01-dbg-leftover: `dbg!` left in main.rs, beside those of the library.

use std::io::{self, BufRead};

use e01_dbg_leftover::answer;

fn main() {
    let mut cases = 0usize;
    for (index, line) in io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin is UTF-8");
        if line.trim().is_empty() {
            continue;
        }
        match answer(line.trim(), index + 1) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
        cases += 1;
    }
    dbg!(cases);
}
