//! j03-int-macro-lib: integer helpers whose impls for every integer type are written by a
//! `macro_rules!`; the bodies call private items of the library (a free function, a private
//! struct with a private method, a private trait method) that the user never names.

/// Roots and digits of an integer, for every primitive integer type.
pub trait IntRoot: Sized {
    /// `floor(sqrt(self))`, `None` for a negative number.
    fn isqrt(self) -> Option<Self>;
    /// `floor(cbrt(self))` (rounded towards zero for a negative number).
    fn icbrt(self) -> Self;
    /// The sum of the decimal digits of `|self|`.
    fn digit_sum(self) -> u32;
    /// The number of decimal digits of `|self|` (1 for zero).
    fn digit_count(self) -> u32;
}

/// Integer square root by Newton's method on `u128`.
fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = (n as f64).sqrt() as u128;
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// Integer cube root of a non-negative number.
fn icbrt_u128(n: u128) -> u128 {
    let mut x = (n as f64).cbrt() as u128;
    while x > 0 && x * x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// The decimal digits of a magnitude, lowest first.
struct Digits {
    rest: u128,
    done: bool,
}

impl Digits {
    fn of(n: i128) -> Self {
        Digits { rest: n.unsigned_abs(), done: false }
    }

    fn sum(self) -> u32 {
        self.map(u32::from).sum()
    }
}

impl Iterator for Digits {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        if self.done {
            return None;
        }
        let d = (self.rest % 10) as u8;
        self.rest /= 10;
        self.done = self.rest == 0;
        Some(d)
    }
}

/// What the macro needs to know of a type beyond `as` casts.
trait Widen: Copy {
    fn widen(self) -> i128;
}

macro_rules! impl_int_root {
    ($($t:ty),* $(,)?) => {$(
        impl Widen for $t {
            #[inline]
            fn widen(self) -> i128 {
                self as i128
            }
        }

        impl IntRoot for $t {
            fn isqrt(self) -> Option<Self> {
                let wide = self.widen();
                if wide < 0 {
                    None
                } else {
                    Some(isqrt_u128(wide as u128) as $t)
                }
            }

            fn icbrt(self) -> Self {
                let wide = self.widen();
                let root = icbrt_u128(wide.unsigned_abs()) as i128;
                (if wide < 0 { -root } else { root }) as $t
            }

            fn digit_sum(self) -> u32 {
                Digits::of(self.widen()).sum()
            }

            fn digit_count(self) -> u32 {
                Digits::of(self.widen()).count() as u32
            }
        }
    )*};
}

impl_int_root!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

