//! A ring buffer: the values in storage order and where the front is.

use std::ops::Deref;

/// Values kept in storage order; the ring's front is `head`.
#[derive(Debug)]
pub struct Ring {
    pub(crate) data: Vec<i64>,
    pub(crate) head: usize,
}

/// The values rotated left by `k`: the front is the value at `k % len`.
pub fn rotated(data: Vec<i64>, k: usize) -> Ring {
    let head = if data.is_empty() { 0 } else { k % data.len() };
    Ring { data, head }
}

impl Deref for Ring {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        &self.data
    }
}
