//! j13-acl-segtree-max: AtCoder Library Practice J (Segment Tree) with
//! `Segtree<Max<i64>>`, imported by `use ac_library::*`.
//!
//! Input: `n q`, `a_1..a_n`, then queries: `1 x v` sets `a_x = v`; `2 l r` prints the max of
//! `a_l..=a_r`; `3 x v` prints the least `j >= x` with `a_j >= v`, or `n + 1`.

use ac_library::*;
use std::io::*;

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let mut words = s.split_ascii_whitespace();
    let mut next = || -> i64 {
        let w = words.next().unwrap_or_else(|| {
            eprintln!("unexpected end of input");
            std::process::exit(1)
        });
        w.parse().unwrap_or_else(|_| {
            eprintln!("not an integer: {}", w);
            std::process::exit(1)
        })
    };
    let n = next() as usize;
    let q = next();
    let a: Vec<i64> = (0..n).map(|_| next()).collect();
    let mut seg: Segtree<Max<i64>> = a.into();
    let mut out = BufWriter::new(stdout().lock());
    let check = |x: i64, lo: i64, hi: usize| {
        if x < lo || x as usize > hi {
            eprintln!("index out of range: {}", x);
            std::process::exit(1);
        }
    };
    for _ in 0..q {
        let t = next();
        let (x, y) = (next(), next());
        match t {
            1 => {
                check(x, 1, n);
                seg.set(x as usize - 1, y);
            }
            2 => {
                check(x, 1, n);
                check(y, x, n);
                writeln!(out, "{}", seg.prod(x as usize - 1..y as usize)).unwrap();
            }
            3 => {
                check(x, 1, n);
                let j = seg.max_right(x as usize - 1, |&m| m < y);
                writeln!(out, "{}", j + 1).unwrap();
            }
            _ => {
                out.flush().unwrap();
                eprintln!("unknown query type {}", t);
                std::process::exit(1);
            }
        }
    }
    writeln!(out, "all {}", seg.all_prod()).unwrap();
}
