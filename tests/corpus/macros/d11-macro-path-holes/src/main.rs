//! Judge binary for d11-macro-path-holes: one line per board of stdin.

use std::io::{self, BufRead};

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin is UTF-8");
        if line.trim().is_empty() {
            continue;
        }
        match d11_macro_path_holes::answer(line.trim()) {
            Ok(answer) => println!("{answer}"),
            Err(error) => {
                eprintln!("error: {error}");
                std::process::exit(1);
            }
        }
    }
}
