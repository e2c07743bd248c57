//! Polynomial rolling hash, shared between crates of a library folder and pulled in with
//! `#[path = "../shared/rolling_hash.rs"]` from outside `src/`.

use std::collections::HashSet;

const MOD: u64 = (1 << 61) - 1;
const BASE: u64 = 1_000_003;

fn mul(a: u64, b: u64) -> u64 {
    (a as u128 * b as u128 % MOD as u128) as u64
}

/// Prefix hashes and powers of `BASE`.
struct Rolling {
    prefix: Vec<u64>,
    power: Vec<u64>,
}

impl Rolling {
    fn new(s: &[u8]) -> Self {
        let mut prefix = vec![0; s.len() + 1];
        let mut power = vec![1; s.len() + 1];
        for (i, &c) in s.iter().enumerate() {
            prefix[i + 1] = (mul(prefix[i], BASE) + c as u64) % MOD;
            power[i + 1] = mul(power[i], BASE);
        }
        Rolling { prefix, power }
    }

    fn get(&self, l: usize, r: usize) -> u64 {
        (self.prefix[r] + MOD - mul(self.prefix[l], self.power[r - l])) % MOD
    }
}

/// How many distinct substrings of length `len` `s` has.
pub fn distinct_of_length(s: &[u8], len: usize) -> usize {
    if len == 0 || len > s.len() {
        return 0;
    }
    let h = Rolling::new(s);
    (0..=s.len() - len).map(|i| h.get(i, i + len)).collect::<HashSet<_>>().len()
}
