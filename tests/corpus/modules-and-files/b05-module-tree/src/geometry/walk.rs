//! The boards one move away.

use super::*;

/// Every board one move of `mark` away from `board`, in square order.
pub fn children(board: Board, mark: Mark) -> impl Iterator<Item = Board> {
    free_squares(board).map(move |square| place(board, square, mark))
}

/// `board` with `mark` on the free `square`.
pub(super) fn place(board: Board, square: Square, mark: Mark) -> Board {
    debug_assert!(board.mark_at(square).is_none(), "{square:?} is taken");
    board.with(square, mark)
}

/// The number of free squares.
pub(super) fn remaining(board: Board) -> u32 {
    SQUARES - board.mark_count()
}
