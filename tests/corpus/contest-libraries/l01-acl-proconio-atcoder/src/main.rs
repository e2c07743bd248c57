//! l01-acl-proconio-atcoder: AtCoder Library Practice A (Disjoint Set Union), read with
//! proconio 0.3.6's `input!` and answered with ac-library-rs 0.1.1's `Dsu` and `ModInt998244353`.
//!
//! Input: `n q`, then `q` queries `t u v`: `0 u v` joins u and v, `1 u v` prints 1 when they
//! are joined, else 0. Last line: the number of groups, the size of the largest, and the product
//! of the group sizes modulo 998244353.

use ac_library::dsu::Dsu;
use ac_library::modint::ModInt998244353 as Mint;
use proconio::input;
use std::io::Write;

fn main() {
    input! {
        n: usize,
        queries: [(u8, usize, usize)],
    }
    let mut dsu = Dsu::new(n);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for &(t, u, v) in &queries {
        if u >= n || v >= n || t > 1 {
            out.flush().unwrap();
            eprintln!("query out of range: {t} {u} {v}");
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
    let product: Mint = groups.iter().map(|g| Mint::new(g.len())).product();
    writeln!(out, "{} {} {}", groups.len(), largest, product).unwrap();
}
