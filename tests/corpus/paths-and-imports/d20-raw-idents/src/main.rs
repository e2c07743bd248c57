//! Judge binary for d20-raw-idents: one tally line per `seed games` line, then a check number
//! drawn from the first seed's generator.

use std::io::{self, BufRead};

use d20_raw_idents::r#match::tally;
use d20_raw_idents::Rng;

fn main() {
    let mut first = None;
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin is UTF-8");
        let mut words = line.split_whitespace();
        let (Some(seed), Some(games), None) = (words.next(), words.next(), words.next()) else {
            if line.trim().is_empty() {
                continue;
            }
            eprintln!("error: `{line}` is not `seed games`");
            std::process::exit(1);
        };
        let (Ok(seed), Ok(games)) = (seed.parse::<u64>(), games.parse::<u32>()) else {
            eprintln!("error: `{line}` holds something other than numbers");
            std::process::exit(1);
        };
        let t = tally(seed, games.min(100_000));
        println!("{} {} {}", t.x, t.o, t.draws);
        first.get_or_insert(seed);
    }
    if let Some(seed) = first {
        let mut rng = Rng::new(seed);
        println!("check {}", rng.gen() % 1000);
    }
}
