//! Magic squares, main.rs only and no `ttt-core` code at all (the dependency is declared but
//! unused), with inline modules named like `ttt-core` modules (`board`, `lines`), a byte-level
//! number reader over all of stdin, and `BufWriter` output.
//! Problem: the input holds `n`, then `n` grids of 3×3 integers (each between -10^9 and 10^9),
//! row by row. For each grid print `magic <s>` when its 3 rows, 3 columns and 2 diagonals all
//! sum to `s`, and otherwise `not magic: <k> different sums`, with `k` the number of distinct
//! sums among those 8 lines. A token that is no integer or a missing number panics.

use std::collections::BTreeSet;
use std::io::{self, BufWriter, Read, Write};

mod lines {
    //! The 8 lines of a 3×3 grid, as cell indices.

    /// Rows, columns, then the two diagonals.
    pub const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
}

mod board {
    //! A 3×3 grid of integers.

    use super::lines::LINES;

    /// Nine numbers, row by row.
    pub struct Board(pub [i64; 9]);

    impl Board {
        /// The sum of each line, in [`LINES`] order.
        pub fn line_sums(&self) -> impl Iterator<Item = i64> + '_ {
            LINES.iter().map(move |line| line.iter().map(|&cell| self.0[cell]).sum())
        }
    }
}

/// Reads signed integers straight from the bytes of the input.
struct Reader {
    bytes: Vec<u8>,
    at: usize,
}

impl Reader {
    fn next_i64(&mut self) -> i64 {
        while self.at < self.bytes.len() && self.bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        assert!(self.at < self.bytes.len(), "unexpected end of input");
        let negative = self.bytes[self.at] == b'-';
        if negative {
            self.at += 1;
        }
        let start = self.at;
        let mut value: i64 = 0;
        while self.at < self.bytes.len() && !self.bytes[self.at].is_ascii_whitespace() {
            let byte = self.bytes[self.at];
            if !byte.is_ascii_digit() {
                panic!("byte {} is `{}`, not a digit", self.at + 1, byte as char);
            }
            value = value * 10 + i64::from(byte - b'0');
            self.at += 1;
        }
        assert!(self.at > start, "a lone `-` at byte {start}");
        if negative {
            -value
        } else {
            value
        }
    }
}

fn main() {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes).unwrap();
    let mut reader = Reader { bytes, at: 0 };
    let out = &mut BufWriter::new(io::stdout().lock());
    let n = reader.next_i64();
    for _ in 0..n {
        let mut cells = [0; 9];
        for cell in &mut cells {
            *cell = reader.next_i64();
        }
        let board = board::Board(cells);
        let sums: BTreeSet<i64> = board.line_sums().collect();
        if sums.len() == 1 {
            writeln!(out, "magic {}", sums.iter().next().unwrap()).unwrap();
        } else {
            writeln!(out, "not magic: {} different sums", sums.len()).unwrap();
        }
    }
}
