//! Textually scoped helper macros (`#[macro_use] mod macros;` in lib.rs, 2015/2018 style).

/// Bails out of the current function with a `GridError`.
macro_rules! bail {
    ($($arg:tt)*) => {
        return Err(crate::grid::GridError(format!($($arg)*)))
    };
}
