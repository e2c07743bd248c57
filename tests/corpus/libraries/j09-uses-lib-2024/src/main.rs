//! j09-uses-lib-2024: a 2021 problem over a 2024-edition library whose code is valid 2021.
//!
//! Input: `n q`, `n` integers, then `q` queries `l r` (0-based, half-open). Output per query:
//! `min max` of `a[l..r]`; finally the sum of all values.

use std::io::{self, Read, Write};

use j08_lib_2024::{MaxOp, MinOp, SparseTable};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace();
    let mut next = |what: &str| -> i64 {
        match it.next().map(str::parse::<i64>) {
            Some(Ok(v)) => v,
            Some(Err(e)) => {
                eprintln!("error: {}: {}", what, e);
                std::process::exit(1)
            }
            None => {
                eprintln!("error: input ends before {}", what);
                std::process::exit(1)
            }
        }
    };
    let n = next("n");
    let q = next("q");
    if n < 1 || q < 0 {
        eprintln!("error: need n >= 1, q >= 0");
        std::process::exit(1);
    }
    let a: Vec<i64> = (0..n).map(|_| next("a_i")).collect();
    let lo = SparseTable::<i64, MinOp>::new(a.clone());
    let hi: SparseTable<i64, MaxOp> = SparseTable::new(a);
    let out = io::stdout();
    let mut out = io::BufWriter::new(out.lock());
    for _ in 0..q {
        let (l, r) = (next("l"), next("r"));
        if l < 0 || r < 0 {
            writeln!(out, "empty").unwrap();
            continue;
        }
        match (lo.query(l as usize, r as usize), hi.query(l as usize, r as usize)) {
            (Some(x), Some(y)) => writeln!(out, "{} {}", x, y).unwrap(),
            _ => writeln!(out, "empty").unwrap(),
        }
    }
    writeln!(out, "{}", lo.values().sum::<i64>()).unwrap();
}
