//! Judge binary for b07-closure-rules: the simple player's move on every board.

use std::io::{self, Read, Write};

use b07_closure_rules::{choose, rules};
use ttt_core::board::{Board, Mark, Square};

fn main() {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).unwrap();
    let input = String::from_utf8(input).expect("input is not UTF-8");
    let mut tokens = input.split_whitespace();
    let t: usize = tokens.next().expect("missing t").parse().expect("t is not a number");
    let rules = rules();
    let mut used = vec![0usize; rules.len()];
    let mut out = String::new();
    'cases: for case in 0..t {
        let mut board = Board::EMPTY;
        for square in Square::ALL {
            let Some(token) = tokens.next() else {
                eprintln!("board {} is cut short", case + 1);
                break 'cases;
            };
            let board_after = match token {
                "0" => board,
                "1" => board.with(square, Mark::X),
                "2" => board.with(square, Mark::O),
                other => panic!("board {}: `{other}` is no square", case + 1),
            };
            board = board_after;
        }
        let board = board;
        let line = choose(board, &rules, |index| used[index] += 1);
        out += &line;
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
    let summary: Vec<String> =
        rules.iter().zip(&used).map(|((name, _), count)| format!("{name} {count}")).collect();
    eprintln!("rules used: {}", summary.join(", "));
}
