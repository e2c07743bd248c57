//! Union-find with sizes.

use super::*;

#[derive(Debug, Clone)]
pub struct UnionFind {
    parent: Vec<Index>,
    size: Vec<usize>,
    groups: usize,
}

impl UnionFind {
    pub fn new(n: Index) -> Self {
        UnionFind { parent: (0..n).collect(), size: vec![1; n], groups: n }
    }

    pub fn find(&mut self, x: Index) -> Index {
        let p = self.parent[x];
        if p == x {
            return x;
        }
        let r = self.find(p);
        self.parent[x] = r;
        r
    }

    pub fn unite(&mut self, a: Index, b: Index) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a;
        self.size[a] += self.size[b];
        self.groups -= 1;
        crate::trace!("unite {} {} -> {} groups", a, b, self.groups);
        true
    }

    /// `unite`, with both vertices checked.
    pub fn try_unite(&mut self, a: Index, b: Index) -> Result<bool, String> {
        let n = self.parent.len();
        ensure!(a < n && b < n, "vertex out of range: {} {} (n = {})", a, b, n);
        Ok(self.unite(a, b))
    }

    pub fn groups(&self) -> usize {
        self.groups
    }
}
