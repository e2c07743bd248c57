//! Counting macros for the binary, exported at the crate's root.

/// How many squares of `$board` hold `$mark` (an `Option<Mark>`).
#[macro_export]
macro_rules! count_marks {
    ($board:expr, $mark:expr) => {
        $crate::Square::ALL.iter().filter(|&&square| $board.mark_at(square) == $mark).count()
    };
}

/// The squares of row `$row` (0 to 2).
#[macro_export]
macro_rules! row_squares {
    ($row:expr) => {
        $crate::Square::ALL.iter().copied().filter(move |square| square.row() == $row)
    };
}
