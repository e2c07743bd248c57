//! k10-macro-use-lib-a: an exported `show!`, and a private `debug_assert!` of its own that
//! keeps its checks in a release build. A dependent's `#[macro_use] extern crate` brings in the
//! exported macro only, below any macro the dependent imports by name.

/// The library's checks stay on in release builds.
macro_rules! debug_assert {
    ($($t:tt)*) => {
        assert!($($t)*)
    };
}

/// How this library shows a number.
#[macro_export]
macro_rules! show {
    ($v:expr) => {
        format!("a:{}", $v)
    };
}

/// Halves an even number.
pub fn half(v: i64) -> i64 {
    debug_assert!(v % 2 == 0, "odd");
    v / 2
}
