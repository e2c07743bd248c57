//! A fixed-point number with six decimals.

use std::fmt;
use std::ops::{Add, Div, Mul, Sub};

/// How many units make 1.
pub(crate) const SCALE: i64 = 1_000_000;

/// `value / 10^6`, rounded at every operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Fixed6(pub(crate) i64);

impl Add for Fixed6 {
    type Output = Self;
    fn add(self, o: Self) -> Self {
        Fixed6(self.0 + o.0)
    }
}

impl Sub for Fixed6 {
    type Output = Self;
    fn sub(self, o: Self) -> Self {
        Fixed6(self.0 - o.0)
    }
}

impl Mul for Fixed6 {
    type Output = Self;
    fn mul(self, o: Self) -> Self {
        Fixed6(div_round(self.0 as i128 * o.0 as i128, SCALE as i128) as i64)
    }
}

impl Div for Fixed6 {
    type Output = Self;
    fn div(self, o: Self) -> Self {
        Fixed6(div_round(self.0 as i128 * SCALE as i128, o.0 as i128) as i64)
    }
}

/// `a / b` rounded half away from zero.
fn div_round(a: i128, b: i128) -> i128 {
    let (a, b) = if b < 0 { (-a, -b) } else { (a, b) };
    if a >= 0 {
        (2 * a + b) / (2 * b)
    } else {
        -((-2 * a + b) / (2 * b))
    }
}

impl fmt::Display for Fixed6 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{}{}.{:06}", sign, abs / SCALE as u64, abs % SCALE as u64)
    }
}
