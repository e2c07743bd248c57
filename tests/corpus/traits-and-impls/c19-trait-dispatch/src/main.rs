//! Judge binary for c19-trait-dispatch: every pair of bots from every start of stdin.

use std::io::{self, BufRead, Write};

use c19_trait_dispatch::{
    flip, mover, play, record, Bot, Centre, Corner, Describe, Fixed, Footer, Sharp, Standing,
};
use ttt_core::board::Mark;
use ttt_core::notation::board_from_letters;

fn main() {
    let bots: Vec<Box<dyn Bot>> = vec![
        Box::new(Fixed(Centre)),
        Box::new(Fixed(Corner)),
        Box::new(Sharp { fallback: Fixed(Centre) }),
        Box::new(Sharp { fallback: Box::new(Fixed(Corner)) as Box<dyn Bot> }),
    ];
    let mut report = Vec::new();
    for (number, line) in io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin is UTF-8");
        let word = line.trim();
        if word.is_empty() {
            continue;
        }
        let start = <&[u8; 9]>::try_from(word.as_bytes()).ok().and_then(board_from_letters);
        let Some(start) = start.filter(|&b| mover(b).is_some()) else {
            io::stdout().write_all(&report).unwrap();
            eprintln!("error: line {}: `{word}` is not a board in play", number + 1);
            std::process::exit(1);
        };
        let mut table: Vec<Standing> =
            bots.iter().map(|b| Standing { name: b.name(), ..Default::default() }).collect();
        let mut footer = Footer { out: &mut report, games: 0 };
        for (i, x) in bots.iter().enumerate() {
            for (j, o) in bots.iter().enumerate() {
                if i == j {
                    continue;
                }
                let result = match play(x, o, start) {
                    Ok(result) => result,
                    Err(error) => {
                        eprintln!("error: {error}");
                        std::process::exit(1);
                    }
                };
                record(&mut table, i, Mark::X, result, result);
                record(&mut table, j, Mark::O, flip(result), flip(result));
                let line = format!("{} v {}: {}\n", x.name(), o.name(), (Mark::X, result).describe());
                footer.out.extend_from_slice(line.as_bytes());
                footer.games += 1;
            }
        }
        let names: Vec<String> = table.iter().map(|s| s.to_string()).collect();
        footer.out.extend_from_slice(format!("{}\n{}\n", table.describe(), names.join(" ")).as_bytes());
    }
    io::stdout().write_all(&report).unwrap();
}
