//! A naive boj17825 solution: plain search over all 4^10 ways to pick a piece each turn, with
//! the board written out as arrays of its own (no tables shared with the crate).

use std::io::{self, Read, Write};

/// Start, the outer path 2..=40 (1..=20), arrival (21), the shortcut from 10 (22..=24), from
/// 20 (25, 26), from 30 (27..=29), then 25, 30, 35 (30..=32) leading back to the outer 40.
const ARRIVAL: usize = 21;
const SCORE: [i32; 33] = [
    0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 0, 13, 16, 19,
    22, 24, 28, 27, 26, 25, 30, 35,
];
const NEXT: [usize; 33] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 21, 23, 24, 30, 26,
    30, 28, 29, 30, 31, 32, 20,
];

fn blue(square: usize) -> Option<usize> {
    match square {
        5 => Some(22),
        10 => Some(25),
        15 => Some(27),
        _ => None,
    }
}

fn destination(from: usize, die: u8) -> usize {
    let mut at = blue(from).unwrap_or(NEXT[from]);
    for _ in 1..die {
        if at == ARRIVAL {
            break;
        }
        at = NEXT[at];
    }
    at
}

/// The best total still to come from `turn` on, `None` when no piece can move.
fn best(turn: usize, pieces: &mut [usize; 4], dice: &[u8; 10]) -> Option<i32> {
    if turn == dice.len() {
        return Some(0);
    }
    let mut best_total = None;
    for piece in 0..4 {
        let from = pieces[piece];
        if from == ARRIVAL {
            continue;
        }
        let to = destination(from, dice[turn]);
        if to != ARRIVAL && pieces.contains(&to) {
            continue;
        }
        pieces[piece] = to;
        if let Some(rest) = best(turn + 1, pieces, dice) {
            let total = SCORE[to] + rest;
            best_total = Some(best_total.map_or(total, |best: i32| best.max(total)));
        }
        pieces[piece] = from;
    }
    best_total
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is text");
    let mut output = String::new();
    for line in input.lines().filter(|line| !line.trim().is_empty()) {
        let mut dice = [0u8; 10];
        for (die, token) in dice.iter_mut().zip(line.split_ascii_whitespace()) {
            *die = token.parse().expect("a die from 1 to 5");
        }
        let score = best(0, &mut [0; 4], &dice).unwrap_or(0);
        output.push_str(&format!("{score}\n"));
    }
    io::stdout().write_all(output.as_bytes()).expect("stdout is writable");
}
