//! Judge binary for d21-item-shapes: one line per board of stdin.

use std::io::{self, BufRead};

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin is UTF-8");
        let word = line.trim();
        if word.is_empty() {
            continue;
        }
        match d21_item_shapes::answer(word) {
            Ok(answer) => println!("{answer}"),
            Err(error) => {
                eprintln!("error: {error}");
                std::process::exit(1);
            }
        }
    }
}
