//! Boards ranked two ways (bundling shape: names that resolve to different items in different
//! scopes — a module-level `enum Outcome` and `fn status` shadowing ttt-core's glob-imported
//! ones, a fn body whose own `use ttt_core::perfect_play::*;` glob shadows the module's
//! `Outcome` again, an inner-block `use ttt_core::rules::status;` beside the module's `status`,
//! and enums whose derived `Ord` differs only by variant order, so a wrong resolution still
//! compiles and sorts differently).

use ttt_core::board::*;
use ttt_core::rules::*;

/// The library's own ranking of a board for X, best first: `Win < Draw < Loss`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// X wins with perfect play.
    Win,
    /// Nobody can force a win.
    Draw,
    /// X loses.
    Loss,
}

/// Where the game stands, as a word (shadows the glob-imported `ttt_core::rules::status`).
pub fn status(board: Board) -> &'static str {
    match ttt_core::rules::status(board, Mark::X) {
        Ok(Status::InProgress { to_move: Mark::X }) => "x-to-move",
        Ok(Status::InProgress { to_move: Mark::O }) => "o-to-move",
        Ok(Status::Won(_)) => "won",
        Ok(Status::Drawn) => "drawn",
        Err(_) => "unreachable",
    }
}

/// Whether X, moving first, gets to `board`.
pub fn legal(board: Board) -> bool {
    let answer = {
        use ttt_core::rules::status;
        status(board, Mark::X).is_ok()
    };
    answer && status(board) != "unreachable"
}

/// The library's ranking of the reachable boards: `Win` first.
pub fn ranked(boards: &[Board]) -> Vec<String> {
    let mut ranked: Vec<(Outcome, Board)> = boards
        .iter()
        .filter(|&&board| legal(board))
        .map(|&board| {
            let rank = match ttt_core::perfect_play::outcome(board, Mark::X) {
                Ok(ttt_core::perfect_play::Outcome::Win) => Outcome::Win,
                Ok(ttt_core::perfect_play::Outcome::Draw) => Outcome::Draw,
                _ => Outcome::Loss,
            };
            (rank, board)
        })
        .collect();
    ranked.sort();
    ranked.iter().map(|(rank, board)| format!("{rank:?}:{board:?}")).collect()
}

/// ttt-core's ranking of the same boards: its `Outcome` sorts `Loss` first.
pub fn ranked_by_core(boards: &[Board]) -> Vec<String> {
    use ttt_core::perfect_play::*;

    let mut ranked: Vec<(Outcome, Board)> =
        boards.iter().filter_map(|&board| outcome(board, Mark::X).ok().map(|o| (o, board))).collect();
    ranked.sort();
    ranked.iter().map(|(rank, board)| format!("{rank:?}:{board:?}")).collect()
}
