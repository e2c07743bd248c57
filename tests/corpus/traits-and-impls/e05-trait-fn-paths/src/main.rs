//! Judge binary for e05-trait-fn-paths.

use std::io::{self, BufRead};

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match e05_trait_fn_paths::answer(&line) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
