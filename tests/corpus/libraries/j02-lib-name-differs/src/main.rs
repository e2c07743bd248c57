//! j02-lib-name-differs: uses the library of package `j01-mylib-pkg` by its `[lib] name`,
//! `mylib`.
//!
//! Input: `q`, then `q` lines `a b`. For each, print `gcd lcm x y` where `a*x + b*y = gcd`,
//! or `gcd overflow x y` when the lcm does not fit in 64 bits.

use std::io::{self, Read, Write};

use mylib::num::{ext_gcd, gcd, lcm};
use mylib::Scanner;

fn solve(text: &str, out: &mut impl Write) -> Result<(), String> {
    let mut sc = Scanner::new(text);
    let q: usize = sc.next()?;
    for _ in 0..q {
        let a: i64 = sc.next()?;
        let b: i64 = sc.next()?;
        if a == i64::MIN || b == i64::MIN {
            return Err(format!("{} {}: out of range", a, b));
        }
        let g = gcd(a, b);
        let (g2, x, y) = ext_gcd(a, b);
        debug_assert_eq!(g, g2.abs());
        let l = match lcm(a, b) {
            Some(l) => l.to_string(),
            None => "overflow".to_string(),
        };
        writeln!(out, "{} {} {} {}", g, l, x, y).map_err(|e| e.to_string())?;
    }
    if !sc.is_done() {
        return Err("trailing tokens".into());
    }
    Ok(())
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        eprintln!("error: stdin is not UTF-8");
        std::process::exit(1);
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    let result = solve(&text, &mut out);
    out.flush().ok();
    if let Err(message) = result {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}
