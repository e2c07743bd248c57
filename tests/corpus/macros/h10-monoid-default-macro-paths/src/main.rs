//! Judge binary for h10-monoid-default-macro-paths: the mode line, one line per board, then the
//! movers' counts.

use std::io::{self, BufRead};

use h10_monoid_default_macro_paths::algebra::fold::Running;
use h10_monoid_default_macro_paths::{fresh, start, step};
use ttt_core::board::Board;

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.expect("stdin"));
    let first = lines.next();
    let mut state = start(first.as_deref());
    let mut bad: Running<String> = fresh();
    for line in lines {
        match line.trim().parse::<Board>() {
            Ok(board) => println!("{}", step(&mut state, board)),
            Err(error) => bad.push(format!("{error}")),
        }
    }
    let pushes = state.marks.pushes;
    let all = state.marks.take();
    let movers: Vec<String> = state.movers.iter().map(|(k, v)| format!("{k}:{v}")).collect();
    println!("{:?} {} {} [{}] last={:?}", state.mode, pushes, all.len(), movers.join(" "), state.last_mover);
    for error in bad.take() {
        eprintln!("error: {error}");
    }
    if bad.pushes > 0 {
        std::process::exit(1);
    }
}
