//! How the table's types are written.

use std::fmt;

use ttt_core::board::Square;
use ttt_core::perfect_play::Outcome;

use crate::{Cell, Share, Verdict, WIDTH};

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(mark) => f.pad(&mark.to_string()),
            None => f.pad("_"),
        }
    }
}

/// One row: name, squares, result; `{:#}` writes the board as ttt-core draws it instead.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            let drawn = self.board.to_string().replace('\n', "/");
            return write!(f, "{:>WIDTH$} {drawn} {:?}", "", self.board);
        }
        write!(f, "{:<WIDTH$}|", self.name)?;
        for square in Square::ALL {
            write!(f, "{:^3}", Cell(self.board.mark_at(square)))?;
        }
        match self.result {
            Ok(Outcome::Win) => write!(f, "| wins"),
            Ok(result) => write!(f, "| {result:?} ({})", result.letter()),
            Err(why) => write!(f, "| {why}"),
        }
    }
}

impl fmt::Display for Share {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.1 == 0 {
            return f.pad("n/a");
        }
        match f.precision() {
            Some(places) => {
                let value = f64::from(self.0) / f64::from(self.1);
                let width = f.width().unwrap_or(0);
                write!(f, "{value:>width$.places$}")
            }
            None => f.pad(&format!("{}/{}", self.0, self.1)),
        }
    }
}
