//! The command line of `cargo xtask`, parsed by clap, and [`run`], the one `match` that
//! dispatches a task to its module; `src/main.rs` only calls it, so the tests run the commands
//! as the binary does.

use anyhow::{bail, Result};
use clap::{Parser, Subcommand};

use crate::judge_compile::{Install, Judge};
use crate::new::{JudgeSide, Shape};
use crate::problems::Workspace;
use crate::verify::{size_check, EXIT_FAILED, EXIT_PASSED};

/// Workspace automation: verify, bundle, bench and add judge problems.
#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about,
    after_help = "Run `cargo xtask <task> --help` for a task's options and exit statuses."
)]
pub struct Cli {
    /// The task to run.
    #[command(subcommand)]
    pub task: Task,
}

/// A task and its options, as the command line gave them.
#[derive(Debug, Subcommand)]
pub enum Task {
    /// Check every problem (or one) against its judge: verdicts, limits, bundle, compiler
    ///
    /// Runs every sample through every release binary and each problem's bundle, compiled as its
    /// judge compiles it, gives each run its verdict (AC, WA, TLE, MLE, RE, CE) against the
    /// problem's limits, holds the bundle to the binary on generated inputs; prints one table.
    #[command(after_help = "\
Exit status:
  0  every check passed and every snapshot matches
  1  a verdict other than AC, or another check failed (and, under CI=true, a snapshot
     that is missing or changed)
  2  wrong usage
  3  every check passed, but snapshots wait for review: read them, then `cargo xtask accept`")]
    Verify {
        /// Check only this problem (its binary still meets every problem's samples)
        #[arg(long, value_name = "PROBLEM")]
        problem: Option<String>,
        /// Install no missing judge rustc or target (as XTASK_NO_INSTALL=1 does)
        #[arg(long)]
        no_install: bool,
    },
    /// List the rustc releases the judge profiles name and whether each is here
    ///
    /// Each release found as verify finds it (the profile's `compiler`, XTASK_RUSTC_1_73, a
    /// rustup toolchain), and the Windows target for a judge on Windows.
    #[command(after_help = "\
Exit status:
  0  every release (and target) the profiles need is here
  1  one is missing, or could not be installed
  2  wrong usage")]
    Toolchains {
        /// Install what is missing with rustup, unless XTASK_NO_INSTALL=1
        #[arg(long)]
        install: bool,
    },
    /// Accept the snapshots waiting for review and remove the stale ones
    ///
    /// Each tests/snapshots/<name>.snap.new becomes <name>.snap, and every snapshot no run
    /// writes any more is removed. Read them first.
    #[command(
        after_help = "Exit status:\n  0  done\n  1  a snapshot could not be read or written\n  2  wrong usage"
    )]
    Accept,
    /// Write one problem's single-file judge submission
    ///
    /// Writes target/submit/<problem>.rs and prints its path, or prints the file with --stdout;
    /// then compiles it as its judge does, as verify does.
    #[command(after_help = "\
Exit status:
  0  the bundle was written and its judge's rustc compiles it, or that is not checked (said
     on stderr, as is a bundle over its judge's size limit)
  1  the problem cannot be bundled, or its judge's rustc refuses the bundle written
  2  wrong usage")]
    Bundle {
        /// The problem: its binary's name
        #[arg(value_name = "PROBLEM")]
        problem: String,
        /// Print the file instead of writing it
        #[arg(long)]
        stdout: bool,
        /// Keep the libraries formatted and indented as written (still pruned)
        #[arg(long)]
        readable: bool,
    },
    /// Time the release binaries against baselines
    ///
    /// The baselines are built in the same run; prints the tables and the targets met.
    #[command(after_help = "\
