//! Judge binary for e03-assert-generic-comma.

use std::io::{self, BufRead};

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match e03_assert_generic_comma::answer(line.trim()) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
