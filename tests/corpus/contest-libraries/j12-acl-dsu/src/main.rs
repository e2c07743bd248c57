//! j12-acl-dsu: AtCoder Library Practice A (Disjoint Set Union) with `ac_library::dsu::Dsu`.
//!
//! Input: `n q`, then `q` queries `t u v`: `0 u v` joins u and v, `1 u v` prints 1 when they
//! are joined, else 0. Last line: the number of groups and the size of the largest.

use ac_library::dsu::Dsu;
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|x| x.parse::<usize>());
    macro_rules! read {
        () => {
            match it.next() {
                Some(Ok(v)) => v,
                _ => {
                    eprintln!("invalid input");
                    std::process::exit(1);
                }
            }
        };
    }
    let n = read!();
    let q = read!();
    let mut dsu = Dsu::new(n);
    let out = io::stdout();
    let mut out = io::BufWriter::new(out.lock());
    for _ in 0..q {
        let (t, u, v) = (read!(), read!(), read!());
        if u >= n || v >= n || t > 1 {
            out.flush().unwrap();
            eprintln!("query out of range: {} {} {}", t, u, v);
            std::process::exit(1);
        }
        if t == 0 {
            dsu.merge(u, v);
        } else {
            writeln!(out, "{}", dsu.same(u, v) as u8).unwrap();
        }
    }
    let groups = dsu.groups();
    let largest = groups.iter().map(Vec::len).max().unwrap_or(0);
    writeln!(out, "{} {}", groups.len(), largest).unwrap();
}
