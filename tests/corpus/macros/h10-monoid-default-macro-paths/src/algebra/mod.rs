//! Monoids of the template: the trait, a macro writing impls for many types, and a fold.

#[macro_use]
mod macros;
pub mod fold;

pub(crate) use impl_monoid;

/// An associative operation with an identity.
pub trait Monoid: Copy {
    /// The identity.
    const ID: Self;
    /// The operation.
    #[must_use]
    fn op(self, other: Self) -> Self;
}

/// Addition on integers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Add<T>(pub T);

/// Maximum on ordered values with a least element.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Max<T>(pub T);

impl_monoid!(Add: u8, u16, u32, u64, usize => |a, b| a.wrapping_add(b), 0);
impl_monoid!(Max: u32, usize => |a, b| if a >= b { a } else { b }, 0);
