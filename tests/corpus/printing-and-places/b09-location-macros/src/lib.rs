//! Symmetry classes with located diagnostics: `file!()`, `line!()`, `column!()` and
//! `module_path!()` inside a crate-local `bail!` macro expanded in another module file, and in
//! main's debug line on stderr.
//! Problem: every non-blank input line holds a board as nine letters `X`, `O` and `.`, row by
//! row (any board, legal or not). The eight rotations and reflections of the square turn a
//! board into its images. For each board print its canonical image, the one whose base-3
//! number is smallest (square `i` is digit `i`, least significant first: 0 empty, 1 X, 2 O),
//! as nine letters, then the number of distinct images (1, 2, 4 or 8). After the answers, stderr
//! gets a debug line with the number of boards. A malformed line stops the program with exit
//! status 2: the answers before it, then `error: <what> (raised at <file>:<line>:<column> in
//! <module>)` on stderr.

use std::fmt;

/// Why a line was rejected, and where in the source the check sits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The source file of the check.
    pub file: &'static str,
    /// Its line.
    pub line: u32,
    /// Its column.
    pub column: u32,
    /// Its module.
    pub module: &'static str,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (raised at {}:{}:{} in {})",
            self.message, self.file, self.line, self.column, self.module
        )
    }
}

impl std::error::Error for Failure {}

/// Returns a [`Failure`] located where the macro is invoked.
macro_rules! bail {
    ($($arg:tt)*) => {
        return Err($crate::Failure {
            file: file!(),
            line: line!(),
            column: column!(),
            module: module_path!(),
            message: format!($($arg)*),
        })
    };
}

pub mod classes;
pub mod parse;

#[cfg(test)]
mod tests {
    #[test]
    fn failures_point_into_the_parser() {
        let failure = crate::parse::board("XO").unwrap_err();
        assert_eq!(failure.module, "b09_location_macros::parse");
        assert!(failure.file.ends_with("parse.rs"), "{}", failure.file);
        assert_eq!(failure.message, "expected 9 letters, found 2");
    }
}
