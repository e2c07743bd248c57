//! Mask report (bundling shape: locals named `status`, `outcome`, `lines`; `parse::<u8>()`).
//! Lines, standing and next player of boards given as two square masks.
//! Bundling shape: bloat bait: local variables named `status`, `outcome` and `lines`, like the
//! functions `ttt_core::rules::status`, `ttt_core::perfect_play::outcome` and the module
//! `ttt_core::lines`, in a crate that never uses `rules` or `perfect_play`, and a
//! `text.parse::<u8>()` in a crate that never parses a `Board`.
//!
//! Each input line is `f x o`: the first player `1` (X) or `2` (O), then the masks of the X and
//! O squares (bit `i` is square `i`, numbered row by row from the top-left), in decimal. The
//! answer is `X lines <a>, O lines <b>, <standing>, next <m>`: the completed lines of each mark,
//! the standing (`open`, `full`, `X has a line`, `O has a line` or `both have lines`) and who
//! plays next by the mark counts alone (`-` when someone has a line or the board is full, `?`
//! when the counts fit no game). Blank lines are skipped. A line whose numbers do not parse
//! makes the binary panic; masks that do not fit a board are reported as
//! `error: line <n>: <why>` with exit status 2, after the answers before them.

use ttt_core::board::{Board, Mark, MaskError};
use ttt_core::lines::lines_of;

/// One parsed input line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// Who moves first.
    pub first: Mark,
    /// The board.
    pub board: Board,
}

/// Parses `f x o`.
///
/// # Panics
/// When the line does not hold three numbers, or the first is not `1` or `2`.
///
/// # Errors
/// [`MaskError`] when the masks do not fit a board.
pub fn parse_case(text: &str) -> Result<Case, MaskError> {
    let mut words = text.split_whitespace();
    let mut next =
        |what: &str| words.next().unwrap_or_else(|| panic!("missing {what} in {text:?}"));
    let first = match next("the first player").parse::<u8>() {
        Ok(1) => Mark::X,
        Ok(2) => Mark::O,
        other => panic!("the first player should be 1 or 2, not {other:?}"),
    };
    let x: u16 = next("the X mask").parse().expect("the X mask should be a number");
    let o: u16 = next("the O mask").parse().expect("the O mask should be a number");
    Ok(Case { first, board: Board::from_masks(x, o)? })
}

/// The answer line for one case.
pub fn report(case: Case) -> String {
    let Case { first, board } = case;
    let lines = lines_of(board, Mark::X).count();
    let o_lines = lines_of(board, Mark::O).count();
    let status = match (lines, o_lines) {
        (0, 0) if board.is_full() => "full",
        (0, 0) => "open",
        (_, 0) => "X has a line",
        (0, _) => "O has a line",
        _ => "both have lines",
    };
    let outcome = if status != "open" {
        '-'
    } else if board.count(first) == board.count(first.opponent()) {
        first.letter()
    } else if board.count(first) == board.count(first.opponent()) + 1 {
        first.opponent().letter()
    } else {
        '?'
    };
    format!("X lines {lines}, O lines {o_lines}, {status}, next {outcome}")
}
