//! j06-lib-2018: a grid library on the 2018 edition, in 2018 idiom (`TryFrom` imported, as the
//! 2018 prelude lacks it; `crate::` paths; `dyn Fn`), whose code also compiles as 2021 with the
//! same meaning. j07-uses-lib-2018 depends on it.

#[macro_use]
mod macros;

pub mod grid;

pub use crate::grid::{Grid, GridError};
