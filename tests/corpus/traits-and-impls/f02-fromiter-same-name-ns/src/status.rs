//! Words for statuses.

use ttt_core::rules::Status;

/// One word for a status.
pub fn word(state: Status) -> &'static str {
    match state {
        Status::InProgress { .. } => "open",
        Status::Won(_) => "won",
        Status::Drawn => "drawn",
    }
}
