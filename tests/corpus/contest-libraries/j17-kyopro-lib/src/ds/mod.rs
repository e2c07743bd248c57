//! Data structures; everything re-exported flat (`kyopro::ds::Fenwick`).

mod fenwick;
mod union_find;

pub use self::fenwick::*;
pub use self::union_find::*;

/// What structures here index by.
pub type Index = usize;