Exit status:
  0  every program ran and agreed (a missed target fails only with --strict)
  1  a program crashed or disagreed with another, or --strict and a target was missed
  2  wrong usage")]
    Bench {
        /// Small inputs and fewer runs, done in seconds
        #[arg(long)]
        quick: bool,
        /// Exit with status 1 when a target is missed
        #[arg(long)]
        strict: bool,
    },
    /// Create a problem: its crate, its judge profile and placeholder samples
    ///
    /// Writes crates/<crate> and samples/<crate>, which every task finds with no other edit.
    #[command(after_help = "\
Exit status:
  0  the problem was created
  1  the name or the judge is refused; nothing was written
  2  wrong usage")]
    New {
        /// The new crate's name: lowercase letters, digits, `-` and `_`, starting with a letter
        #[arg(value_name = "CRATE")]
        name: String,
        /// The judge: a built-in profile, or another judge, whose facts Cargo.toml leaves to fill
        /// [default: baekjoon, or with --contest, the contest package's]
        #[arg(long, value_name = "JUDGE")]
        judge: Option<String>,
        /// A problem answering each board of its input, in this notation: digits (`0` empty,
        /// `1` X, `2` O), letters (`X`, `O`, `.`), codeforces (`X`, `0`, `.`), or three symbols
        /// for X, O and empty (`xo_`); the solver is a function of a board, proven on all boards
        #[arg(long, value_name = "NOTATION", value_parser = crate::new::BoardNotation::parse)]
        board: Option<crate::new::BoardNotation>,
        /// With --board: the input starts with the number of boards (`3`, then three boards)
        #[arg(long, requires = "board")]
        counted: bool,
        /// A problem answering each grid of its input, `<height>x<width>:<k>:<symbols>`, the
        /// empty cell's symbol first, then each player's (`10x10:5:.XO`); the solver is a
        /// function of a grid, proven on seeded grids with runs of k planted
        #[arg(long, value_name = "GRID", value_parser = crate::new::GridShape::parse, conflicts_with = "board")]
        grid: Option<crate::new::GridShape>,
        /// The problem has several right answers: add examples/check.rs, the checker verify
        /// judges each answer with
        #[arg(long, conflicts_with = "contest")]
        checker: bool,
        /// The problem is a game against the judge: add examples/interact.rs, the interactor
        /// verify plays it against, and a player of a placeholder game (guess a number)
        #[arg(long, conflicts_with_all = ["contest", "checker", "board", "grid"])]
        interactive: bool,
        /// Add the problem as binary src/bin/<name>.rs of this contest package (made if missing)
        #[arg(long, value_name = "PACKAGE")]
        contest: Option<String>,
    },
}

/// Reads `words`, what follows `cargo xtask` on a command line, as the binary reads them.
///
/// # Errors
/// clap's error for a wrong usage (`exit_code()` 2), or for `--help` (`exit_code()` 0), whose
/// text is the help.
pub fn parse<'a>(words: impl IntoIterator<Item = &'a str>) -> Result<Task, clap::Error> {
    Cli::try_parse_from(std::iter::once("cargo-xtask").chain(words)).map(|cli| cli.task)
}

