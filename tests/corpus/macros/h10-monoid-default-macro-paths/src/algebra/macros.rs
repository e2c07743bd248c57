//! `impl_monoid!`: one impl per listed type, with the operation as a `|a, b|` expression.

macro_rules! impl_monoid {
    ($wrap:ident: $($t:ty),+ => |$a:ident, $b:ident| $op:expr, $id:expr) => {
        $(
            impl $crate::algebra::Monoid for $wrap<$t> {
                const ID: Self = $wrap($id);
                #[inline]
                fn op(self, other: Self) -> Self {
                    let ($a, $b) = (self.0, other.0);
                    $wrap($op)
                }
            }
        )+
    };
}
