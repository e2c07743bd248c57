//! j18-kyopro-macros: shortest paths with a contest library's exported macros (`input!`,
//! `chmax!`, `kyopro::max!`, which reach the library through `$crate::`) and its `#[path]`
//! Dijkstra module.
//!
//! Input: `n m s`, then `m` edges `u v w` (0-based, `w >= 0`). Output: the distance from `s`
//! to each vertex (`-1` when unreachable), then `far <max distance> <max of n, m, s>`.

use kyopro::graph::{dijkstra, Graph};
use kyopro::io::Source;
use kyopro::{chmax, input};

fn main() {
    let mut src = Source::stdin();
    input! { src, n: usize, m: usize, s: usize }
    if n == 0 || s >= n {
        eprintln!("error: need 0 <= s < n");
        std::process::exit(1);
    }
    let mut g = Graph::new(n);
    for i in 0..m {
        input! { src, u: usize, v: usize, w: i64 }
        if u >= n || v >= n || w < 0 {
            eprintln!("error: edge {} is invalid: {} {} {}", i + 1, u, v, w);
            std::process::exit(1);
        }
        g.add_edge(u, v, w);
    }
    if !src.at_end() {
        eprintln!("error: trailing input");
        std::process::exit(1);
    }
    let dist = dijkstra(&g, s);
    let mut far = 0;
    let mut line = Vec::with_capacity(n);
    for d in &dist {
        match d {
            Some(d) => {
                chmax!(far, *d);
                line.push(d.to_string());
            }
            None => line.push("-1".to_string()),
        }
    }
    println!("{}", line.join(" "));
    println!("far {} {}", far, kyopro::max!(n, m, s));
}
