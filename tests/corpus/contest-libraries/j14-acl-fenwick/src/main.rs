//! j14-acl-fenwick: AtCoder Library Practice B (Fenwick Tree) with
//! `ac_library::fenwicktree::FenwickTree<i64>`.
//!
//! Input: `n q`, `a_0..a_{n-1}`, then queries `0 p x` (`a_p += x`) and `1 l r` (print
//! `a_l + .. + a_{r-1}`).

use ac_library::fenwicktree::FenwickTree;
use std::io::{stdin, stdout, BufWriter, Read, Write};
use std::process::exit;

struct Input<'a>(std::str::SplitAsciiWhitespace<'a>);

impl Input<'_> {
    fn read<T: std::str::FromStr>(&mut self) -> T {
        let w = self.0.next().unwrap_or_else(|| {
            eprintln!("EOF");
            exit(1)
        });
        w.parse().unwrap_or_else(|_| {
            eprintln!("parse error at `{}`", w);
            exit(1)
        })
    }
}

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let mut input = Input(s.split_ascii_whitespace());
    let n: usize = input.read();
    let q: usize = input.read();
    let mut fw = FenwickTree::new(n, 0i64);
    for i in 0..n {
        let a: i64 = input.read();
        fw.add(i, a);
    }
    let mut out = BufWriter::new(stdout().lock());
    for _ in 0..q {
        let t: u8 = input.read();
        if t == 0 {
            let (p, x): (usize, i64) = (input.read(), input.read());
            if p >= n {
                out.flush().unwrap();
                eprintln!("p = {} out of range", p);
                exit(1);
            }
            fw.add(p, x);
        } else {
            let (l, r): (usize, usize) = (input.read(), input.read());
            if l > r || r > n {
                out.flush().unwrap();
                eprintln!("bad range {}..{}", l, r);
                exit(1);
            }
            writeln!(out, "{}", fw.sum(l..r)).unwrap();
        }
    }
    writeln!(out, "{}", fw.accum(n)).unwrap();
}
