//! A Fenwick tree over `i64`.

use super::*;
use crate::util::lowbit;

/// Point add, prefix sum.
#[derive(Debug, Clone)]
pub struct Fenwick {
    tree: Vec<i64>,
}

impl Fenwick {
    pub fn new(n: Index) -> Self {
        Fenwick { tree: vec![0; n + 1] }
    }

    pub fn add(&mut self, i: Index, v: i64) {
        let mut i = i + 1;
        while i < self.tree.len() {
            self.tree[i] += v;
            i += lowbit(i);
        }
    }

    /// The sum of the first `i` values.
    pub fn prefix(&self, mut i: Index) -> i64 {
        let mut s = 0;
        while i > 0 {
            s += self.tree[i];
            i -= lowbit(i);
        }
        s
    }
}

/// The number of pairs `i < j` with `a[i] > a[j]`, for values in `0..bound`.
pub fn inversions(a: &[usize], bound: usize) -> i64 {
    let mut fw = Fenwick::new(bound);
    let mut total = 0;
    for (seen, &x) in a.iter().enumerate() {
        total += seen as i64 - fw.prefix(x + 1);
        fw.add(x, 1);
    }
    total
}
