//! Folding with a monoid, and a `Default` accumulator.

use super::Monoid;

/// Folds `items` with `M`'s operation from its identity.
pub fn fold<M: Monoid, I: IntoIterator<Item = M>>(items: I) -> M {
    items.into_iter().fold(M::ID, M::op)
}

/// A running summary that starts from `Default`.
#[derive(Debug, Default, Clone)]
pub struct Running<T> {
    /// Values seen.
    pub seen: Vec<T>,
    /// Times `push` was called.
    pub pushes: usize,
}

impl<T> Running<T> {
    /// Records a value.
    pub fn push(&mut self, value: T) {
        self.seen.push(value);
        self.pushes += 1;
    }

    /// The values so far, leaving the summary empty.
    pub fn take(&mut self) -> Vec<T> {
        std::mem::take(&mut self.seen)
    }
}
