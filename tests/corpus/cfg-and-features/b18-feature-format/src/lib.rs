//! Symmetry classes in order of appearance: Cargo features (`default = ["judge-format"]`)
//! choosing a module file with `#[cfg_attr(feature = ..., path = ...)]`, `cfg!(feature = ...)`
//! in code, `#[derive(std::fmt::Debug)]` by path, `#[default]` on an enum variant, and a
//! `HashMap` filled through `hash_map::Entry`.
//! Problem: the input holds `n`, then `n` boards, each one token of nine letters `X`, `O` and
//! `.` (any board). Two boards are in the same class when a rotation or reflection of the
//! square turns one into the other. Number the classes 1, 2, ... in the order their first
//! board appears. Print the number of classes on the first line, then the class of each board,
//! separated by spaces, on the second (an empty line when `n` is 0). A malformed board or a
//! missing one panics.

use std::collections::hash_map::{Entry, HashMap};

use ttt_core::board::Board;
use ttt_core::symmetry::canonical;

#[cfg_attr(feature = "judge-format", path = "format_judge.rs")]
#[cfg_attr(not(feature = "judge-format"), path = "format_table.rs")]
pub mod format;

/// Whether a board's class was seen before it.
#[derive(std::fmt::Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Seen {
    /// Its class starts with it.
    #[default]
    New,
    /// Its class appeared earlier.
    Again,
}

/// One board and its class.
#[derive(std::fmt::Debug, Clone, Copy, PartialEq, Eq)]
pub struct Classified {
    /// The board as given.
    pub board: Board,
    /// Its class, from 1.
    pub class: usize,
    /// Whether the class is new.
    pub seen: Seen,
}

/// Numbers the classes of `boards` in order of appearance.
pub fn classify(boards: &[Board]) -> (usize, Vec<Classified>) {
    let mut classes: HashMap<Board, usize> = HashMap::new();
    let mut result = Vec::with_capacity(boards.len());
    for &board in boards {
        let next = classes.len() + 1;
        let (class, seen) = match classes.entry(canonical(board)) {
            Entry::Occupied(entry) => (*entry.get(), Seen::Again),
            Entry::Vacant(entry) => (*entry.insert(next), Seen::default()),
        };
        if cfg!(feature = "verbose") {
            eprintln!("{board:?}: class {class} ({seen:?})");
        }
        result.push(Classified { board, class, seen });
    }
    (classes.len(), result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_share_a_class() {
        let boards: Vec<Board> =
            ["X........", "..X......", "....X....", "........X"].map(|b| b.parse().unwrap()).to_vec();
        let (count, classified) = classify(&boards);
        assert_eq!(count, 2);
        let classes: Vec<usize> = classified.iter().map(|c| c.class).collect();
        assert_eq!(classes, [1, 1, 2, 1]);
        assert_eq!(classified[1].seen, Seen::Again);
    }

    #[cfg(feature = "judge-format")]
    #[test]
    fn judge_format_is_two_lines() {
        let boards: Vec<Board> = ["X........", "........X"].map(|b| b.parse().unwrap()).to_vec();
        let (count, classified) = classify(&boards);
        assert_eq!(format::render(count, &classified), "1\n1 1\n");
    }
}
