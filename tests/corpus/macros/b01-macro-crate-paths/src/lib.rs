//! Threat lines: `#[macro_export]` macros with `$crate::` paths called from main, a recursive
//! counting macro, and a macro that defines items (consts named with `stringify!`).
//! Problem: the first line holds `n`, then `n` boards follow, each one token of nine letters
//! `X`, `O` and `.` (row by row). A *threat* is a line holding two marks of one player and an
//! empty square. For each board print the number of X threats, the number of O threats, then
//! every threat in line order (rows top to bottom, columns left to right, the diagonal from
//! the top-left, the one from the top-right) as `<mark>@<LINE>`, all separated by one space.
//! Boards need not come from a legal game. When `n` is 0, print `no boards`. A malformed board
//! or a missing board panics.

pub mod lines;
pub mod output;

pub use ttt_core::board::{Board, Mark};

/// Counts the token trees it is given, at compile time.
#[macro_export]
macro_rules! count {
    () => { 0usize };
    ($head:tt $($tail:tt)*) => { 1usize + $crate::count!($($tail)*) };
}

/// Appends one formatted line to an [`output::Out`].
#[macro_export]
macro_rules! emit {
    ($out:expr, $($arg:tt)*) => {
        $crate::output::push_line(&mut $out, ::std::format_args!($($arg)*))
    };
}

/// The threats on `board`, in line order: which mark threatens and the line's name.
pub fn threats(board: Board) -> impl Iterator<Item = (Mark, &'static str)> {
    let empty = board.empty_squares();
    lines::ALL.into_iter().zip(lines::NAMES).filter_map(move |(line, name)| {
        if (empty & line).count_ones() != 1 {
            return None;
        }
        Mark::BOTH
            .into_iter()
            .find(|&mark| (board.marks(mark) & line).count_ones() == 2)
            .map(|mark| (mark, name))
    })
}

/// How many threats each mark has: `(x, o)`.
pub fn threat_counts(board: Board) -> (usize, usize) {
    threats(board).fold((0, 0), |(x, o), (mark, _)| match mark {
        Mark::X => (x + 1, o),
        Mark::O => (x, o + 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_eight_named_lines() {
        assert_eq!(count!(a b c), 3);
        assert_eq!(lines::ALL.len(), 8);
        assert_eq!(lines::NAMES[7], "ANTIDIAGONAL");
        assert_eq!(lines::ALL, ttt_core::lines::LINES);
    }

    #[test]
    fn threats_in_line_order() {
        let board: Board = "X.X.X....".parse().unwrap();
        let found: Vec<_> = threats(board).collect();
        assert_eq!(
            found,
            [(Mark::X, "TOP"), (Mark::X, "DIAGONAL"), (Mark::X, "ANTIDIAGONAL")]
        );
        assert_eq!(threat_counts(board), (3, 0));
    }
}
