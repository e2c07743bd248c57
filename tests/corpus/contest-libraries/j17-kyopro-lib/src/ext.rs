//! Extension methods on integers; the impls are in `crate::impls`.

/// Modular arithmetic and digits on primitive integers.
pub trait IntExt: Sized + Copy {
    /// `self^e mod m`, for `m >= 1`.
    fn pow_mod(self, e: u64, m: u64) -> u64;
    /// `gcd(self, other)`.
    fn gcd(self, other: Self) -> Self;
    /// Whether `self` is prime (trial division up to sqrt).
    fn is_prime(self) -> bool;
}
