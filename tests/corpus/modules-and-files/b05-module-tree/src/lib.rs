//! Counting games: a tree of module files (`geometry/mod.rs` with `geometry/walk.rs`,
//! `solver.rs` with `solver/cache.rs`), `pub(crate)`, `pub(super)` and `pub(in crate::solver)`
//! items, re-exports of `ttt-core` types used from main through this crate's path, `use
//! super::*`, `self::` paths, enum variant imports, a renamed import and a `use ttt_core;`.
//! Problem: the input holds boards, each three lines of three digits (`0` empty, `1` X, `2` O)
//! as in BOJ 16571; X moves first. For each board print whose turn it is (`X`, `O`, or `-` when
//! the game is over), then how many different move sequences continue the game to its end, and
//! how many of those X wins, O wins and end drawn (a finished board has one: the empty one).
//! From the empty board that is `X 255168 131184 77904 46080`. A board no game reaches prints
//! `unreachable`. Malformed input prints `error: <where and what>` on stderr and exits with
//! status 1 before any answer.

pub mod geometry;
mod report;
pub mod solver;

pub use report::read_boards;
pub use solver::Counts;
pub use ttt_core::board::{Board, Mark};
