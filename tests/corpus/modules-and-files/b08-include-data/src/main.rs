//! Judge binary for b08-include-data: answers the queries of stdin, one per line.

#[path = "commands.rs"]
mod query;

use std::io::{self, BufRead};
use std::process;

use b08_include_data::{lines, lines_answer, VERSION};
use ttt_core::board::Board;

fn fail(number: usize, what: &str) -> ! {
    eprintln!("{}: line {number}: {what}", env!("CARGO_PKG_NAME"));
    process::exit(1)
}

fn main() {
    for (index, line) in io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin is not UTF-8");
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let number = index + 1;
        match query::parse(line) {
            Ok(query::Query::Version) => println!("{VERSION}"),
            Ok(query::Query::Lines(letters)) => match letters.parse::<Board>() {
                Ok(board) => println!("{}", lines_answer(board)),
                Err(error) => fail(number, &format!("bad board: {error}")),
            },
            Ok(query::Query::Squares(name)) => match lines::by_name(name) {
                Some(found) => {
                    let squares: Vec<String> =
                        (0..9).filter(|i| found.mask & 1 << i != 0).map(|i| (i + 1).to_string()).collect();
                    println!("{}", squares.join(" "));
                }
                None => fail(number, &format!("no line is called `{name}`")),
            },
            Err(what) => fail(number, &what),
        }
    }
}
