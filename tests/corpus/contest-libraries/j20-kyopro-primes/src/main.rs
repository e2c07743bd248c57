//! j20-kyopro-primes: factorization with the library's sieve (`math/sieve.rs`, nested under
//! `math/mod.rs`, reading its small primes with `include_str!`), and `is_prime` on `u64`.
//!
//! Input: `q`, then `q` numbers `2 <= x <= 10^6`. Output per number: `x: p1 p2 ..` and
//! `prime`/`composite`; then the count of primes below 200, `10! mod 1e9+7` and the product
//! of the primes up to 30 mod 1e9+7.

use std::io::Read;

use kyopro::ext::IntExt;
use kyopro::math::{factorial_mod, factorize, min_factors, primorial_mod, small_primes};

const LIMIT: usize = 1_000_000;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let nums: Vec<usize> = match text.split_whitespace().map(str::parse).collect() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    };
    let Some((&q, xs)) = nums.split_first() else {
        eprintln!("error: empty input");
        std::process::exit(1);
    };
    if xs.len() != q || xs.iter().any(|&x| !(2..=LIMIT).contains(&x)) {
        eprintln!("error: expected {} numbers in 2..={}", q, LIMIT);
        std::process::exit(1);
    }
    let f = min_factors(LIMIT + 1);
    kyopro::trace!("sieve of {} built", f.len());
    for &x in xs {
        let ps: Vec<String> = factorize(x, &f).iter().map(|p| p.to_string()).collect();
        let kind = if (x as u64).is_prime() { "prime" } else { "composite" };
        println!("{}: {} {}", x, ps.join(" "), kind);
    }
    const M: u64 = 1_000_000_007;
    println!("{} {} {}", small_primes().len(), factorial_mod(10, M), primorial_mod(30, M));
}
