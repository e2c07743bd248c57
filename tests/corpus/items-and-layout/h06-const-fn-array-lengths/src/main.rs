//! Judge binary for h06-const-fn-array-lengths: one line per board, the distinct count last.

use std::io::{self, Read, Write};

use h06_const_fn_array_lengths::{index, marks, open_lines, too_many, AsDigits, Boards};
use ttt_core::board::Board;
use ttt_core::lines::LINES;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().expect("n").parse().expect("n is a count");
    if n > ttt_core::board::BOARD_COUNT {
        too_many(n);
    }
    let mut table = Boards::default();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut distinct = 0;
    for _ in 0..n {
        let board: Board = tokens.next().expect("a board").parse().unwrap();
        let mine = index(marks(board).as_digits());
        distinct = table.see(mine);
        writeln!(out, "{} {} {}", mine, board.base3_index(), open_lines(board, &LINES)).unwrap();
    }
    writeln!(out, "distinct {distinct}").unwrap();
}
