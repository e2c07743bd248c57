//! Judge binary for d10-into-impl: one verdict line per board, then the tally.

use std::collections::BTreeMap;
use std::io::{self, Read, Write};

use d10_into_impl::Verdict;
use ttt_core::notation::board_from_letters;

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).expect("stdin is UTF-8");
    let mut out = io::stdout().lock();
    let mut tally: BTreeMap<u8, usize> = BTreeMap::new();
    for word in text.split_whitespace() {
        let letters: &[u8; 9] = match word.as_bytes().try_into() {
            Ok(letters) => letters,
            Err(_) => {
                eprintln!("error: `{word}` is not nine letters");
                std::process::exit(1);
            }
        };
        let Some(board) = board_from_letters(letters) else {
            eprintln!("error: `{word}` holds something other than `X`, `O` and `.`");
            std::process::exit(1);
        };
        let verdict = Verdict::of(board);
        let label: String = verdict.into();
        let code: u8 = verdict.into();
        *tally.entry(code).or_default() += 1;
        writeln!(out, "{word} {label} {}", code as char).unwrap();
    }
    let summary: Vec<String> = tally.iter().map(|(code, n)| format!("{}={n}", *code as char)).collect();
    writeln!(out, "{}", summary.join(" ")).unwrap();
}
