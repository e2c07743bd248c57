//! Exported macros. Each reaches the library through `$crate::`, so a user needs only
//! `use kyopro::input;` (or `kyopro::chmin!`).

/// `input! { src, n: usize, a: [i64; n] }` reads values from a `kyopro::io::Source`; a bad
/// token exits with status 1.
#[macro_export]
macro_rules! input {
    ($src:expr, $($rest:tt)*) => {
        $crate::input!(@go $src, $($rest)*);
    };
    (@go $src:expr $(,)?) => {};
    (@go $src:expr, $name:ident : [$t:tt; $len:expr] $(, $($rest:tt)*)?) => {
        let $name: Vec<$t> = (0..$len).map(|_| $crate::io::Source::read_or_exit::<$t>(&mut $src)).collect();
        $crate::input!(@go $src $(, $($rest)*)?);
    };
    (@go $src:expr, $name:ident : $t:ty $(, $($rest:tt)*)?) => {
        let $name: $t = $crate::io::Source::read_or_exit(&mut $src);
        $crate::input!(@go $src $(, $($rest)*)?);
    };
}

/// `chmin!(a, b)`: `a = min(a, b)`, true when `a` changed.
#[macro_export]
macro_rules! chmin {
    ($a:expr, $b:expr) => {
        $crate::util::set_if(&mut $a, $b, |new, old| new < old)
    };
}

/// `chmax!(a, b)`: `a = max(a, b)`, true when `a` changed.
#[macro_export]
macro_rules! chmax {
    ($a:expr, $b:expr) => {
        $crate::util::set_if(&mut $a, $b, |new, old| new > old)
    };
}

/// `max!(a, b, c, ..)`.
#[macro_export]
macro_rules! max {
    ($a:expr $(,)?) => { $a };
    ($a:expr, $($rest:expr),+ $(,)?) => { ::std::cmp::max($a, $crate::max!($($rest),+)) };
}

/// Prints to stderr when the `trace` feature is on; nothing otherwise.
#[macro_export]
macro_rules! trace {
    ($($arg:tt)*) => {
        if $crate::util::TRACE {
            eprintln!($($arg)*);
        }
    };
}

/// Crate-internal: bails out of a function returning `Result<_, String>`.
macro_rules! ensure {
    ($cond:expr, $($arg:tt)*) => {
        if !$cond {
            return Err(format!($($arg)*));
        }
    };
}
