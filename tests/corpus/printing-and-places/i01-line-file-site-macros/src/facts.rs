//! The facts about one board, each noted where it is worked out.

use ttt_core::board::{Board, Mark};
use ttt_core::judge::InputError;
use ttt_core::rules::status;

use crate::trace::{here, Site};

/// The facts about the board written as one line of nine letters.
///
/// # Errors
/// The board's parse error.
pub fn describe(text: &str) -> Result<Vec<String>, InputError> {
    let board: Board = text.parse()?;
    let mut parts = vec![crate::noted!("marks", board.mark_count())];
    match status(board, Mark::X) {
        Ok(state) => parts.push(crate::noted!(
            "status",
            format!("{state:?}")
        )),
        Err(why) => parts.push(crate::noted!("unreachable", why)),
    }
    parts.push(here());
    parts.push(crate::site!().to_string());
    Ok(parts)
}

/// The site of the facts module, as a value.
pub fn module_site() -> Site {
    crate::site!("facts")
}
