//! Macros that read build-time data.

/// The line names, one a line, in the order of `ttt_core::lines::LINES`.
macro_rules! line_names {
    () => {
        include_str!("names.txt")
    };
}

/// The package's name.
macro_rules! package {
    () => {
        env!("CARGO_PKG_NAME")
    };
}
