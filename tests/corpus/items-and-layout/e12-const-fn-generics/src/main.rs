//! Judge binary for e12-const-fn-generics.

use std::io::{self, BufRead};

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match e12_const_fn_generics::answer(line.trim()) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
