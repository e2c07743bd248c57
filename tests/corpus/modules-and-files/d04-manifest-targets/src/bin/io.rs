//! The judge's I/O, through the engine the solver is built on.

use engine::judge;

/// Runs the solver on stdin.
pub fn run() -> std::process::ExitCode {
    judge::run(solver::solve)
}
