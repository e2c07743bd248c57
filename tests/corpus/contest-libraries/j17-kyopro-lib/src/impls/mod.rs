//! Impls of the library's traits for std types. Users never name this module.

mod int;