/// Runs `task` in `workspace`, printing what the command prints: its exit status, or what
/// stopped it before it could give one (the binary prints it and exits 1).
pub fn run(workspace: &Workspace, task: Task) -> Result<u8> {
    match task {
        Task::Verify { problem, no_install } => {
            verify(workspace, problem.as_deref(), Install::unless(no_install))
        }
        Task::Toolchains { install } => {
            let needs = crate::toolchains::needs(workspace, Install::unless(!install))?;
            print!("{}", crate::toolchains::render(&needs));
            Ok(if needs.iter().all(|need| need.satisfied()) { EXIT_PASSED } else { EXIT_FAILED })
        }
        Task::Accept => {
            let done = crate::snapshots::accept(workspace)?;
            for name in &done.accepted {
                println!("accepted tests/snapshots/{name}.snap");
            }
            for name in &done.removed {
                println!("removed stale tests/snapshots/{name}.snap");
            }
            if done.accepted.is_empty() && done.removed.is_empty() {
                println!("no snapshots wait for review");
            }
            Ok(EXIT_PASSED)
        }
        Task::Bundle { problem, stdout, readable } => bundle(workspace, &problem, stdout, readable),
        Task::Bench { quick, strict } => {
            let options = crate::bench::Options { quick, strict, ..Default::default() };
            crate::bench::main(workspace, &options)?;
            Ok(EXIT_PASSED)
        }
        Task::New { name, judge, board, counted, grid, contest, checker, interactive } => {
            let board = board.map(|board| if counted { board.counted() } else { board });
            let shape = board.map(Shape::Board).or(grid.map(Shape::Grid));
            let (judge, shape) = (judge.as_deref(), shape.as_ref());
            let created = match contest {
                Some(package) => {
                    crate::new::new_contest_problem(workspace, &name, &package, judge, shape)?
                }
                None => {
                    let judge = judge.unwrap_or(crate::profile::DEFAULT_JUDGE);
                    let side = checker.then_some(JudgeSide::CHECKER);
                    let side = side.or(interactive.then_some(JudgeSide::INTERACTOR));
                    crate::new::new_problem(workspace, &name, judge, shape, side)?
                }
            };
            print!("{}", created.render());
            Ok(EXIT_PASSED)
        }
    }
}

fn verify(workspace: &Workspace, problem: Option<&str>, install: Install) -> Result<u8> {
    // verify prints insta's findings in its table; insta's own report would repeat each
    // snapshot in full. An INSTA_OUTPUT the user set still wins.
    if std::env::var_os("INSTA_OUTPUT").is_none() {
        std::env::set_var("INSTA_OUTPUT", "none");
    }
    quiet_snapshot_panics();
    let options = crate::verify::Options { show_build: true, install, ..Default::default() };
    let report = crate::verify::verify(workspace, problem, options)?;
    print!("{}", report.render());
    Ok(report.exit_code())
}

/// Silences the panics of failed snapshots, which verify catches and reports.
fn quiet_snapshot_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // insta's assertion panics with a formatted message, a `String`.
        let message = info.payload().downcast_ref::<String>();
        if !message.is_some_and(|message| message.starts_with("snapshot assertion")) {
            default(info);
        }
    }));
}

fn bundle(workspace: &Workspace, problem: &str, stdout: bool, readable: bool) -> Result<u8> {
    let problem = workspace.problem(problem)?;
    let mut bundle = crate::bundle::bundle(workspace, &problem)?;
    if readable {
        bundle = bundle.in_layout(crate::bundle::Layout::Readable);
    }
    let mut shown = "the bundle".to_owned();
    if stdout {
        print!("{}", bundle.source);
    } else {
        let dir = crate::bundle::submit_dir(&crate::cargo::target_dir(workspace)?);
        let path;
        (bundle, path) = crate::bundle::write(bundle, &dir)?;
        println!("{}", path.display());
        shown = workspace.display(&path);
    }
    for warning in &bundle.warnings {
        eprintln!("{warning}");
    }
    // The size limit and the compile are the judge's; a profile that does not read loses them.
    let profile = problem.profile().map_err(|error| eprintln!("warning: not checked: {error:#}"));
    let Ok(profile) = profile else { return Ok(EXIT_PASSED) };
    if let Some((_, warning)) = size_check(&bundle.source, "the bundle", profile) {
        eprintln!("warning: {warning}");
    }
    let judge = crate::judge_compile::Judge::of(profile, Install::Never);
    match judge.filter(|_| profile.function.is_none()) {
        Some(judge) => eprintln!("{}", compiles(&bundle, &judge, &shown)?),
        None => eprintln!("not checked: a function's bundle is compiled by verify, in its harness"),
    }
    Ok(EXIT_PASSED)
}

