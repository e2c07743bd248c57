//! An output buffer that the crate's `emit!` macro writes lines into.

use std::fmt::{self, Write};

/// The answers so far, one line each.
#[derive(Debug, Default)]
pub struct Out(String);

impl Out {
    /// The text written so far.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Appends `args` and a line end.
pub fn push_line(out: &mut Out, args: fmt::Arguments<'_>) {
    out.0.write_fmt(args).expect("writing to a String cannot fail");
    out.0.push('\n');
}
