//! Tic-tac-toe on bitboards: lines, legality, reachability, perfect play, and the judge I/O
//! shared by this workspace's judge binaries.
//!
//! Std only and free of dependencies, so any module can be inlined into a single-file judge
//! submission (`cargo xtask bundle`).
//!
//! ```
//! use ttt_core::board::{Board, Mark};
//! assert_eq!(Board::EMPTY.count(Mark::X), 0);
//! ```
#![deny(missing_docs)]

pub mod board;
pub mod judge;
pub mod lines;
pub mod notation;
pub mod perfect_play;
pub mod positions;
pub mod rules;
