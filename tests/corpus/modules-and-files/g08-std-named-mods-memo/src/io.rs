//! Reading the cases (named like `std::io`, which it uses too).

use std::io::{self, Read};

use ttt_core::board::{Board, Mark};
use ttt_core::notation::board_from_letters;

/// Every `(board, first)` case of stdin, or the first bad word.
///
/// # Errors
/// The bad word, as text.
pub fn read_cases() -> Result<Vec<(Board, Mark)>, String> {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).map_err(|why| why.to_string())?;
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .chunks(2)
        .map(|pair| {
            let letters: &[u8; 9] = pair[0].as_bytes().try_into().map_err(|_| format!("`{}` is no board", pair[0]))?;
            let board = board_from_letters(letters).ok_or_else(|| format!("`{}` is no board", pair[0]))?;
            let first = match pair.get(1).copied() {
                Some("X") => Mark::X,
                Some("O") => Mark::O,
                other => return Err(format!("{other:?} is no player")),
            };
            Ok((board, first))
        })
        .collect()
}
