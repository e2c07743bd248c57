//! Errors the library reports.

use ttt_core::judge::Scanner;

use crate::InputError;

/// The error for an input without any board.
pub fn nothing_read(scanner: &Scanner<'_>) -> InputError {
    InputError::end_of_input(scanner.position(), "a board")
}
