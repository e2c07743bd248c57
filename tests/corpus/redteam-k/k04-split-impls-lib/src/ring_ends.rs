//! The ends of a ring, as it is rotated (the storage's own ends are `deref()`'s).

use crate::ring::Ring;

impl Ring {
    /// The front value.
    pub fn first(&self) -> Option<&i64> {
        self.data.get(self.head)
    }

    /// The back value.
    pub fn last(&self) -> Option<&i64> {
        let n = self.data.len();
        if n == 0 {
            None
        } else {
            self.data.get((self.head + n - 1) % n)
        }
    }
}
