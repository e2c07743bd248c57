//! The weight of a phase: an `impl` for `Phase` away from its type.

use super::Phase;
use crate::WEIGHTS;

impl Phase {
    /// The weight of the phase.
    pub fn weight(self) -> u32 {
        use Phase::*;
        match self {
            Opening => WEIGHTS[0],
            Middle => WEIGHTS[1],
            Ending => WEIGHTS[2],
        }
    }
}
