//! Number scrabble, the "15 game" (bundling shape: a local `mod board;`, no ttt_core::board).
//! Who first holds three numbers that sum to 15.
//! Bundling shape: a local `mod board;` with its own `Board` type, named like `ttt_core::board`,
//! in a crate that never uses `ttt_core::board`; numbers are read with `text.parse::<u8>()`.
//!
//! Two players, `A` then `B`, take turns picking distinct numbers from 1 to 9. The first to hold
//! three numbers summing to 15 wins; that is tic-tac-toe on the Lo Shu magic square, so the
//! lines come from `ttt_core::lines`. Each input line is one game, its picks in order separated
//! by blanks. The answer is `A wins at <k>` or `B wins at <k>` (`k` the 1-based pick that wins),
//! `draw` after nine picks without a winner, or `unfinished` when fewer picks were made. A pick
//! that is not a number from 1 to 9, a number picked twice, or a pick after the game was won is
//! an input error.

mod board;

use board::{Board, Pick, Player};
use ttt_core::judge::{is_blank, InputError, Scanner, Token};

/// Answers every game in `input`, one line each, stopping at the first bad pick.
///
/// # Errors
/// [`InputError`] for a bad pick, or an input without any game.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut games = 0;
    while let Some(line) = scanner.line() {
        let answer = play(line)?;
        output.extend_from_slice(answer.as_bytes());
        output.push(b'\n');
        games += 1;
    }
    if games == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a line of picks"));
    }
    Ok(())
}

/// Plays the picks of one line and says how the game stands after them.
fn play(line: Token<'_>) -> Result<String, InputError> {
    let mut board = Board::new();
    let mut winner = None;
    let mut picks = 0;
    for (offset, word) in words(line.text) {
        let position = line.position_at(offset);
        if winner.is_some() {
            return Err(InputError::found_bytes(
                position,
                word,
                "the end of the game after the win",
            ));
        }
        let text = std::str::from_utf8(word).unwrap_or("");
        let number = match text.parse::<u8>() {
            Ok(number @ 1..=9) => number,
            _ => return Err(InputError::found_bytes(position, word, "a number from 1 to 9")),
        };
        let player = board.to_move();
        match board.pick(number) {
            Pick::Taken => {
                let found = format!("found {number} a second time");
                return Err(InputError::new(position, found, "a number not picked yet"));
            }
            Pick::Won => winner = Some((player, picks + 1)),
            Pick::Played => {}
        }
        picks += 1;
    }
    Ok(match winner {
        Some((Player::A, at)) => format!("A wins at {at}"),
        Some((Player::B, at)) => format!("B wins at {at}"),
        None if picks == 9 => "draw".to_string(),
        None => "unfinished".to_string(),
    })
}

/// The blank-separated words of a line, each with its offset in the line.
fn words(text: &[u8]) -> Vec<(usize, &[u8])> {
    let mut words = Vec::new();
    let mut start = None;
    for (offset, &byte) in text.iter().enumerate() {
        match (is_blank(byte), start) {
            (false, None) => start = Some(offset),
            (true, Some(from)) => {
                words.push((from, &text[from..offset]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        words.push((from, &text[from..]));
    }
    words
}
