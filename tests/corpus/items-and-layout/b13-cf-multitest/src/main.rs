//! Judge binary for b13-cf-multitest, on the usual Codeforces template.

#[allow(unused_imports)]
use std::cmp::{max, min};
use std::collections::*;
use std::io::{stdin, stdout, BufWriter, Write};

use b13_cf_multitest::{board, classify, Row, Verdict};

#[derive(Default)]
struct Scanner {
    buffer: Vec<String>,
}

impl Scanner {
    fn next<T: std::str::FromStr>(&mut self) -> T {
        loop {
            if let Some(token) = self.buffer.pop() {
                return token.parse().ok().expect("Failed parse");
            }
            let mut input = String::new();
            let read = stdin().read_line(&mut input).expect("Failed read");
            assert!(read > 0, "unexpected end of input");
            self.buffer = input.split_whitespace().rev().map(String::from).collect();
        }
    }
}

fn main() {
    let mut scan = Scanner::default();
    let out = &mut BufWriter::new(stdout());
    let t: usize = scan.next();
    let mut seen: HashMap<[Row; 3], Verdict> = HashMap::new();
    for _ in 0..t {
        let rows: [Row; 3] = [scan.next(), scan.next(), scan.next()];
        let verdict = match seen.entry(rows) {
            hash_map::Entry::Occupied(entry) => *entry.get(),
            hash_map::Entry::Vacant(entry) => *entry.insert(classify(board(rows))),
        };
        writeln!(out, "{}", verdict).ok();
    }
    out.flush().ok();
}
