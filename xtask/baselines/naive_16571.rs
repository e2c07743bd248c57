//! A naive boj16571 solution: plain minimax over every continuation of every board, with no
//! memory of positions already searched and no pruning.

use std::io::{self, Read, Write};

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

fn has_line(board: &[u8; 9], mark: u8) -> bool {
    LINES.iter().any(|line| line.iter().all(|&square| board[square] == mark))
}

/// 1 when the player to move (`mark`) wins, 0 for a draw, -1 when they lose.
fn minimax(board: &mut [u8; 9], mark: u8) -> i32 {
    let opponent = 3 - mark;
    if has_line(board, opponent) {
        return -1;
    }
    let mut best = None;
    for square in 0..9 {
        if board[square] == 0 {
            board[square] = mark;
            let result = -minimax(board, opponent);
            board[square] = 0;
            best = Some(best.map_or(result, |best: i32| best.max(result)));
        }
    }
    best.unwrap_or(0)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is text");
    let digits: Vec<u8> =
        input.split_ascii_whitespace().map(|d| d.parse().expect("a digit")).collect();
    let mut output = String::new();
    for chunk in digits.chunks_exact(9) {
        let mut board = [0u8; 9];
        board.copy_from_slice(chunk);
        let xs = board.iter().filter(|&&d| d == 1).count();
        let os = board.iter().filter(|&&d| d == 2).count();
        let mark = if xs == os { 1 } else { 2 };
        output.push_str(match minimax(&mut board, mark) {
            1 => "W\n",
            0 => "D\n",
            _ => "L\n",
        });
    }
    io::stdout().write_all(output.as_bytes()).expect("stdout is writable");
}
