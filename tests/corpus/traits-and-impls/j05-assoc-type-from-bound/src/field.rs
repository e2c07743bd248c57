//! The number types a fit can be computed in.

use std::fmt::Display;
use std::ops::{Add, Div, Mul, Sub};

/// A kind of number, made from `f64` input values.
pub trait Field {
    /// The number type.
    type F: From<f64>
        + Copy
        + PartialEq
        + Display
        + Add<Output = Self::F>
        + Sub<Output = Self::F>
        + Mul<Output = Self::F>
        + Div<Output = Self::F>;
    /// The name printed before the answer.
    const NAME: &'static str;
}

/// Plain floating point.
#[derive(Debug)]
pub struct Float;

impl Field for Float {
    type F = f64;
    const NAME: &'static str = "float";
}

/// Six-decimal fixed point.
#[derive(Debug)]
pub struct Fixed;

impl Field for Fixed {
    type F = crate::Fixed6;
    const NAME: &'static str = "fixed";
}
