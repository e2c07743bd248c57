//! Judge binary for e04-panic-hook-location: a hook printing the panic's file and line.

use std::io::{self, BufRead};

fn main() {
    std::panic::set_hook(Box::new(|info| {
        let place = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("runtime error at {place}");
    }));
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match e04_panic_hook_location::answer(line.trim()) {
            Ok(c) => println!("{c}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
}
