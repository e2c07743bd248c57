//! `cargo xtask` as a library: one module per task, so the `tests/` crate runs under
//! `cargo test` exactly what `cargo xtask` runs on the command line.
//!
//! [`cli`] is the command line, one task per module ([`verify`], [`bundle`], [`toolchains`],
//! [`new`], ...), each given the workspace's model ([`problems`]); ARCHITECTURE.md maps them.
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
pub mod checker;
pub mod cli;
pub mod function;
pub mod judge_compile;
pub mod new;
pub mod problems;
pub mod process;
pub mod profile;
pub mod samples;
pub mod snapshots;
pub mod system;
pub mod table;
pub mod toolchains;
pub mod verify;
