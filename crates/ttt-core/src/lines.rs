//! The 8 lines (3 rows, 3 columns, 2 diagonals) and who has one.

use crate::board::{Board, Mark};

/// The 8 lines as masks: rows, columns, then the two diagonals. Bit `i` is square `i`, so the
/// literals read right to left, bottom row first.
pub const LINES: [u16; 8] = [
    0b000_000_111, // top row
    0b000_111_000, // middle row
    0b111_000_000, // bottom row
    0b001_001_001, // left column
    0b010_010_010, // middle column
    0b100_100_100, // right column
    0b100_010_001, // diagonal from the top-left
    0b001_010_100, // diagonal from the top-right
];

/// `HAS_LINE[mask]` tells whether the squares in `mask` cover at least one line.
const HAS_LINE: [bool; 512] = has_line_table();

const fn has_line_table() -> [bool; 512] {
    let mut table = [false; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut line = 0;
        while line < LINES.len() {
            if mask as u16 & LINES[line] == LINES[line] {
                table[mask] = true;
            }
            line += 1;
        }
        mask += 1;
    }
    table
}

/// Do the squares in `mask` cover a whole line. Bits beyond square 8 are ignored.
///
/// # Complexity
/// One table look-up.
pub const fn covers_line(mask: u16) -> bool {
    HAS_LINE[(mask & 0b111_111_111) as usize]
}

/// The lines `mark` has completed on `board`, as an iterator over [`LINES`] masks.
pub fn lines_of(board: Board, mark: Mark) -> impl Iterator<Item = u16> {
    let marks = board.marks(mark);
    LINES.into_iter().filter(move |&line| marks & line == line)
}

impl Board {
    /// Has `mark` completed a line.
    pub const fn has_line(self, mark: Mark) -> bool {
        covers_line(self.marks(mark))
    }

    /// The marks that have a line, X before O: none, one, or both on a board no game reaches.
    /// "Does anyone have a line" is `!board.marks_with_a_line().is_empty()`.
    ///
    /// # Complexity
    /// Two table look-ups.
    ///
    /// ```
    /// use ttt_core::board::{Board, Mark};
    /// let both: Board = "XXX\nOOO\n...".parse().unwrap();
    /// assert_eq!(both.marks_with_a_line(), [Mark::X, Mark::O]);
    /// let o_won: Board = "XX.\nOOO\nX..".parse().unwrap();
    /// assert_eq!(o_won.marks_with_a_line(), [Mark::O]);
    /// assert!(Board::EMPTY.marks_with_a_line().is_empty());
    /// ```
    pub const fn marks_with_a_line(self) -> &'static [Mark] {
        match (self.has_line(Mark::X), self.has_line(Mark::O)) {
            (false, false) => &[],
            (true, false) => &[Mark::X],
            (false, true) => &[Mark::O],
            (true, true) => &Mark::BOTH,
        }
    }

    /// The mark that has a line, when only one of them has: `None` when nobody has a line,
    /// and `None` too when both have, a board no game reaches (the game stops at the first
    /// line; [`crate::rules::status`] says so with its reason).
    ///
    /// # Complexity
    /// Two table look-ups.
    ///
    /// ```
    /// use ttt_core::board::{Board, Mark};
    /// let won: Board = "XXX\nOO.\n...".parse().unwrap();
    /// assert_eq!(won.winner(), Some(Mark::X));
    /// assert_eq!(Board::EMPTY.winner(), None);
    /// let both: Board = "XXX\nOOO\n...".parse().unwrap();
    /// assert_eq!(both.winner(), None);
    /// ```
    pub const fn winner(self) -> Option<Mark> {
        match (self.has_line(Mark::X), self.has_line(Mark::O)) {
            (true, false) => Some(Mark::X),
            (false, true) => Some(Mark::O),
            (false, false) | (true, true) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::FULL;

    #[test]
    fn every_line_is_three_squares_in_a_row() {
        for line in LINES {
            assert_eq!(line.count_ones(), 3);
            let squares: Vec<u16> = (0..9).filter(|i| line & (1 << i) != 0).collect();
            // Three squares form a line when they are evenly spaced and stay on the grid.
            let step = squares[1] - squares[0];
            assert_eq!(squares[2] - squares[1], step);
            assert!(matches!((step, squares[0]), (1, 0 | 3 | 6) | (3, 0..=2) | (4, 0) | (2, 2)));
        }
        let distinct: std::collections::BTreeSet<u16> = LINES.into_iter().collect();
        assert_eq!(distinct.len(), 8);
    }

    #[test]
    fn covers_line_matches_a_scan_of_all_lines() {
        for mask in 0..512u16 {
            let scanned = LINES.iter().any(|line| line & !mask == 0);
            assert_eq!(covers_line(mask), scanned, "mask {mask:09b}");
        }
    }

    #[test]
    fn lines_of_and_has_line_match_a_scan_of_every_split_of_the_board() {
        // X on the squares of `x`, O on all the others: every mask of either mark appears.
        for x in 0..512u16 {
            let board = Board::from_masks(x, FULL & !x).unwrap();
            for (mark, marks) in [(Mark::X, x), (Mark::O, FULL & !x)] {
                let scanned: Vec<u16> =
                    LINES.into_iter().filter(|&line| line & marks == line).collect();
                assert_eq!(lines_of(board, mark).collect::<Vec<_>>(), scanned, "{board:?}");
                assert_eq!(board.has_line(mark), !scanned.is_empty(), "{board:?} {mark}");
            }
        }
    }

    #[test]
    fn the_marks_with_a_line_and_the_winner_the_only_one_on_every_board() {
        for x in 0..512u16 {
            for o in 0..512u16 {
                let Ok(board) = Board::from_masks(x, o) else { continue };
                let with_line: Vec<Mark> = Mark::BOTH
                    .into_iter()
                    .filter(|&mark| lines_of(board, mark).count() > 0)
                    .collect();
                let expected = match with_line[..] {
                    [mark] => Some(mark),
                    _ => None,
                };
                assert_eq!(board.winner(), expected, "{board:?}");
                assert_eq!(board.marks_with_a_line(), with_line, "{board:?}");
            }
        }
        let o_won = Board::from_masks(0b000_011_100, 0b111_000_000).unwrap();
        assert_eq!(o_won.winner(), Some(Mark::O));
    }

    #[test]
    fn lines_of_lists_both_lines_of_a_double() {
        let board = Board::from_masks(0b001_001_111, 0b110_110_000).unwrap();
        assert_eq!(lines_of(board, Mark::X).collect::<Vec<_>>(), [0b000_000_111, 0b001_001_001]);
        assert!(!board.has_line(Mark::O));
    }
}
