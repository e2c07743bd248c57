//! Input: `n k`, then `n` lines `name score`. Output: the top `k` names with scores; the
//! maximum and the gcd of all scores (folded with monoids implemented inside `main`); then
//! the `n`-th Fibonacci number mod 1e9+7 and the matrix power that gave it.

use std::io::{self, Read};

use j21_fn_local_impls::matrix::Matrix;
use j21_fn_local_impls::monoid::{fold, Monoid};
use j21_fn_local_impls::top_k;

fn fail(message: &str) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(1)
}

fn main() {
    struct MaxM;
    impl Monoid for MaxM {
        type S = i64;
        fn id() -> i64 {
            i64::MIN
        }
        fn op(a: i64, b: i64) -> i64 {
            a.max(b)
        }
    }

    struct GcdM;
    impl Monoid for GcdM {
        type S = u64;
        fn id() -> u64 {
            0
        }
        fn op(a: u64, b: u64) -> u64 {
            if b == 0 {
                a
            } else {
                Self::op(b, a % b)
            }
        }
    }

    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap_or_else(|_| fail("stdin is not UTF-8"));
    let mut words = text.split_whitespace();
    let n: usize = words.next().and_then(|w| w.parse().ok()).unwrap_or_else(|| fail("bad n"));
    let k: usize = words.next().and_then(|w| w.parse().ok()).unwrap_or_else(|| fail("bad k"));
    let mut entries = Vec::with_capacity(n);
    for i in 0..n {
        let name = words.next().unwrap_or_else(|| fail("missing name"));
        let score: i64 = match words.next().map(str::parse) {
            Some(Ok(s)) => s,
            _ => fail(&format!("entry {}: bad score", i + 1)),
        };
        entries.push((score, name.to_string()));
    }
    for (score, name) in top_k(&entries, k) {
        println!("{} {}", name, score);
    }
    let scores: Vec<i64> = entries.iter().map(|e| e.0).collect();
    let magnitudes: Vec<u64> = scores.iter().map(|s| s.unsigned_abs()).collect();
    if n > 0 {
        println!("max {} gcd {}", fold::<MaxM>(&scores), fold::<GcdM>(&magnitudes));
    }
    let m = Matrix([[1, 1], [1, 0]]).pow(n as u64);
    println!("fib {} {}", m.0[0][1], m);
}
