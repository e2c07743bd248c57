//! k07-macro-impls-lib: a library trait whose impls for the integer types a `macro_rules!`
//! writes, in a module of their own that nothing names; and a prelude that re-exports what
//! a solution uses, `std::io::Write` in a `pub use` of its own.

pub mod int_impls;
pub mod ord_ext;
pub mod prelude;
