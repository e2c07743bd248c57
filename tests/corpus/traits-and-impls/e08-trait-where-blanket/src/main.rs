//! Judge binary for e08-trait-where-blanket: the rules as trait objects, a count at the end.

use std::io::{self, BufRead};

use e08_trait_where_blanket::{answer, Full, HasLine, Rule};
use ttt_core::board::Mark;
use ttt_core::notation::parse_letters;

fn main() {
    let x = HasLine(Mark::X);
    let rules: Vec<Box<dyn Rule>> = vec![Box::new(x.opponent()), Box::new(HasLine(Mark::X)), Box::new(Full)];
    let mut boards = Vec::new();
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match answer(line.trim(), &rules) {
            Ok(text) => println!("{text}"),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
        boards.push(parse_letters(line.trim()).unwrap());
    }
    println!("full boards: {}", Full.count(&boards));
}
