//! Keeping a running minimum or maximum.

/// `chmin`/`chmax`: replace `self` when `value` is better, saying whether it was.
pub trait ChMinMax {
    fn chmin(&mut self, value: Self) -> bool;
    fn chmax(&mut self, value: Self) -> bool;
}
