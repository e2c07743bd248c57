//! Sites and notes: where a fact was worked out.

use std::fmt::Display;

/// A fact's name and where it was worked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Site {
    /// What was noted.
    pub what: &'static str,
    /// The source file of the call.
    pub file: &'static str,
    /// The line of the call.
    pub line: u32,
    /// The module of the call.
    pub module: &'static str,
}

/// This helper's own place: always this file.
pub fn here() -> String {
    format!("{}:{} in {}", file!(), line!(), module_path!())
}

/// `label=value @site`.
pub fn note(label: &str, value: impl Display, site: &str) -> String {
    format!("{label}={value} @{site}")
}
