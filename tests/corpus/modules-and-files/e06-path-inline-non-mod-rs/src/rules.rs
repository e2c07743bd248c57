//! The rules, with helpers in modules nested the long way.

use ttt_core::board::Board;
use ttt_core::notation::parse_letters;

#[path = "shared"]
mod helpers {
    pub mod masks;
}

mod inline {
    pub mod extra;
}

/// The answer for one line.
pub fn answer(line: &str) -> Result<String, String> {
    let board: Board = parse_letters(line).map_err(|e| e.to_string())?;
    Ok(format!("{} {}", inline::extra::winners(board), helpers::masks::corners(board)))
}
