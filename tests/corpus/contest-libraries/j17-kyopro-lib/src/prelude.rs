//! `use kyopro::prelude::*;` brings the data structures, math and extension traits.

pub use crate::ds::*;
pub use crate::ext::*;
pub use crate::math::*;
