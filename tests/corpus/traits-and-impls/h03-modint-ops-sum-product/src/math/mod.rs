//! Modular arithmetic for the template: `ModInt<M>` with its operators written by macros.

mod modint;

pub use self::modint::{ModInt, Mint};