/// Compiles `bundle` (written to `shown`) as `judge` does, as verify does: what it says of it,
/// or an error with the judge's first error, each place followed by its crate source.
fn compiles(bundle: &crate::bundle::Bundle, judge: &Judge, shown: &str) -> Result<String> {
    let dir = tempfile::tempdir()?;
    let compiled = crate::judge_compile::compile(&bundle.source, judge, dir.path())?;
    let command = judge.command.join(" ");
    if let Err(rejected) = compiled.binary {
        let output = rejected.output.trim_end();
        let first = output.split("\n\n").find(|d| d.starts_with("error")).unwrap_or(output);
        let first = bundle.annotate(first, judge.source_file());
        bail!("CE ({}): `{command}` rejects {shown}:\n{first}", rejected.by);
    }
    let windows = compiled.windows.and_then(|w| w.not_checked);
    Ok(match (&compiled.rustc.missing, windows) {
        (Some(missing), _) => format!("not checked: {}; `{}`", missing.why, missing.fix),
        (None, Some(why)) => format!("not checked for Windows: {why}"),
        (None, _) => format!("checked: rustc {} compiles it with `{command}`", judge.rust),
    })
}

#[cfg(test)]
mod tests {
    use clap::error::ErrorKind;

    use super::*;

    #[test]
    fn missing_arguments_are_named() {
        let error = parse(["bundle"]).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::MissingRequiredArgument);
        assert!(error.to_string().contains("<PROBLEM>"), "{error}");
        let error = parse(["verify", "--problem"]).unwrap_err();
        assert!(
            error.to_string().contains("a value is required for '--problem <PROBLEM>'"),
            "{error}"
        );
        assert_eq!(error.exit_code(), 2);
        assert_eq!(parse([]).unwrap_err().exit_code(), 2);
    }

    #[test]
    fn every_task_has_help_with_its_exit_statuses() {
        for task in ["verify", "toolchains", "accept", "bundle", "bench", "new"] {
            let error = parse([task, "--help"]).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::DisplayHelp, "{task}");
            let help = error.to_string();
            assert!(help.contains("Exit status:") && help.contains("2  wrong usage"), "{help}");
        }
        assert!(matches!(parse(["new", "cf1"]).unwrap(), Task::New { judge: None, .. }));
        assert!(matches!(
            parse(["new", "c1", "--checker"]).unwrap(),
            Task::New { checker: true, .. }
        ));
        assert!(parse(["new", "c1", "--checker", "--contest", "abc1"]).is_err());
        assert!(matches!(
            parse(["new", "i1", "--interactive"]).unwrap(),
            Task::New { interactive: true, checker: false, .. }
        ));
        for other in [&["--checker"][..], &["--contest", "abc1"], &["--board", "letters"]] {
            assert!(parse([&["new", "i1", "--interactive"][..], other].concat()).is_err());
        }
        assert!(matches!(
            parse(["new", "b1", "--board", "letters", "--counted"]).unwrap(),
            Task::New { board: Some(_), counted: true, .. }
        ));
        let error = parse(["new", "b1", "--counted"]).unwrap_err().to_string();
        assert!(error.contains("--board <NOTATION>"), "{error}");
        let grid = ["new", "g1", "--grid", "3x3:3:.XO"];
        assert!(matches!(parse(grid).unwrap(), Task::New { grid: Some(_), .. }));
        let error = parse([&grid[..], &["--board", "xo."]].concat()).unwrap_err().to_string();
        assert!(error.contains("cannot be used with"), "{error}");
        let error = parse(["new", "g1", "--grid", "3x3"]).unwrap_err().to_string();
        assert!(error.contains("`3x3` is no grid"), "{error}");
        assert!(matches!(
            parse(["bundle", "--stdout", "x"]).unwrap(),
            Task::Bundle { stdout: true, .. }
        ));
        assert!(matches!(
            parse(["verify", "--no-install"]).unwrap(),
            Task::Verify { no_install: true, .. }
        ));
        assert!(matches!(parse(["toolchains"]).unwrap(), Task::Toolchains { install: false }));
    }

    #[test]
    fn the_help_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
