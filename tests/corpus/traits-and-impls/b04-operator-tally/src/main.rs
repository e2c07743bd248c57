//! Judge binary for b04-operator-tally: the tally and points of a tournament.

use std::error::Error;
use std::io;

use b04_operator_tally::{verdicts, Points, Tally, Verdict};

fn main() -> Result<(), Box<dyn Error>> {
    let input = io::read_to_string(io::stdin())?;
    let verdicts: Vec<Verdict> = verdicts(&input)?.collect::<Result<_, _>>()?;
    let tally: Tally = verdicts.iter().copied().sum();
    let points: Points = verdicts.into_iter().collect();
    println!("{tally}");
    println!("{points}");
    Ok(())
}
