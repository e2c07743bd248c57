//! Conversions into `Fixed6`. Nothing imports this module: its impl is found by trait
//! resolution only.

use crate::fixed::{Fixed6, SCALE};

impl From<f64> for Fixed6 {
    fn from(value: f64) -> Self {
        Fixed6((value * SCALE as f64).round() as i64)
    }
}
