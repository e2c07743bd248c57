//! Judge binary for f05-main-dyn-error (bundling shape: `main` returning
//! `Result<(), Box<dyn Error>>`, `?` on ttt-core and local errors, `Error: {:?}` on failure; a
//! panic hook that prints the payload only, beside a library method named `location`).

use std::error::Error;
use std::io::{self, BufRead};

use f05_main_dyn_error::{replay, GameError};

fn main() -> Result<(), Box<dyn Error>> {
    // A tidy panic message: the payload only, no thread name or backtrace.
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let text = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        eprintln!("panic: {text}");
    }));
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let count: usize = lines.next().ok_or("no count line")??.trim().parse()?;
    for case in 1..=count {
        let board = lines.next().ok_or_else(|| format!("case {case}: no board"))??;
        let moves = lines.next().unwrap_or_else(|| Ok(String::new()))?;
        assert!(moves.len() < 100, "case {case}: too many moves");
        match replay(&board, &moves) {
            Ok((end, state)) => println!("{case}: {:?} {:?}", end, state),
            Err(GameError::Square(index)) => println!("{case}: skipped, square {index}"),
            Err(error) => {
                eprintln!("{case}: {error}");
                if let Some((line, column)) = error.location() {
                    eprintln!("at {line}:{column} of case {case}'s board");
                }
                if let Some(source) = error.source() {
                    eprintln!("cause: {source}");
                }
                return Err(error.into());
            }
        }
    }
    Ok(())
}
