//! What a solution brings in with one glob.

pub use crate::ord_ext::ChMinMax;
pub use std::io::{stdin, stdout, BufWriter, Read};
pub use std::io::Write;
