//! j05-assoc-type-from-bound: least squares over two number types chosen by a `Field` trait.
//! `Fixed6` gets its `From<f64>` in module `conv`, which nothing imports or names: the impl is
//! reached only through the bound `type F: From<f64>` of `Field`, by `K::F::from(..)` and
//! `.into()` in generic code.

mod conv;
mod fixed;

pub mod field;
pub mod fit;

pub use fixed::Fixed6;
