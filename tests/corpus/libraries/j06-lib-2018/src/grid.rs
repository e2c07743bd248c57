//! A rectangular grid of bytes with breadth-first search.

use std::collections::VecDeque;
use std::convert::TryFrom;
use std::fmt;

/// Why a grid could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridError(pub String);

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GridError {}

/// `h` rows of `w` cells.
#[derive(Debug, Clone)]
pub struct Grid {
    pub h: usize,
    pub w: usize,
    cells: Vec<u8>,
}

impl<'a> TryFrom<&'a [&'a str]> for Grid {
    type Error = GridError;

    fn try_from(rows: &'a [&'a str]) -> Result<Self, GridError> {
        if rows.is_empty() {
            bail!("the grid has no rows");
        }
        let w = rows[0].len();
        let mut cells = Vec::with_capacity(w * rows.len());
        for (i, row) in rows.iter().enumerate() {
            if row.len() != w {
                bail!("row {} has {} cells, not {}", i + 1, row.len(), w);
            }
            cells.extend_from_slice(row.as_bytes());
        }
        Ok(Grid { h: rows.len(), w, cells })
    }
}

impl Grid {
    pub fn at(&self, r: usize, c: usize) -> u8 {
        self.cells[r * self.w + c]
    }

    /// The first cell holding `b`, row by row.
    pub fn find(&self, b: u8) -> Option<(usize, usize)> {
        let i = self.cells.iter().position(|&x| x == b)?;
        Some((i / self.w, i % self.w))
    }

    fn neighbours(&self, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        const D: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
        let (h, w) = (self.h as isize, self.w as isize);
        D.iter().filter_map(move |&(dr, dc)| {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr >= 0 && nr < h && nc >= 0 && nc < w {
                Some((nr as usize, nc as usize))
            } else {
                None
            }
        })
    }

    /// Distances from `start` over cells `passable` accepts (`None`: unreached).
    pub fn bfs(&self, start: (usize, usize), passable: &dyn Fn(u8) -> bool) -> Vec<Option<u32>> {
        let mut dist = vec![None; self.h * self.w];
        let mut queue = VecDeque::new();
        dist[start.0 * self.w + start.1] = Some(0);
        queue.push_back(start);
        while let Some((r, c)) = queue.pop_front() {
            let d = dist[r * self.w + c].unwrap();
            for (nr, nc) in self.neighbours(r, c) {
                let k = nr * self.w + nc;
                if dist[k].is_none() && passable(self.cells[k]) {
                    dist[k] = Some(d + 1);
                    queue.push_back((nr, nc));
                }
            }
        }
        dist
    }
}
