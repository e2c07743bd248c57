//! Dijkstra over an adjacency list (included by `graph.rs` with `#[path]`).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::util::INF;

/// Directed weighted edges, by source vertex.
#[derive(Debug, Clone, Default)]
pub struct Graph {
    pub adj: Vec<Vec<(usize, i64)>>,
}

impl Graph {
    pub fn new(n: usize) -> Self {
        Graph { adj: vec![Vec::new(); n] }
    }

    pub fn add_edge(&mut self, from: usize, to: usize, w: i64) {
        self.adj[from].push((to, w));
    }
}

/// Shortest distances from `s`; `None` for an unreachable vertex.
pub fn dijkstra(g: &Graph, s: usize) -> Vec<Option<i64>> {
    let mut dist = vec![INF; g.adj.len()];
    let mut heap = BinaryHeap::new();
    dist[s] = 0;
    heap.push(Reverse((0, s)));
    while let Some(Reverse((d, v))) = heap.pop() {
        if d > dist[v] {
            continue;
        }
        for &(to, w) in &g.adj[v] {
            if crate::chmin!(dist[to], d + w) {
                heap.push(Reverse((dist[to], to)));
            }
        }
    }
    dist.into_iter().map(|d| if d == INF { None } else { Some(d) }).collect()
}
