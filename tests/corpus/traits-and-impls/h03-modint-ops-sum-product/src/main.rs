//! Judge binary for h03-modint-ops-sum-product: one line per `k board` line, then a summary.

use std::io::{self, Read, Write};

use h03_modint_ops_sum_product::math::Mint;
use h03_modint_ops_sum_product::{answer, total};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout());
    let mut ks = Vec::new();
    for line in input.lines().filter(|l| !l.trim().is_empty()) {
        let mut parts = line.split_whitespace();
        let k: i64 = parts.next().unwrap().parse().expect("k must be an integer");
        let board = parts.next().expect("a board after k").parse().unwrap();
        ks.push(k);
        writeln!(out, "{}", answer(k, board)).unwrap();
    }
    writeln!(out, "total {:?} mod {}", total(&ks), Mint::MOD).unwrap();
}
