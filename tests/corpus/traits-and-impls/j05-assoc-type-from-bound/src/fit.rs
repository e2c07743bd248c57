//! Least squares line `y = a x + b`.

use crate::field::Field;

/// The slope and intercept of the best line through `points`, or `None` when every x is the
/// same (in `K`'s arithmetic).
pub fn least_squares<K: Field>(points: &[(f64, f64)]) -> Option<(K::F, K::F)> {
    let zero = K::F::from(0.0);
    let n: K::F = (points.len() as f64).into();
    let (mut sx, mut sy, mut sxx, mut sxy) = (zero, zero, zero, zero);
    for &(x, y) in points {
        let x: K::F = x.into();
        let y = K::F::from(y);
        sx = sx + x;
        sy = sy + y;
        sxx = sxx + x * x;
        sxy = sxy + x * y;
    }
    let den = n * sxx - sx * sx;
    if den == zero {
        return None;
    }
    let slope = (n * sxy - sx * sy) / den;
    let intercept = (sy - slope * sx) / n;
    Some((slope, intercept))
}

/// The answer line for field `K`.
pub fn line<K: Field>(points: &[(f64, f64)]) -> String {
    match least_squares::<K>(points) {
        Some((a, b)) => format!("{} {} {}", K::NAME, a, b),
        None => format!("{} degenerate", K::NAME),
    }
}
