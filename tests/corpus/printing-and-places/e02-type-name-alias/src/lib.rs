//! A generic token reader whose error names the type it wanted through
//! `std::any::type_name`, imported under another name (bundling shape: `use std::any::type_name
//! as name_of;` and `name_of::<T>()` with `T` a `ttt-core` type and a primitive).
//!
//! Each line is a count `n` then a board in letters; the answer is `yes` when the board holds
//! `n` marks, else `no`.

use std::any::type_name as name_of;
use std::str::FromStr;

use ttt_core::board::Board;

/// Reads one token as a `T`, or says which type it could not read.
pub fn read<T: FromStr>(token: Option<&str>, line: usize) -> Result<T, String> {
    let token = token.ok_or_else(|| format!("line {line}: missing a {}", name_of::<T>()))?;
    token
        .parse::<T>()
        .map_err(|_| format!("line {line}: `{token}` is not a {}", name_of::<T>()))
}

/// The answer for one line.
pub fn answer(text: &str, line: usize) -> Result<&'static str, String> {
    let mut words = text.split_whitespace();
    let count: u32 = read(words.next(), line)?;
    let board: Board = read(words.next(), line)?;
    Ok(if board.mark_count() == count { "yes" } else { "no" })
}
