//! l03-itertools-atcoder: the distinct words of the input sorted and joined, the pairs of them
//! whose lengths add up to at most 6, the shortest and longest, and the runs of equal letters of
//! the first word, with itertools.
//!
//! itertools is edition 2018; AtCoder compiles the one file as 2024, whose match ergonomics
//! refuse its `Permutations` (`ref k` under a `&mut` match): the bundler makes the edits the
//! judge's rustc suggests for that (`&mut PermutationState::Buffered { ref k, .. }`), and the
//! bundle compiles.

use itertools::{Itertools, MinMaxResult};
use std::io::Read;

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        println!("not UTF-8");
        std::process::exit(1);
    }
    let words: Vec<&str> = text.split_whitespace().sorted().dedup().collect();
    println!("{}", words.iter().join(" "));
    let pairs = words.iter().tuple_combinations::<(_, _)>();
    let short: Vec<String> =
        pairs.filter(|(a, b)| a.len() + b.len() <= 6).map(|(a, b)| format!("{a}+{b}")).collect();
    println!("{} short pairs: {}", short.len(), short.join(","));
    match words.iter().minmax_by_key(|w| w.len()) {
        MinMaxResult::NoElements => println!("no words"),
        MinMaxResult::OneElement(w) => println!("one word {w}"),
        MinMaxResult::MinMax(a, b) => println!("shortest {a} longest {b}"),
    }
    let runs = words.first().map(|w| w.chars().dedup_with_count().map(|(n, c)| format!("{n}{c}")).join(""));
    println!("{}", runs.unwrap_or_default());
}
