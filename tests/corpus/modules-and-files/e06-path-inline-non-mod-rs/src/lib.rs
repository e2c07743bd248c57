//! `#[path]` on an inline module inside a non-mod-rs file (bundling shape: `src/rules.rs`
//! holds `#[path = "shared"] mod helpers { pub mod masks; }`, which rustc reads from
//! `src/shared/masks.rs`: for an inline module the path is taken from the folder of the file
//! (`src/`), not from `src/rules/`; also an inline module without `#[path]` holding `mod
//! extra;`, read from `src/rules/inline/extra.rs`).
//!
//! Each line is a board in letters; the answer names the marks with a line and how many
//! corners are taken.

pub mod rules;

pub use rules::answer;
