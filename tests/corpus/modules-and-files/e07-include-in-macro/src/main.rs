//! Judge binary for e07-include-in-macro.

use std::io::{self, BufRead};

fn main() {
    println!("{}", e07_include_in_macro::banner());
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match e07_include_in_macro::answer(line.trim()) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
