//! Points and vectors with `i64` coordinates.

use std::ops::{Add, Sub};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Point {
    pub x: i64,
    pub y: i64,
}

impl Point {
    pub const fn new(x: i64, y: i64) -> Self {
        Point { x, y }
    }

    /// The z component of `self × other`.
    pub fn cross(self, other: Point) -> i128 {
        self.x as i128 * other.y as i128 - self.y as i128 * other.x as i128
    }

    pub fn dot(self, other: Point) -> i128 {
        self.x as i128 * other.x as i128 + self.y as i128 * other.y as i128
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, o: Point) -> Point {
        Point::new(self.x + o.x, self.y + o.y)
    }
}

impl Sub for Point {
    type Output = Point;
    fn sub(self, o: Point) -> Point {
        Point::new(self.x - o.x, self.y - o.y)
    }
}

/// Orientation of `c` seen from `a -> b`: positive when counter-clockwise.
pub fn ccw(a: Point, b: Point, c: Point) -> i128 {
    (b - a).cross(c - a)
}
