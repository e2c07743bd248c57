//! j21-fn-local-impls: `impl` blocks written inside function bodies, as contest code does.
//! They are in effect for the whole crate wherever the function is, called or not:
//! - `Matrix`'s `Display` and `Mul` are implemented inside `matrix::impls_for_matrix`, a
//!   function nobody calls;
//! - the library trait `Monoid` is implemented for a struct local to `main` (main.rs);
//! - `Ord` for a function-local struct inside `top_k`.

pub mod matrix {
    use std::fmt;
    use std::ops::Mul;

    /// A 2x2 matrix modulo `MOD`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Matrix(pub [[u64; 2]; 2]);

    pub const MOD: u64 = 1_000_000_007;

    impl Matrix {
        pub const IDENTITY: Matrix = Matrix([[1, 0], [0, 1]]);

        pub fn pow(self, mut e: u64) -> Matrix {
            let mut base = self;
            let mut acc = Matrix::IDENTITY;
            while e > 0 {
                if e & 1 == 1 {
                    acc = acc * base;
                }
                base = base * base;
                e >>= 1;
            }
            acc
        }
    }

    // The impls live in a function body (kept from a snippet file that wrapped them so).
    #[allow(dead_code)]
    fn impls_for_matrix() {
        impl Mul for Matrix {
            type Output = Matrix;
            fn mul(self, o: Matrix) -> Matrix {
                let mut r = [[0u64; 2]; 2];
                for (i, row) in r.iter_mut().enumerate() {
                    for (j, cell) in row.iter_mut().enumerate() {
                        *cell = (self.0[i][0] * o.0[0][j] + self.0[i][1] * o.0[1][j]) % MOD;
                    }
                }
                Matrix(r)
            }
        }

        impl fmt::Display for Matrix {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "[{} {}; {} {}]", self.0[0][0], self.0[0][1], self.0[1][0], self.0[1][1])
            }
        }
    }
}

pub mod monoid {
    /// An associative operation with an identity.
    pub trait Monoid {
        type S: Copy;
        fn id() -> Self::S;
        fn op(a: Self::S, b: Self::S) -> Self::S;
    }

    /// Folds a slice with monoid `M`.
    pub fn fold<M: Monoid>(xs: &[M::S]) -> M::S {
        xs.iter().fold(M::id(), |a, &b| M::op(a, b))
    }
}

/// The `k` largest `(score, name)` pairs, best first; ties by name ascending.
pub fn top_k(entries: &[(i64, String)], k: usize) -> Vec<(i64, String)> {
    use std::cmp::Ordering;
    use std::collections::BinaryHeap;

    #[derive(PartialEq, Eq)]
    struct Entry<'a>(i64, &'a str);

    impl Ord for Entry<'_> {
        fn cmp(&self, other: &Self) -> Ordering {
            // The heap keeps the worst on top: reverse of "better".
            other.0.cmp(&self.0).then_with(|| self.1.cmp(other.1))
        }
    }

    impl PartialOrd for Entry<'_> {
        fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
            Some(self.cmp(other))
        }
    }

    let mut heap = BinaryHeap::new();
    for (score, name) in entries {
        heap.push(Entry(*score, name));
        if heap.len() > k {
            heap.pop();
        }
    }
    let mut out: Vec<(i64, String)> = heap.into_iter().map(|e| (e.0, e.1.to_string())).collect();
    out.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    out
}
