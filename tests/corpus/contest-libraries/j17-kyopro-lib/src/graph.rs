//! Graph algorithms; the Dijkstra implementation lives in a file of another name.

#[path = "graph_algos/dijkstra_impl.rs"]
pub mod dijkstra;

pub use self::dijkstra::{dijkstra, Graph};
