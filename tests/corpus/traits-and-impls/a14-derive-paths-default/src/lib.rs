//! Classify (bundling shape: derive paths, `#![cfg_attr]`, `#[default]`).
//! Whether each board of a game X starts is ongoing, won by X, won by O, drawn or
//! impossible, and how often each class came up.
//! Bundling shape: ordinary code an old bundler refused: derives written as paths
//! (`#[derive(std::fmt::Debug, core::marker::Copy)]`), a `#![cfg_attr(...)]` crate attribute,
//! and `#[default]` on an enum variant used through `Default`.
//!
//! Each input line is a board written as nine letters `X`, `O` or `.`, row by row. The answer
//! is its class, one of `Ongoing`, `XWon`, `OWon`, `Drawn`, `Invalid` (no game X starts
//! reaches it). A last line lists how many boards fell in each class, in that order, then the
//! most common class (the earlier class on a tie; `Ongoing` when there was no board). A line
//! that is not nine letter squares is an input error; the answers before it are kept.
#![cfg_attr(not(debug_assertions), deny(unused_must_use))]

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;
use ttt_core::rules::{status, Status};

/// What a board is.
#[derive(
    std::fmt::Debug, std::clone::Clone, core::marker::Copy, std::cmp::PartialEq, Eq, Default,
)]
pub enum Class {
    /// Nobody has won and a square is free.
    #[default]
    Ongoing,
    /// X has a line.
    XWon,
    /// O has a line.
    OWon,
    /// Full, and nobody has a line.
    Drawn,
    /// No game reaches it.
    Invalid,
}

impl Class {
    /// Every class, in the order of the summary.
    pub const ALL: [Class; 5] =
        [Class::Ongoing, Class::XWon, Class::OWon, Class::Drawn, Class::Invalid];

    /// The class of a board status.
    pub fn of(found: Result<Status, ttt_core::rules::Unreachable>) -> Class {
        match found {
            Ok(Status::InProgress { .. }) => Class::Ongoing,
            Ok(Status::Won(Mark::X)) => Class::XWon,
            Ok(Status::Won(Mark::O)) => Class::OWon,
            Ok(Status::Drawn) => Class::Drawn,
            Err(_) => Class::Invalid,
        }
    }
}

/// How many boards fell in each class, in the order of [`Class::ALL`].
#[derive(core::fmt::Debug, Default)]
pub struct Summary {
    counts: [usize; 5],
}

impl Summary {
    /// Counts one board.
    pub fn add(&mut self, class: Class) {
        if let Some(index) = Class::ALL.iter().position(|&known| known == class) {
            self.counts[index] += 1;
        }
    }

    /// The most common class, the earlier one on a tie.
    pub fn most_common(&self) -> Class {
        let mut best = Class::default();
        let mut best_count = 0;
        for (class, &count) in Class::ALL.iter().zip(&self.counts) {
            if count > best_count {
                best = *class;
                best_count = count;
            }
        }
        best
    }
}

/// Answers every board in `input`, one line each, then the summary.
///
/// # Errors
/// [`InputError`] for a line that is not nine letter squares.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut summary = Summary::default();
    while let Some(line) = scanner.line() {
        let class = Class::of(status(parse_letter_line(line)?, Mark::X));
        summary.add(class);
        output.extend_from_slice(format!("{class:?}\n").as_bytes());
    }
    let counts: Vec<String> = Class::ALL
        .iter()
        .zip(&summary.counts)
        .map(|(class, count)| format!("{class:?} {count}"))
        .collect();
    let line = format!("{}; most common {:?}\n", counts.join(", "), summary.most_common());
    output.extend_from_slice(line.as_bytes());
    Ok(())
}
