//! Crate-internal helpers: `pub(crate)` ones used by other modules, and `pub` hidden ones the
//! exported macros reach as `$crate::util::..`.

/// Whether the `trace` feature is on.
#[doc(hidden)]
pub const TRACE: bool = cfg!(feature = "trace");

/// Stores `new` in `slot` when `better(new, old)`.
#[doc(hidden)]
pub fn set_if<T: PartialOrd>(slot: &mut T, new: T, better: impl Fn(&T, &T) -> bool) -> bool {
    if better(&new, slot) {
        *slot = new;
        true
    } else {
        false
    }
}

/// The lowest set bit of `i` (Fenwick trees).
pub(crate) fn lowbit(i: usize) -> usize {
    i & i.wrapping_neg()
}

/// An "infinite" distance that still adds without overflow.
pub(crate) const INF: i64 = i64::MAX / 4;
