//! `cargo xtask` as a library: one module per task, so the `tests/` crate runs under
//! `cargo test` exactly what `cargo xtask` runs on the command line.
//!
//! - [`bundle`] turns a problem crate and the `ttt-core` modules it uses into one `.rs` file
//!   that a judge compiles with `rustc --edition 2021 -O`, std only.
//! - [`verify`] checks every problem against its judge profile ([`profile`]): builds the
//!   release binaries, runs every sample through every binary with a verdict and the problem's
//!   time and memory limits ([`samples`], [`process`]; the runs recorded by [`snapshots`]),
//!   bundles every problem, compiles each bundle as its judge does, with the judge's own rustc
//!   release ([`judge_compile`]), and runs the samples and generated inputs through it.
//! - [`toolchains`] lists, and installs, the rustc releases the judge profiles name.
//! - [`bench`] times the release binaries against floors and naive baselines built in the
//!   same run.
//! - [`new`] scaffolds a problem crate, its judge profile and its samples.
//! - [`cli`] is the command line: each task's options, and the `match` that runs a task.
//!
//! ```no_run
//! let workspace = xtask::problems::Workspace::current();
//! let problem = workspace.problem("boj17825").unwrap();
//! let bundle = xtask::bundle::bundle(&workspace, &problem).unwrap();
//! assert!(bundle.source.contains("fn main"));
//! ```

pub mod bench;
pub mod bundle;
pub mod cache;
pub mod cargo;
pub mod cli;
pub mod function;
pub mod judge_compile;
pub mod new;
pub mod problems;
pub mod process;
pub mod profile;
pub mod samples;
pub mod snapshots;
pub mod table;
pub mod toolchains;
pub mod unix_only;
pub mod verify;
