//! Convex hull by Andrew's monotone chain.

use crate::point::{ccw, Point};

/// The hull's vertices counter-clockwise from the lowest-leftmost point, without collinear
/// points on its edges.
pub fn convex_hull(points: &[Point]) -> Vec<Point> {
    let mut ps = points.to_vec();
    ps.sort();
    ps.dedup();
    if ps.len() <= 2 {
        return ps;
    }
    let mut hull: Vec<Point> = Vec::with_capacity(2 * ps.len());
    for pass in 0..2 {
        let start = hull.len();
        for &p in ps.iter() {
            while hull.len() >= start + 2 && ccw(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0 {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
        if pass == 0 {
            ps.reverse();
        }
    }
    hull
}

/// Twice the signed area of a polygon.
pub fn double_area(polygon: &[Point]) -> i128 {
    let n = polygon.len();
    (0..n).map(|i| polygon[i].cross(polygon[(i + 1) % n])).sum()
}
