//! j19-kyopro-prelude: everything through `use kyopro::prelude::*` (a glob re-export chain);
//! `pow_mod`/`gcd` are called on `i64`, implemented in a library module the solution never
//! names.
//!
//! Input: `n`, `a_1..a_n` (0 <= a_i < 100000); `m`, then `m` pairs `u v` to join (0-based
//! vertices of `n`); `q`, then `q` queries `a e md`. Output: the inversions of `a`, the number
//! of groups, then per query `a^e mod md` and `gcd(a, md)`.

use kyopro::input;
use kyopro::io::Source;
use kyopro::prelude::*;

fn main() {
    let mut src = Source::stdin();
    input! { src, n: usize, a: [usize; n] }
    if let Some(x) = a.iter().find(|&&x| x >= 100_000) {
        eprintln!("error: value {} too large", x);
        std::process::exit(1);
    }
    println!("{}", inversions(&a, 100_000));
    input! { src, m: usize }
    let mut uf = UnionFind::new(n);
    for _ in 0..m {
        input! { src, u: usize, v: usize }
        if let Err(e) = uf.try_unite(u, v) {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
    println!("{}", uf.groups());
    input! { src, q: usize }
    for _ in 0..q {
        input! { src, x: i64, e: u64, md: i64 }
        if md < 1 {
            eprintln!("error: modulus {} < 1", md);
            std::process::exit(1);
        }
        println!("{} {}", x.pow_mod(e, md as u64), x.gcd(md));
    }
}
