//! `cargo xtask`: workspace automation, one module per task, dispatched from one `match`.
//!
//! - `cargo xtask verify [--problem <crate>]`: every check of every problem (or one), one table.
//! - `cargo xtask bundle <crate> [--stdout]`: the single-file submission of one problem.
//! - `cargo xtask bench [--quick]`: the release binaries measured against baselines, in tables.
//! - `cargo xtask new <crate>`: a new problem crate and placeholder samples, ready to solve.

use std::process::ExitCode;

use anyhow::{bail, Result};
use xtask::problems::Workspace;

const USAGE: &str = "usage:
  cargo xtask verify [--problem <crate>]   build, run every sample through every binary, bundle,
                                           compile each bundle as the judge does, check Rust 1.73
  cargo xtask bundle <crate> [--stdout]    write target/submit/<crate>.rs and print its path
                                           (--stdout: print the file instead)
  cargo xtask bench [--quick]              time the release binaries against baselines built in
                                           the same run, print the tables and the targets met
                                           (--quick: small inputs, done in seconds)
  cargo xtask new <crate>                  create crates/<crate> and samples/<crate>: a problem to
                                           solve, found by verify, bundle and the tests";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode> {
    let workspace = Workspace::current();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["verify"] => verify(&workspace, None),
        ["verify", "--problem", problem] => verify(&workspace, Some(problem)),
        ["bundle", problem] => bundle(&workspace, problem, false),
        ["bundle", problem, "--stdout"] | ["bundle", "--stdout", problem] => {
            bundle(&workspace, problem, true)
        }
        ["bench", options @ ..] => {
            xtask::bench::main(&workspace, options).map(|()| ExitCode::SUCCESS)
        }
        ["new", name] => {
            print!("{}", xtask::new::new_problem(&workspace, name)?.render());
            Ok(ExitCode::SUCCESS)
        }
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        [] => bail!("no task given\n{USAGE}"),
        ["new"] => bail!("`new` needs the name of the problem\n{USAGE}"),
        _ => bail!("unknown command `{}`\n{USAGE}", args.join(" ")),
    }
}

fn verify(workspace: &Workspace, problem: Option<&str>) -> Result<ExitCode> {
    // verify prints insta's findings itself, in its table; insta's own report would repeat each
    // snapshot in full. An INSTA_OUTPUT the user set still wins.
    if std::env::var_os("INSTA_OUTPUT").is_none() {
        std::env::set_var("INSTA_OUTPUT", "none");
    }
    quiet_snapshot_panics();
    let report = xtask::verify::verify(workspace, problem)?;
    print!("{}", report.render());
    Ok(if report.passed() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// A failed snapshot is a panic inside insta, caught and reported by verify; only other panics
/// are worth their message and backtrace.
fn quiet_snapshot_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if !message.starts_with("snapshot assertion") {
            default(info);
        }
    }));
}

fn bundle(workspace: &Workspace, problem: &str, stdout: bool) -> Result<ExitCode> {
    let problem = workspace.problem(problem)?;
    let bundle = if stdout {
        let bundle = xtask::bundle::bundle(workspace, &problem)?;
        print!("{}", bundle.source);
        bundle
    } else {
        let dir = xtask::bundle::submit_dir(&xtask::cargo::target_dir(workspace)?);
        let (bundle, path) = xtask::bundle::write(workspace, &problem, &dir)?;
        println!("{}", path.display());
        bundle
    };
    for warning in &bundle.warnings {
        eprintln!("{warning}");
    }
    Ok(ExitCode::SUCCESS)
}
