//! Judge binary for g07-ops-ord-const-arrays: one line per game of stdin, then the census.

use std::io::{self, BufRead};
use std::process::ExitCode;

use g07_ops_ord_const_arrays::{Census, Mask, Play, Side, OPENINGS};
use ttt_core::board::{Mark, Square};

fn main() -> ExitCode {
    let mut census = Census::default();
    for (number, line) in io::stdin().lock().lines().map_while(Result::ok).enumerate() {
        let mut words = line.split_whitespace();
        let Some(name) = words.next() else { continue };
        let Some(&(_, board)) = OPENINGS.iter().find(|(opening, _)| *opening == name) else {
            eprintln!("error: line {}: no opening `{name}`", number + 1);
            return ExitCode::from(3);
        };
        let side = if board.mark_count() % 2 == 0 { Side(Mark::X) } else { -Side(Mark::X) };
        let mut play = Play { board, side };
        for word in words {
            let square = word.parse::<u8>().ok().and_then(|n| n.checked_sub(1)).and_then(Square::new);
            let Some(square) = square else {
                eprintln!("error: line {}: `{word}` is no square", number + 1);
                return ExitCode::from(3);
            };
            if play[square].is_some() {
                eprintln!("error: line {}: square {word} is taken", number + 1);
                return ExitCode::from(3);
            }
            play += square;
        }
        let free = !play.taken();
        let corner_mask = Mask(0b101_000_101);
        match census.record(play) {
            Ok(new) => println!(
                "{} free {:03x} free corners {:03x} {}",
                number + 1,
                free.0,
                (free & corner_mask).0,
                if new { "new" } else { "again" }
            ),
            Err(why) => {
                eprintln!("error: line {}: {why}", number + 1);
                return ExitCode::FAILURE;
            }
        }
    }
    for line in census.lines() {
        println!("{line}");
    }
    ExitCode::SUCCESS
}
