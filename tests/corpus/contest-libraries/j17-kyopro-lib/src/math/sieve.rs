//! Primes: a sieve, and the small primes from a data file of the crate.

use super::*;

/// The primes below 200, one per line (`data/primes.txt`).
const SMALL_PRIMES: &str = include_str!("../../data/primes.txt");

/// The primes below 200, parsed once per call.
pub fn small_primes() -> Vec<u64> {
    SMALL_PRIMES.lines().filter(|l| !l.trim().is_empty()).map(|l| l.trim().parse().unwrap()).collect()
}

/// The smallest prime factor of every number below `n`.
pub fn min_factors(n: usize) -> Vec<usize> {
    let mut f: Vec<usize> = (0..n).collect();
    let mut i = 2;
    while i * i < n {
        if f[i] == i {
            let mut j = i * i;
            while j < n {
                if f[j] == j {
                    f[j] = i;
                }
                j += i;
            }
        }
        i += 1;
    }
    f
}

/// The prime factors of `x` with multiplicity, using `min_factors`; small `x` are checked
/// against the data file as well.
pub fn factorize(x: usize, f: &[usize]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut x = x;
    while x > 1 {
        out.push(f[x]);
        x /= f[x];
    }
    debug_assert!(out.iter().all(|&p| p >= 200 || small_primes().contains(&(p as u64))));
    out
}

/// The product of the primes up to `n`, modulo `m` (from the sieve).
pub fn primorial_mod(n: usize, m: u64) -> u64 {
    let f = min_factors(n + 1);
    (2..=n).filter(|&i| f[i] == i).fold(1 % m, |acc, p| mul_mod(acc, p as u64, m))
}
