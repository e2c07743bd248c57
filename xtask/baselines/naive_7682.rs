//! A straightforward boj7682 solution: each line checked with string operations (marks counted
//! with `matches`, the eight lines compared through string slices), answers buffered in a
//! `String`.

use std::fmt::Write as _;
use std::io::{self, Read, Write};

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

fn has_line(board: &str, mark: &str) -> bool {
    LINES.iter().any(|line| line.iter().all(|&square| &board[square..square + 1] == mark))
}

fn is_final(board: &str) -> bool {
    let x = board.matches('X').count();
    let o = board.matches('O').count();
    let x_wins = has_line(board, "X");
    let o_wins = has_line(board, "O");
    match (x_wins, o_wins) {
        (true, true) => false,
        (true, false) => x == o + 1,
        (false, true) => x == o,
        (false, false) => x + o == 9 && x == o + 1,
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is text");
    let mut output = String::new();
    for line in input.lines() {
        let line = line.trim();
        if line == "end" {
            break;
        }
        if line.is_empty() {
            continue;
        }
        let answer = if is_final(line) { "valid" } else { "invalid" };
        writeln!(output, "{answer}").expect("a String takes any text");
    }
    io::stdout().write_all(output.as_bytes()).expect("stdout is writable");
}
