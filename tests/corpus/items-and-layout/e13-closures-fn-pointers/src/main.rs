//! Judge binary for e13-closures-fn-pointers.

use std::io::{self, BufRead};

fn main() {
    let answer: fn(&str) -> Result<String, String> = e13_closures_fn_pointers::answer;
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match answer(line.trim()) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
