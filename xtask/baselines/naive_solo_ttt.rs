//! A naive prog-solo-ttt solution: plays out games from the empty board, O first, putting each
//! mark only where the board has it, and answers 1 when one of them reaches the board. Boards
//! are three rows of letters or the Programmers array.

use std::io::{self, Read, Write};

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

fn has_line(board: &[u8; 9], mark: u8) -> bool {
    LINES.iter().any(|line| line.iter().all(|&square| board[square] == mark))
}

/// Does some game that continues from `board`, `mark` to move, reach `target`.
fn reaches(board: &mut [u8; 9], mark: u8, target: &[u8; 9]) -> bool {
    if board == target {
        return true;
    }
    if has_line(board, b'O') || has_line(board, b'X') {
        return false;
    }
    let next = if mark == b'O' { b'X' } else { b'O' };
    for square in 0..9 {
        if board[square] == b'.' && target[square] == mark {
            board[square] = mark;
            let reached = reaches(board, next, target);
            board[square] = b'.';
            if reached {
                return true;
            }
        }
    }
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is text");
    // The Programmers form `["O.X", ".O.", "..X"]` is three rows once its punctuation is gone.
    let input = input.replace(['[', ']', '"', ','], " ");
    let rows: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut output = String::new();
    for board in rows.chunks_exact(3) {
        let mut target = [b'.'; 9];
        target.copy_from_slice(board.concat().as_bytes());
        let reached = reaches(&mut [b'.'; 9], b'O', &target);
        output.push_str(if reached { "1\n" } else { "0\n" });
    }
    io::stdout().write_all(output.as_bytes()).expect("stdout is writable");
}
