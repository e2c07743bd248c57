//! `cargo xtask`: workspace automation, one module per task, dispatched from one `match`
//! ([`xtask::cli`], where the tasks and their options are).
//!
//! - `cargo xtask verify [--problem <crate>]`: every problem checked against its judge's
//!   profile: verdicts, limits, bundle, compiler; one table.
//! - `cargo xtask toolchains [--install]`: the rustc releases the judge profiles name, and
//!   whether each is here; rustup installs the missing ones with `--install`.
//! - `cargo xtask accept`: accept the sample runs' snapshots waiting for review.
//! - `cargo xtask bundle <crate> [--stdout]`: the single-file submission of one problem.
//! - `cargo xtask bench [--quick]`: the release binaries measured against baselines, in tables.
//! - `cargo xtask new <crate> [--judge <judge>] [--board <notation>]`: a new problem crate, its judge profile and
//!   placeholder samples, ready to solve.

use std::process::ExitCode;

use clap::Parser;
use xtask::cli::{run, Cli};
use xtask::problems::Workspace;
use xtask::verify::EXIT_FAILED;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&Workspace::current(), cli.task) {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(EXIT_FAILED)
        }
    }
}
