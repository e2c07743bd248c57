//! Number theory.

mod sieve;

pub use self::sieve::*;

/// `n!` modulo `m`.
pub fn factorial_mod(n: u64, m: u64) -> u64 {
    (1..=n).fold(1 % m, |acc, k| mul_mod(acc, k, m))
}

/// `a * b mod m` without overflow.
pub(crate) fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (a as u128 * b as u128 % m as u128) as u64
}
