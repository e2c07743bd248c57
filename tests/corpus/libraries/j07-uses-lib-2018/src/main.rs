//! j07-uses-lib-2018: a 2021 problem over a 2018-edition library whose code is also valid 2021.
//!
//! Input: `h w`, then `h` rows of `w` cells: `.` floor, `#` wall, `S` start, `G` goal. Output:
//! the fewest steps from S to G, or -1; then how many cells S reaches.

use std::convert::TryFrom;
use std::io::{self, Read};

use j06_lib_2018::{Grid, GridError};

fn solve(text: &str) -> Result<(i64, usize), GridError> {
    let mut lines = text.lines();
    let head: Vec<usize> = lines
        .next()
        .unwrap_or("")
        .split_whitespace()
        .map(|w| w.parse().map_err(|_| GridError(format!("bad size `{}`", w))))
        .collect::<Result<_, _>>()?;
    if head.len() != 2 {
        return Err(GridError("the first line must be `h w`".into()));
    }
    let rows: Vec<&str> = lines.take(head[0]).map(str::trim_end).collect();
    if rows.len() != head[0] {
        return Err(GridError(format!("{} rows, not {}", rows.len(), head[0])));
    }
    let grid = Grid::try_from(&rows[..])?;
    if grid.w != head[1] {
        return Err(GridError(format!("rows are {} wide, not {}", grid.w, head[1])));
    }
    let start = grid.find(b'S').ok_or_else(|| GridError("no S".into()))?;
    let goal = grid.find(b'G').ok_or_else(|| GridError("no G".into()))?;
    let dist = grid.bfs(start, &|b| b != b'#');
    let steps = dist[goal.0 * grid.w + goal.1].map_or(-1, i64::from);
    Ok((steps, dist.iter().filter(|d| d.is_some()).count()))
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).ok();
    match solve(&text) {
        Ok((steps, reached)) => println!("{}\n{}", steps, reached),
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
}
