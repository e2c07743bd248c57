//! `assert!` without a message whose condition has a comma outside parentheses (bundling
//! shape: `assert!(crate::limits::within::<0, 5>(n))`, a turbofish of two const arguments,
//! and `assert!(cond,)` with a trailing comma, both in the library; the panic message prints
//! the condition as written).
//!
//! Each line is a board in letters; the answer is how many marks each player has. A board with
//! more than five X or more than five O breaks the library's assumption and panics.

use ttt_core::board::{Board, Mark};
use ttt_core::notation::parse_letters;

pub mod limits {
    //! Bounds checked with const generics.

    /// Is `n` in `LO..=HI`.
    pub fn within<const LO: u32, const HI: u32>(n: u32) -> bool {
        (LO..=HI).contains(&n)
    }
}

/// The counts of a board.
pub fn counts(board: Board) -> (u32, u32) {
    let x = board.count(Mark::X);
    let o = board.count(Mark::O);
    assert!(crate::limits::within::<0, 5>(x));
    assert!(crate::limits::within::<0, 5>(o),);
    (x, o)
}

/// The answer line for one input line.
pub fn answer(line: &str) -> Result<String, String> {
    let board = parse_letters(line).map_err(|e| e.to_string())?;
    let (x, o) = counts(board);
    Ok(format!("{x} {o}"))
}
