//! Judge binary for f09-crate-alias-nested-mods (bundling shape: `use crate as root;` in both
//! crates, `pub(in crate::report)`, `super::super::super::` from `src/report/format/cell.rs`,
//! `::ttt_core::` paths with a leading `::`, a binary module named like the library's, inline
//! modules written by a library macro, and library `crate::` paths in `debug_assert!`,
//! `assert_eq!` and a macro that stringifies only its label).
#![allow(clippy::module_name_repetitions)]

use crate as app;

use f09_crate_alias_nested_mods::{boxed, Cell, ReportLine};

mod report {
    //! The binary's own report: the counts of glyphs.

    /// How many cells of each kind the boards had.
    #[derive(Default)]
    pub struct Counts {
        pub crosses: usize,
        pub noughts: usize,
        pub empties: usize,
    }

    impl Counts {
        pub fn add(&mut self, cell: super::Cell) {
            match cell {
                super::Cell::Cross => self.crosses += 1,
                super::Cell::Nought => self.noughts += 1,
                super::Cell::Empty => self.empties += 1,
            }
        }
    }
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let mut counts = app::report::Counts::default();
    println!("width {}", Cell::width());
    for word in input.split_whitespace() {
        let board: ::ttt_core::board::Board = match word.parse() {
            Ok(board) => board,
            Err(error) => {
                eprintln!("error: {word}: {error}");
                std::process::exit(1);
            }
        };
        let mut drawn = String::new();
        for square in ::ttt_core::board::Square::ALL {
            counts.add(Cell::of(board, square));
            drawn.push(boxed::glyph(Cell::of(board, square)));
        }
        println!("{} {drawn}", ReportLine::of(board).text());
    }
    println!("{} {} {}", counts.crosses, counts.noughts, counts.empties);
}
