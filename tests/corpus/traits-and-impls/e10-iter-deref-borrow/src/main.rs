//! Judge binary for e10-iter-deref-borrow.

use std::io::{self, BufRead};

fn main() {
    let mut seen = e10_iter_deref_borrow::Seen::default();
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match seen.answer(line.trim()) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
