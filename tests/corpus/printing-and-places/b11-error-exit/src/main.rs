//! Judge binary for b11-error-exit: replays the moves of stdin.

use std::error::Error;
use std::io::{self, Read};

use b11_error_exit::{verdict, Game, MoveError};
use ttt_core::rules::Status;

fn main() -> Result<(), Box<dyn Error>> {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input)?;
    let mut tokens = input.split_whitespace();
    let m: usize = tokens.next().ok_or(MoveError::Missing { expected: 1, found: 0 })?.parse()?;
    let mut moves = Vec::with_capacity(m);
    for found in 0..m {
        let token = tokens.next().ok_or(MoveError::Missing { expected: m, found })?;
        moves.push(token.parse::<u64>()?);
    }
    assert!(tokens.next().is_none(), "unexpected input after the {m} moves");
    let mut game = Game::default();
    for (index, &square) in moves.iter().enumerate() {
        if game.status().is_finished() {
            println!("{}", game.board);
            println!("{}", verdict(game.status()));
            eprintln!("move {} comes after the end of the game", index + 1);
            std::process::exit(2);
        }
        game.play(square)?;
    }
    println!("{}", game.board);
    let status: Status = game.status();
    println!("{}", verdict(status));
    Ok(())
}
