//! The words for each kind of answer.

use ttt_core::board::Mark;
use ttt_core::rules::{Status, Unreachable};

/// The answer for a board some game reaches.
pub(crate) fn status(status: Status) -> String {
    match status {
        Status::InProgress { to_move: mark } => to_move(mark),
        Status::Won(winner) => format!("won by {winner}"),
        Status::Drawn => "drawn".to_string(),
    }
}

/// The answer for a game in progress.
pub(crate) fn to_move(mark: Mark) -> String {
    format!("{mark} to move")
}

/// The answer for a board no game reaches.
pub(crate) fn unreachable(why: Unreachable) -> String {
    format!("unreachable: {why}")
}
