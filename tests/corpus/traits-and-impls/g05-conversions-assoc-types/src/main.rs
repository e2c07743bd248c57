//! Judge binary for g05-conversions-assoc-types: one line per grid of stdin, then the tally.

use std::convert::TryInto;
use std::io::{self, Read};
use std::process::ExitCode;

use g05_conversions_assoc_types::{fresh, mover, read, tally, Cell, Coord, Game, Grid};

fn main() -> ExitCode {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        eprintln!("error: stdin is not UTF-8");
        return ExitCode::FAILURE;
    }
    let numbers: Vec<u32> = match text.split_whitespace().map(str::parse).collect() {
        Ok(numbers) => numbers,
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::FAILURE;
        }
    };
    if numbers.is_empty() || numbers.len() % 9 != 0 {
        eprintln!("error: {} numbers, expected a multiple of 9", numbers.len());
        return ExitCode::FAILURE;
    }
    let mut results = Vec::new();
    for (index, chunk) in numbers.chunks(9).enumerate() {
        let mut grid: Grid = fresh();
        for (at, &number) in chunk.iter().enumerate() {
            let cell: Option<Cell> = read(number);
            grid.0[at / 3][at % 3] = cell.unwrap_or_else(|| {
                let checked: Result<Cell, String> = number.try_into();
                panic!("grid {}: {}", index + 1, checked.unwrap_err())
            });
        }
        match grid.solve() {
            Ok((moves, result)) => {
                let coords: Vec<String> = moves
                    .iter()
                    .map(|&square| {
                        let Coord(row, column) = square.into();
                        format!("({row},{column})")
                    })
                    .collect();
                let who = mover(grid).map_or('-', |mark| mark.letter());
                println!("{who} {result:?} {}", coords.join(" "));
                results.push((moves.len(), result));
            }
            Err(why) => println!("unreachable: {why}"),
        }
    }
    for (count, outcomes) in tally(&results) {
        println!("{count} best: {outcomes:?}");
    }
    ExitCode::SUCCESS
}
