//! Named board checks that print their own source (bundling shape: `stringify!` and `concat!`
//! of ttt-core paths written in the library — `ttt_core::rules::reachable`, `$t:ty` and
//! `$p:path` fragments naming ttt-core types and fns, `super::` paths in a printed body — and
//! the same macros called from main with paths of main's own).

pub mod checks;

/// `Type (N bytes)`: the type as written in the call and its size.
#[macro_export]
macro_rules! describe_ty {
    ($t:ty) => {
        format!("{} ({} bytes)", stringify!($t), ::std::mem::size_of::<$t>())
    };
}

/// Calls `$f` on the arguments and says what was called, as written.
#[macro_export]
macro_rules! traced_call {
    ($f:path, $($arg:expr),+) => {
        (concat!(stringify!($f), "(", stringify!($($arg),+), ")"), $f($($arg),+))
    };
}

/// The library's own descriptions of the types it works with.
pub fn types() -> Vec<String> {
    vec![
        describe_ty!(ttt_core::board::Board),
        describe_ty!(Option<ttt_core::board::Mark>),
        describe_ty!(Result<ttt_core::perfect_play::Outcome, ttt_core::rules::Unreachable>),
        describe_ty!([ttt_core::board::Square; 9]),
    ]
}
