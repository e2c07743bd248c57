//! Judge binary for e14-macro-gen-traits: the exported macros from main.

use std::io::{self, BufRead};

use e14_macro_gen_traits::{board, board_weight, total, weigh, Weighty};

fn main() {
    println!("table {}", total!(<e14_macro_gen_traits::Crosses as Weighty>::WEIGHT, 10, 20));
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match board(line.trim()) {
            Ok(b) => println!("{} {}", weigh(b), board_weight!(b)),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
