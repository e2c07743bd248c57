//! j16-outside-path-dep: a problem whose geometry library is a path dependency outside the
//! workspace.
//!
//! Input: `n`, then `n` points `x y` (|x|, |y| <= 10^9). Output: the number of convex hull
//! vertices, the hull counter-clockwise, and twice its area.

use std::io::{self, Read};

use geom2d::{convex_hull, double_area, Point};

fn parse(text: &str) -> Result<Vec<Point>, String> {
    let nums = text
        .split_whitespace()
        .map(|w| w.parse::<i64>().map_err(|_| format!("`{}` is not an integer", w)))
        .collect::<Result<Vec<_>, _>>()?;
    let (&n, rest) = nums.split_first().ok_or("empty input")?;
    if n < 1 || rest.len() as i64 != 2 * n {
        return Err(format!("expected {} coordinates, found {}", 2 * n.max(0), rest.len()));
    }
    if let Some(v) = rest.iter().find(|v| v.abs() > 1_000_000_000) {
        return Err(format!("coordinate {} out of range", v));
    }
    Ok(rest.chunks(2).map(|c| Point::new(c[0], c[1])).collect())
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap_or_default();
    let points = match parse(&text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    };
    let hull = convex_hull(&points);
    println!("{}", hull.len());
    for p in &hull {
        println!("{} {}", p.x, p.y);
    }
    println!("{}", double_area(&hull));
}
