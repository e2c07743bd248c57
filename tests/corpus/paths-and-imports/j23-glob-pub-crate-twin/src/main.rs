//! j23-glob-pub-crate-twin: each board's number in base 3 and its free squares.
//!
//! Bundling shape: `use ttt_core::board::*;` beside a glob of a module of the program's own
//! that defines `base3_index`, a name ttt-core also defines, `pub(crate)`: in Cargo the
//! program sees only its own, and so must the bundle (else E0659, ambiguous).
//!
//! Input: boards, one a line, nine characters of `.XO`. Output per board: its number (X as 1,
//! O as 2, the first square the lowest digit) and how many squares are free, or `bad`.

use std::io::Read;

use numbering::*;
use ttt_core::board::*;

mod numbering {
    /// The board's number, or `None` for a line that is no board.
    pub fn base3_index(line: &str) -> Option<u32> {
        let cells = line.as_bytes();
        if cells.len() != 9 {
            return None;
        }
        cells.iter().rev().try_fold(0, |number, cell| match cell {
            b'.' => Some(number * 3),
            b'X' => Some(number * 3 + 1),
            b'O' => Some(number * 3 + 2),
            _ => None,
        })
    }
}

fn main() {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        println!("bad");
        return;
    }
    for line in input.lines() {
        match base3_index(line.trim()) {
            Some(number) => {
                let free = line.trim().bytes().filter(|&b| b == b'.').count();
                println!("{number} {free} of {}", Square::ALL.len());
            }
            None => println!("bad"),
        }
    }
}
