//! k01-call-site-lib: exported macros whose bodies hold `cfg!(feature = ..)` and
//! `env!("CARGO_PKG_NAME")`. Both are expanded where the macro is called: in the binary's
//! compile they read the binary's features and the binary's package, not this library's.

/// Prints a value; with the `verbose` feature of the crate that calls it, with its name.
#[macro_export]
macro_rules! report {
    ($name:expr, $value:expr) => {
        if cfg!(feature = "verbose") {
            println!("{} = {}", $name, $value)
        } else {
            println!("{}", $value)
        }
    };
}

/// The package that calls it, as a banner line.
#[macro_export]
macro_rules! banner {
    () => {
        concat!("# ", env!("CARGO_PKG_NAME"))
    };
}

/// The sum of the numbers of a line; words that are no number count 0.
pub fn line_sum(line: &str) -> i64 {
    line.split_whitespace().map(|w| w.parse::<i64>().unwrap_or(0)).sum()
}
