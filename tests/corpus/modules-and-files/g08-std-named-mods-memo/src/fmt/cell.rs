//! A padded cell of the answer table (`crate::fmt::cell`).

/// `memo` right-aligned in six columns.
pub fn width(memo: usize) -> String {
    format!("memo {memo:>6}")
}
