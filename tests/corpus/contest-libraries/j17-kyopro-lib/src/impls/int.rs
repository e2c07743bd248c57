//! `IntExt` for `i64` and `u64`.

use crate::ext::IntExt;

fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (a as u128 * b as u128 % m as u128) as u64
}

impl IntExt for u64 {
    fn pow_mod(self, mut e: u64, m: u64) -> u64 {
        let mut base = self % m;
        let mut acc = 1 % m;
        while e > 0 {
            if e & 1 == 1 {
                acc = mul_mod(acc, base, m);
            }
            base = mul_mod(base, base, m);
            e >>= 1;
        }
        acc
    }

    fn gcd(self, other: u64) -> u64 {
        if other == 0 {
            self
        } else {
            other.gcd(self % other)
        }
    }

    fn is_prime(self) -> bool {
        self >= 2 && (2..).take_while(|d| d * d <= self).all(|d| self % d != 0)
    }
}

impl IntExt for i64 {
    fn pow_mod(self, e: u64, m: u64) -> u64 {
        (self.rem_euclid(m as i64) as u64).pow_mod(e, m)
    }

    fn gcd(self, other: i64) -> i64 {
        self.unsigned_abs().gcd(other.unsigned_abs()) as i64
    }

    fn is_prime(self) -> bool {
        self > 0 && (self as u64).is_prime()
    }
}
