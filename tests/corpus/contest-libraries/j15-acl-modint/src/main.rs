//! j15-acl-modint: binomial coefficients modulo 998244353 and 10^9+7 with
//! `ModInt998244353` and `StaticModInt<Mod1000000007>`, factorial tables built with `Product`.
//!
//! Input: `t`, then `t` lines `n k` with `0 <= k, n <= 200000`. Output per line:
//! `C(n,k) mod 998244353`, `C(n,k) mod 1e9+7`, and `k^(-1) mod 998244353` (`-` for k = 0).

use ac_library::modint::{Mod1000000007, ModIntBase, StaticModInt};
use ac_library::ModInt998244353 as Mint;
use std::io::Read;

type M7 = StaticModInt<Mod1000000007>;

const MAX: usize = 200_000;

struct Binom<M: ModIntBase> {
    fact: Vec<M>,
    inv_fact: Vec<M>,
}

impl<M: ModIntBase> Binom<M> {
    fn new(n: usize) -> Self {
        let mut fact = vec![M::raw(1); n + 1];
        for i in 1..=n {
            fact[i] = fact[i - 1] * M::new(i as u64);
        }
        let mut inv_fact = vec![fact[n].inv(); n + 1];
        for i in (0..n).rev() {
            inv_fact[i] = inv_fact[i + 1] * M::new(i as u64 + 1);
        }
        Binom { fact, inv_fact }
    }

    fn c(&self, n: usize, k: usize) -> M {
        if k > n {
            M::raw(0)
        } else {
            self.fact[n] * self.inv_fact[k] * self.inv_fact[n - k]
        }
    }
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Result<Vec<usize>, _> = s.split_whitespace().map(str::parse::<usize>).collect();
    let v = match v {
        Ok(v) if !v.is_empty() && v.len() == 1 + 2 * v[0] => v,
        _ => {
            eprintln!("malformed input");
            std::process::exit(1);
        }
    };
    if v[1..].iter().any(|&x| x > MAX) {
        eprintln!("a value is above {}", MAX);
        std::process::exit(1);
    }
    let b1 = Binom::<Mint>::new(MAX);
    let b2: Binom<M7> = Binom::new(MAX);
    let mut ans = String::new();
    for q in v[1..].chunks(2) {
        let (n, k) = (q[0], q[1]);
        let inv = if k == 0 { "-".to_string() } else { Mint::new(k).inv().to_string() };
        ans += &format!("{} {} {}\n", b1.c(n, k), b2.c(n, k).val(), inv);
    }
    // A check line: the product and sum of (i + 1) for i < 10 as modints.
    let p: Mint = (1..=10u32).map(Mint::new).product();
    let s: M7 = (1..=10u32).map(M7::from).sum();
    ans += &format!("{} {} {}\n", p, s, Mint::modulus());
    print!("{}", ans);
}
