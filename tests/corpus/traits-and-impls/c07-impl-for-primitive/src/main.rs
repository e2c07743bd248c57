//! League table, main.rs only (bundling shape: std traits implemented for std types with the
//! crate's type as the trait's parameter, `impl From<Verdict> for char` used as
//! `char::from(verdict)` and `impl Sum<Points> for u32` used by `let total: u32 = ....sum()`).
//!
//! Each line of the input is one match between two named players: `<x-player> <o-player>
//! <result>`, where the result is `X` or `O` (who won) or `D` (a draw). A win is worth 3 points,
//! a draw 1. The answer is one line per player, by points then name, with the player's results
//! as letters `W`, `D`, `L` and the points; a result that is not `X`, `O` or `D` stops the
//! program with an error.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::iter::Sum;

use ttt_core::board::Mark;

/// One player's result in one match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Won,
    Drawn,
    Lost,
}

impl From<Verdict> for char {
    fn from(verdict: Verdict) -> char {
        match verdict {
            Verdict::Won => 'W',
            Verdict::Drawn => 'D',
            Verdict::Lost => 'L',
        }
    }
}

/// Points earned in matches.
#[derive(Clone, Copy, Debug)]
struct Points(u32);

impl Verdict {
    fn points(self) -> Points {
        match self {
            Verdict::Won => Points(3),
            Verdict::Drawn => Points(1),
            Verdict::Lost => Points(0),
        }
    }
}

impl Sum<Points> for u32 {
    fn sum<I: Iterator<Item = Points>>(points: I) -> u32 {
        points.map(|Points(p)| p).sum()
    }
}

fn verdicts(result: &str) -> Option<(Verdict, Verdict)> {
    match result {
        "D" => Some((Verdict::Drawn, Verdict::Drawn)),
        _ => {
            let winner = match result {
                "X" => Mark::X,
                "O" => Mark::O,
                _ => return None,
            };
            match winner {
                Mark::X => Some((Verdict::Won, Verdict::Lost)),
                Mark::O => Some((Verdict::Lost, Verdict::Won)),
            }
        }
    }
}

fn main() {
    let mut table: BTreeMap<String, Vec<Verdict>> = BTreeMap::new();
    for (number, line) in io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin is UTF-8");
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let Some((x, o)) = (words.len() == 3).then(|| verdicts(words[2])).flatten() else {
            eprintln!("error: line {}: expected `<x> <o> X|O|D`, found `{line}`", number + 1);
            std::process::exit(1);
        };
        table.entry(words[0].to_owned()).or_default().push(x);
        table.entry(words[1].to_owned()).or_default().push(o);
    }
    let mut rows: Vec<(u32, String, String)> = table
        .into_iter()
        .map(|(name, results)| {
            let letters: String = results.iter().map(|&v| char::from(v)).collect();
            let total: u32 = results.iter().map(|v| v.points()).sum();
            (total, name, letters)
        })
        .collect();
    rows.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let mut out = io::stdout().lock();
    for (total, name, letters) in rows {
        writeln!(out, "{name} {letters} {total}").expect("stdout writes");
    }
}
