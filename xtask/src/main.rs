//! `cargo xtask`: workspace automation. The tasks, their options and the one `match` that
//! runs them are [`xtask::cli`]'s; this only calls it and turns an error into exit status 1.

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
