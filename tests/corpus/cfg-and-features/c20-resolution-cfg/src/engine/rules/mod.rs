//! The rules, one module deeper.

pub mod check {
    //! The check itself, which reaches back up with `super::super::`.

    use super::super::Verdict;
    use super::super::Verdict::*;
    use crate::limits::side::SQUARES;
    use crate::limits::squares::SIDE;
    use ttt_core::board::{Board, Mark};
    use ttt_core::rules::{status, Status};

    /// A const that shadows the glob-imported variant `Draw` in this module.
    #[allow(non_upper_case_globals)]
    const Draw: &str = "full board, no line";

    /// The verdict for `board` and what it rests on.
    pub fn verdict_of(board: Board) -> (Verdict, String) {
        let marks = board.mark_count() as usize;
        let counts = format!("{marks}/{SQUARES} on a {SIDE}x{SIDE} board");
        match status(board, Mark::X) {
            Ok(Status::Won(Mark::X)) => (X, format!("X has a line, {counts}")),
            Ok(Status::Won(Mark::O)) => (O, format!("O has a line, {counts}")),
            Ok(Status::Drawn) => (Verdict::Draw, format!("{Draw}, {counts}")),
            Ok(Status::InProgress { to_move }) => (Play, format!("{to_move} to move, {counts}")),
            Err(why) => (Impossible, why.to_string()),
        }
    }
}
