//! A board report built by a registry of rules (bundling shape: output whose order follows
//! item order — a `register!` macro listing fns defined in other modules in another order, a
//! `&[&dyn Rule]` table with ties kept by a stable sort, a derived `Ord` enum whose variants are
//! not in alphabetical order as `BTreeMap` keys, and `impl Report` blocks spread over three
//! module files; and an x-macro `with_simple_rules!($callback)` that hands the rule names to a
//! macro of main's, which qualifies them with `module_path!()`).

pub mod parts;
pub mod report;
pub mod rules;

pub use report::{Report, Stage};
