//! `ModInt<const M: u32>`: a residue modulo `M`, with `+ - * /`, their `*Assign` forms (also
//! with a plain integer on the right), `Neg`, `Sum` and `Product` over values and references,
//! and `From` for every integer type, all written by macros.

use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// A residue modulo `M` (a prime, for division).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ModInt<const M: u32>(u32);

/// The template's usual modulus.
pub type Mint = ModInt<998_244_353>;

impl<const M: u32> ModInt<M> {
    /// The modulus.
    pub const MOD: u32 = M;

    /// `value` reduced modulo `M`.
    #[inline]
    #[must_use]
    pub const fn new(value: u64) -> Self {
        ModInt((value % M as u64) as u32)
    }

    /// The representative in `0..M`.
    #[inline(always)]
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }

    /// `self` to the power `exp`.
    #[must_use]
    pub fn pow(self, mut exp: u64) -> Self {
        let mut base = self;
        let mut acc = Self::new(1);
        while exp > 0 {
            if exp & 1 == 1 {
                acc *= base;
            }
            base *= base;
            exp >>= 1;
        }
        acc
    }

    /// The inverse, by Fermat; panics on zero.
    #[must_use]
    pub fn inv(self) -> Self {
        assert!(self.0 != 0, "zero has no inverse modulo {}", M);
        self.pow(u64::from(M) - 2)
    }
}

impl<const M: u32> fmt::Display for ModInt<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl<const M: u32> fmt::Debug for ModInt<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (mod {})", self.0, M)
    }
}

macro_rules! impl_from {
    (unsigned: $($u:ty),+; signed: $($i:ty),+) => {
        $(
            impl<const M: u32> From<$u> for ModInt<M> {
                #[inline]
                fn from(value: $u) -> Self {
                    Self::new((value as u64) % u64::from(M))
                }
            }
        )+
        $(
            impl<const M: u32> From<$i> for ModInt<M> {
                #[inline]
                fn from(value: $i) -> Self {
                    let m = i64::from(M);
                    Self::new(((value as i64) % m + m) as u64)
                }
            }
        )+
    };
}

impl_from!(unsigned: u8, u16, u32, u64, usize; signed: i8, i16, i32, i64, isize);

macro_rules! impl_ops {
    ($($op:ident $method:ident $assign:ident $assign_method:ident |$a:ident, $b:ident| $body:expr;)+) => {
        $(
            impl<const M: u32> $op for ModInt<M> {
                type Output = Self;
                #[inline]
                fn $method(self, rhs: Self) -> Self {
                    let ($a, $b) = (u64::from(self.0), rhs);
                    $body
                }
            }
            impl<const M: u32> $assign for ModInt<M> {
                #[inline]
                fn $assign_method(&mut self, rhs: Self) {
                    *self = $op::$method(*self, rhs);
                }
            }
            impl<'a, const M: u32> $op<&'a ModInt<M>> for ModInt<M> {
                type Output = Self;
                fn $method(self, rhs: &'a Self) -> Self {
                    $op::$method(self, *rhs)
                }
            }
            impl<const M: u32> $assign<u32> for ModInt<M> {
                fn $assign_method(&mut self, rhs: u32) {
                    *self = $op::$method(*self, Self::from(rhs));
                }
            }
        )+
    };
}

impl_ops! {
    Add add AddAssign add_assign |a, b| Self::new(a + u64::from(b.0));
    Sub sub SubAssign sub_assign |a, b| Self::new(a + u64::from(M) - u64::from(b.0));
    Mul mul MulAssign mul_assign |a, b| Self::new(a * u64::from(b.0));
    Div div DivAssign div_assign |a, b| Self::new(a * u64::from(b.inv().0));
}

impl<const M: u32> Neg for ModInt<M> {
    type Output = Self;
    fn neg(self) -> Self {
        Self::new(0) - self
    }
}

impl<const M: u32> Sum for ModInt<M> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::new(0), Add::add)
    }
}

impl<'a, const M: u32> Sum<&'a Self> for ModInt<M> {
    fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.copied().sum()
    }
}

impl<const M: u32> Product for ModInt<M> {
    fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::new(1), |acc, x| acc * x)
    }
}

impl<'a, const M: u32> Product<&'a Self> for ModInt<M> {
    fn product<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.fold(Self::new(1), Mul::mul)
    }
}
