//! Judge binary for c20-resolution-cfg: one verdict line per board of stdin, then a tally.
//! main.rs shadows the prelude's `Result` with its own enum.

use std::collections::BTreeMap;
use std::io::{self, Read};

use c20_resolution_cfg::board::Mark;
use c20_resolution_cfg::{line, Verdict};
use ttt_core::notation::board_from_letters;

mod common;

/// How a tally line reads: this program's own `Result`, not the prelude's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Result {
    Decided(Mark),
    Open,
    Broken,
}

fn classify(verdict: Verdict) -> Result {
    match verdict {
        Verdict::X => Result::Decided(Mark::X),
        Verdict::O => Result::Decided(Mark::O),
        Verdict::Draw | Verdict::Play => Result::Open,
        Verdict::Impossible => Result::Broken,
    }
}

fn read_all() -> std::result::Result<String, io::Error> {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text)?;
    Ok(text)
}

fn main() {
    let text = read_all().expect("stdin is UTF-8");
    let mut tally: BTreeMap<Result, usize> = BTreeMap::new();
    for word in text.split_whitespace() {
        let Some(board) = <&[u8; 9]>::try_from(word.as_bytes()).ok().and_then(board_from_letters)
        else {
            eprintln!("error: `{word}` is not nine letters");
            std::process::exit(1);
        };
        let line = line(board);
        println!("{}", line.to_string());
        *tally.entry(classify(line.verdict)).or_default() += 1;
    }
    println!("{tally:?}");
    println!("{}", common::plural(tally.values().sum(), "board"));
}
