//! Library of f01-user-trait-core-types: a user trait `Describe` (and `Letter`) implemented for
//! ttt-core's `Board`, `Mark`, `Outcome`, `Status` and for `Option`/`Result` of them.

use std::fmt::Display;

use ttt_core::board::{Board, Mark};
use ttt_core::notation::Notation;
use ttt_core::perfect_play::Outcome;
use ttt_core::rules::Status;
use ttt_core::symmetry::Symmetry;

/// Words for a value, in the report.
pub trait Describe {
    /// A short description.
    fn describe(&self) -> String;

    /// The description, loud.
    fn shout(&self) -> String {
        self.describe().to_uppercase()
    }
}

/// One letter for a value, like ttt-core's own `letter` methods.
pub trait Letter {
    /// The letter.
    fn letter(&self) -> char;
}

impl Describe for Mark {
    fn describe(&self) -> String {
        match self {
            Mark::X => "cross".to_string(),
            Mark::O => "nought".to_string(),
        }
    }
}

impl Describe for Outcome {
    fn describe(&self) -> String {
        match self {
            Outcome::Win => "a forced win".into(),
            Outcome::Draw => "a draw".into(),
            Outcome::Loss => "a forced loss".into(),
        }
    }
}

impl Describe for Status {
    fn describe(&self) -> String {
        match *self {
            Status::InProgress { to_move } => format!("{} to move", to_move.describe()),
            Status::Won(mark) => format!("won by {}", mark.describe()),
            Status::Drawn => "drawn".to_string(),
        }
    }
}

impl Describe for Board {
    fn describe(&self) -> String {
        format!("{} crosses and {} noughts", self.count(Mark::X), self.count(Mark::O))
    }
}

impl<T: Describe> Describe for Option<T> {
    fn describe(&self) -> String {
        match self {
            Some(inner) => inner.describe(),
            None => "nobody".to_string(),
        }
    }
}

impl<T: Describe, E: Display> Describe for Result<T, E> {
    fn describe(&self) -> String {
        match self {
            Ok(inner) => inner.describe(),
            Err(why) => format!("unreachable: {why}"),
        }
    }
}

impl Describe for (Mark, Outcome) {
    fn describe(&self) -> String {
        format!("{} can force {}", self.0.describe(), self.1.describe())
    }
}

impl<const N: usize> Describe for [Mark; N] {
    fn describe(&self) -> String {
        let names: Vec<String> = self.iter().map(Describe::describe).collect();
        names.join(" then ")
    }
}

/// The value this problem prefers, and the others by name.
pub trait Preferred: Sized {
    /// The preferred value.
    const PREFERRED: Self;

    /// The value of this name, if any.
    fn named(name: &str) -> Option<Self>;
}

impl Preferred for Notation {
    const PREFERRED: Self = Self::LETTERS;

    fn named(name: &str) -> Option<Self> {
        /// A name as the table spells it: lower case, no blanks.
        struct Spelled(String);
        impl Spelled {
            fn of(name: &str) -> Self {
                Spelled(name.trim().to_ascii_lowercase())
            }
        }
        match Spelled::of(name).0.as_str() {
            "digits" => Some(Self::DIGITS),
            "letters" | "default" => Some(Self::PREFERRED),
            "codeforces" | "cf" => Some(Self::CODEFORCES),
            _ => None,
        }
    }
}

impl Preferred for Symmetry {
    const PREFERRED: Self = Self::Transpose;

    fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|symmetry| format!("{symmetry:?}").eq_ignore_ascii_case(name))
    }
}

/// The board drawn in the preferred notation after the preferred symmetry, rows apart by `/`.
pub fn preferred_drawing<N: Preferred + Copy, S: Preferred + Copy>(
    board: Board,
    draw: impl Fn(N, Board) -> String,
    turn: impl Fn(S, Board) -> Board,
) -> String {
    draw(N::PREFERRED, turn(S::PREFERRED, board)).trim_end().replace('\n', "/")
}

impl Letter for Status {
    fn letter(&self) -> char {
        match self {
            Status::InProgress { .. } => '?',
            Status::Won(mark) => mark.letter(),
            Status::Drawn => '=',
        }
    }
}

impl Letter for Board {
    fn letter(&self) -> char {
        if self.is_full() {
            'F'
        } else {
            'P'
        }
    }
}
