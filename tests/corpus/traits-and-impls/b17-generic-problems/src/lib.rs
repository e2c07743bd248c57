//! Three judges in one binary: a trait with associated consts and types, a generic driver, a
//! blanket impl of an object-safe trait over it and a table of `&dyn` solvers, trait associated
//! consts used as match patterns, an inherent associated const in an array length, and inline
//! format arguments inside raw strings.
//! Problem: the first token of the input names a problem; the rest is that problem's input.
//! - `boj16571`: boards of three lines of three digits (`0` empty, `1` X, `2` O), X first:
//!   print `W`, `D` or `L`, the result the player to move can force.
//! - `boj7682`: lines of nine letters `X`, `O`, `.` until a line `end`: print `valid` when the
//!   board is a possible final state of a game X starts, else `invalid`.
//! - `prog160585`: boards as three rows of letters or as `["O.X", ".O.", "..X"]`, O first:
//!   print `1` when a game reaches the board, else `0`.
//!
//! An unknown problem name, a malformed board or a `boj16571` board no game reaches stop with
//! `error: <what>` on stderr and exit status 1, after the answers before it.

pub mod problems;

use std::fmt;

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};

pub use problems::{Boj16571, Boj7682, Prog160585};

/// One judge problem: how to read a case and answer it.
pub trait Problem {
    /// The name that selects the problem.
    const NAME: &'static str;
    /// Who moves first in its games.
    const FIRST: Mark;
    /// One case of the input.
    type Case;
    /// The answer to a case, printed on a line of its own.
    type Answer: fmt::Display;

    /// The next case, or `None` when the input is over.
    ///
    /// # Errors
    /// [`InputError`] for a malformed case.
    fn read(scanner: &mut Scanner<'_>) -> Result<Option<Self::Case>, InputError>;

    /// The answer to `case`.
    ///
    /// # Errors
    /// [`InputError`] when the case has no answer.
    fn answer(case: Self::Case) -> Result<Self::Answer, InputError>;
}

/// Answers every case of a problem; returns how many there were.
///
/// # Errors
/// The first [`InputError`] of [`Problem::read`] or [`Problem::answer`].
pub fn run<P: Problem>(scanner: &mut Scanner<'_>, output: &mut String) -> Result<usize, InputError> {
    let mut answered = 0;
    while let Some(case) = P::read(scanner)? {
        let answer = P::answer(case)?;
        output.push_str(&answer.to_string());
        output.push('\n');
        answered += 1;
    }
    Ok(answered)
}

/// A problem behind a trait object.
pub trait Solver {
    /// The problem's name.
    fn name(&self) -> &'static str;
    /// Answers every case; returns how many there were.
    ///
    /// # Errors
    /// As [`run`].
    fn solve_all(&self, scanner: &mut Scanner<'_>, output: &mut String) -> Result<usize, InputError>;
}

impl<P: Problem> Solver for P {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn solve_all(&self, scanner: &mut Scanner<'_>, output: &mut String) -> Result<usize, InputError> {
        run::<P>(scanner, output)
    }
}

/// Every problem the binary knows, as solvers.
pub const SOLVERS: [&dyn Solver; 3] = [&Boj16571, &Boj7682, &Prog160585];

/// The names, for error messages.
const NAMES: &str = "boj16571, boj7682, prog160585";

/// Why the input could not be answered.
#[derive(Debug)]
pub enum Failure {
    /// The input does not start with a known name.
    UnknownProblem(String),
    /// The problem's own input is bad.
    Input(InputError),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::UnknownProblem(name) => {
                write!(f, r#"unknown problem "{name}", expected one of {NAMES}"#)
            }
            Failure::Input(error) => write!(f, "{error}"),
        }
    }
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Failure {
        Failure::Input(error)
    }
}

/// The solver called `name`.
pub fn solver(name: &str) -> Option<&'static dyn Solver> {
    let index = match name {
        <Boj16571 as Problem>::NAME => 0,
        <Boj7682 as Problem>::NAME => 1,
        <Prog160585 as Problem>::NAME => 2,
        _ => return None,
    };
    debug_assert_eq!(SOLVERS[index].name(), name);
    Some(SOLVERS[index])
}

/// Reads the problem name, then answers its cases into `output`.
///
/// # Errors
/// [`Failure`] for an unknown name or bad input.
pub fn solve(input: &[u8], output: &mut String) -> Result<(), Failure> {
    let mut scanner = Scanner::new(input);
    let Some(token) = scanner.token() else {
        return Err(Failure::UnknownProblem(String::new()));
    };
    let name = String::from_utf8_lossy(token.text);
    let solver = solver(&name).ok_or_else(|| Failure::UnknownProblem(name.to_string()))?;
    solver.solve_all(&mut scanner, output)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(input: &str) -> Result<String, String> {
        let mut output = String::new();
        solve(input.as_bytes(), &mut output).map(|()| output).map_err(|failure| failure.to_string())
    }

    #[test]
    fn each_problem_and_an_unknown_one() {
        assert_eq!(answers("boj16571\n0 0 0\n0 0 0\n0 0 0\n").unwrap(), "D\n");
        assert_eq!(answers("boj7682\nXOXOXOXOX\nend\n").unwrap(), "valid\n");
        assert_eq!(answers("prog160585\nOOO OXX OXX\n").unwrap(), "1\n");
        assert_eq!(
            answers("boj1000\n1 2\n").unwrap_err(),
            r#"unknown problem "boj1000", expected one of boj16571, boj7682, prog160585"#
        );
    }

    #[test]
    fn names_match_the_table() {
        let names: Vec<&str> = SOLVERS.iter().map(|solver| solver.name()).collect();
        assert_eq!(names.join(", "), NAMES);
    }
}
