//! A buffered output: lines are kept and printed at once.

use std::fmt::Display;

/// The lines written so far.
#[derive(Debug, Default)]
pub struct Out {
    pub(crate) buf: String,
}

/// An empty output.
pub fn out() -> Out {
    Out::default()
}

impl Out {
    /// Adds a line.
    pub fn line(&mut self, value: impl Display) {
        self.buf.push_str(&value.to_string());
        self.buf.push('\n');
    }
}
