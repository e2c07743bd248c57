//! The rules, registered in the order the report runs them (not the order they are written).

use ttt_core::board::{Board, Mark, Square};
use ttt_core::symmetry::Symmetry;

use crate::report::{Report, Stage};

/// A rule run on every board, by table.
pub trait Rule {
    /// Its name.
    fn name(&self) -> &'static str;
    /// Lower runs first; ties keep the table's order.
    fn priority(&self) -> u8;
    /// Adds its lines.
    fn apply(&self, report: &mut Report);
}

macro_rules! register {
    ($($rule:ident),+ $(,)?) => {
        /// The simple rules in the order they run, with their names.
        pub const SIMPLE: &[(&str, fn(Board) -> String)] = &[$((stringify!($rule), $rule)),+];
    };
}

fn symmetric(board: Board) -> String {
    let same: Vec<String> = Symmetry::ALL
        .iter()
        .filter(|s| s.board(board) == board)
        .map(|s| format!("{s:?}"))
        .collect();
    same.join("+")
}

fn corners(board: Board) -> String {
    let corners = [0u8, 2, 6, 8].map(|i| board.mark_at(Square::new(i).unwrap()));
    format!("{corners:?}")
}

fn counts(board: Board) -> String {
    format!("{}-{}", board.count(Mark::X), board.count(Mark::O))
}

register!(counts, corners, symmetric);

/// Hands the names of the simple rules, in the order they run, to `$callback!`, so a caller can
/// build its own table of them.
#[macro_export]
macro_rules! with_simple_rules {
    ($callback:ident) => {
        $callback!(counts corners symmetric)
    };
}

mod late {
    //! Rules written last but run first.

    use super::{Report, Rule, Stage};

    /// Lists the simple rules.
    #[derive(Debug)]
    pub struct Simple;

    impl Rule for Simple {
        fn name(&self) -> &'static str {
            "simple"
        }
        fn priority(&self) -> u8 {
            1
        }
        fn apply(&self, report: &mut Report) {
            for (name, rule) in super::SIMPLE {
                let text = rule(report.board);
                report.push(Stage::Opening, format!("{name}={text}"));
            }
        }
    }
}

/// Adds the lines part.
#[derive(Debug)]
pub struct Lines;

/// Adds the moves part.
#[derive(Debug)]
pub struct Moves;

impl Rule for Moves {
    fn name(&self) -> &'static str {
        "moves"
    }
    fn priority(&self) -> u8 {
        2
    }
    fn apply(&self, report: &mut Report) {
        report.add_moves();
    }
}

impl Rule for Lines {
    fn name(&self) -> &'static str {
        "lines"
    }
    fn priority(&self) -> u8 {
        2
    }
    fn apply(&self, report: &mut Report) {
        report.add_lines();
    }
}

/// Every rule, in table order; `ordered` sorts them by priority, keeping ties in this order.
pub const TABLE: &[&dyn Rule] = &[&Lines, &Moves, &late::Simple];

/// The rules in the order they run.
pub fn ordered() -> Vec<&'static dyn Rule> {
    let mut rules: Vec<&'static dyn Rule> = TABLE.to_vec();
    rules.sort_by_key(|rule| rule.priority());
    rules
}
