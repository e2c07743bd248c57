//! k11-macro-use-lib-b: an exported `show!` of the same name as k10's.

/// How this library shows a number.
#[macro_export]
macro_rules! show {
    ($v:expr) => {
        format!("b:{}", $v)
    };
}
