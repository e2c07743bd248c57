//! j08-lib-2024: a sparse table for idempotent range queries, on the 2024 edition, written so
//! that the same code compiles as 2021 with the same meaning (`+ '_` spelt out on the returned
//! iterator, which 2024 would capture anyway). j09-uses-lib-2024 depends on it.

use std::fmt;

/// An idempotent associative operation (min, max, gcd, and, or).
pub trait Idempotent<T> {
    fn op(a: &T, b: &T) -> T;
}

/// Minimum.
#[derive(Debug)]
pub enum MinOp {}
/// Maximum.
#[derive(Debug)]
pub enum MaxOp {}

impl<T: Ord + Clone> Idempotent<T> for MinOp {
    fn op(a: &T, b: &T) -> T {
        a.min(b).clone()
    }
}

impl<T: Ord + Clone> Idempotent<T> for MaxOp {
    fn op(a: &T, b: &T) -> T {
        a.max(b).clone()
    }
}

/// `O(n log n)` build, `O(1)` query over half-open ranges.
pub struct SparseTable<T, Op> {
    levels: Vec<Vec<T>>,
    _op: std::marker::PhantomData<fn() -> Op>,
}

impl<T: fmt::Debug, Op> fmt::Debug for SparseTable<T, Op> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SparseTable").field("base", &self.levels[0]).finish()
    }
}

impl<T: Clone, Op: Idempotent<T>> SparseTable<T, Op> {
    pub fn new(values: Vec<T>) -> Self {
        let n = values.len();
        let mut levels = vec![values];
        let mut k = 1;
        while 2 * k <= n {
            let prev = levels.last().unwrap();
            let next: Vec<T> = (0..=n - 2 * k).map(|i| Op::op(&prev[i], &prev[i + k])).collect();
            levels.push(next);
            k *= 2;
        }
        SparseTable { levels, _op: std::marker::PhantomData }
    }

    pub fn len(&self) -> usize {
        self.levels[0].len()
    }

    pub fn is_empty(&self) -> bool {
        self.levels[0].is_empty()
    }

    /// The operation over `l..r`, `None` for an empty range.
    pub fn query(&self, l: usize, r: usize) -> Option<T> {
        if l >= r || r > self.len() {
            return None;
        }
        let level = (usize::BITS - 1 - (r - l).leading_zeros()) as usize;
        let row = &self.levels[level];
        Some(Op::op(&row[l], &row[r - (1 << level)]))
    }

    /// The values, in order.
    pub fn values(&self) -> impl Iterator<Item = &T> + '_ {
        self.levels[0].iter()
    }
}
