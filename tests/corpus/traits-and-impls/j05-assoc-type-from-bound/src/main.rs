//! Input: `n`, then `n` points `x y` (decimals, |x|, |y| <= 1000). Output: the least squares
//! line in floating point and in fixed point.

use std::io::{self, Read};

use j05_assoc_type_from_bound::field::{Fixed, Float};
use j05_assoc_type_from_bound::fit::line;

fn read_points(text: &str) -> Result<Vec<(f64, f64)>, String> {
    let mut words = text.split_whitespace();
    let mut number = |what: &str| -> Result<f64, String> {
        let w = words.next().ok_or_else(|| format!("missing {}", what))?;
        let v: f64 = w.parse().map_err(|_| format!("{} `{}` is not a number", what, w))?;
        if !v.is_finite() || v.abs() > 1000.0 {
            return Err(format!("{} `{}` is out of range", what, w));
        }
        Ok(v)
    };
    let n = number("n")?;
    if n < 1.0 || n.fract() != 0.0 {
        return Err("n must be a positive integer".into());
    }
    let mut points = Vec::new();
    for _ in 0..n as usize {
        let x = number("x")?;
        let y = number("y")?;
        points.push((x, y));
    }
    Ok(points)
}

fn main() {
    let mut text = String::new();
    let _ = io::stdin().read_to_string(&mut text);
    match read_points(&text) {
        Ok(points) => {
            println!("{}", line::<Float>(&points));
            println!("{}", line::<Fixed>(&points));
        }
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
}
