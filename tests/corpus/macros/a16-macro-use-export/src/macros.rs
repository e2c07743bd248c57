//! The library's own macros.

/// Returns an `InputError` at `$position` from the enclosing function unless `$condition`
/// holds.
macro_rules! ensure {
    ($condition:expr, $position:expr, $found:expr, $expected:expr) => {
        if !$condition {
            return Err(InputError::new($position, $found, $expected));
        }
    };
}
