//! j11-uses-lib-2024-only: a 2021 problem over a library that uses 2024-only syntax (`let`
//! chains): it builds with cargo, but a bundle compiled as 2021 cannot (`expected.txt`).
//!
//! Input: lines of reverse Polish expressions. Output: the value of each; a bad line stops
//! the run with exit status 1.

use std::io::{self, BufRead};

use j10_lib_2024_only::{eval, Line};

fn main() {
    for (n, line) in io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin is UTF-8");
        if line.trim().is_empty() {
            continue;
        }
        match eval(&Line::new(&line)) {
            Ok(v) => println!("{}", v),
            Err(e) => {
                eprintln!("error: line {}: {}", n + 1, e);
                std::process::exit(1);
            }
        }
    }
}
