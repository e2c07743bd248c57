//! geom2d: integer 2D geometry kept outside the workspace, a path
//! dependency of j16-outside-path-dep (`path = "../../../outside/geom2d"`).

pub mod hull;
pub mod point;

pub use hull::{convex_hull, double_area};
pub use point::Point;
