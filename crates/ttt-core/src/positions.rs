//! Enumeration of reachable positions: the counting oracle that pins the rules down.

use crate::board::{Board, Mark, Square, BOARD_COUNT};
use crate::rules::{status, Status};

/// Every board reachable from `start` by legal moves, `start` included, each once, in the
/// order a depth-first search meets them. Empty when `start` itself is unreachable.
///
/// From the empty board there are 5478 of them, 958 finished, whichever mark moves first.
///
/// # Complexity
/// Linear in the number of boards found, at most 3^9, plus a table of 3^9 flags for the boards
/// already seen.
///
/// ```
/// use ttt_core::board::{Board, Mark};
/// use ttt_core::positions::reachable_from;
/// assert_eq!(reachable_from(Board::EMPTY, Mark::X).len(), 5478);
/// ```
pub fn reachable_from(start: Board, first: Mark) -> Vec<Board> {
    let mut seen = vec![false; BOARD_COUNT];
    let mut found = Vec::new();
    if status(start, first).is_err() {
        return found;
    }
    let mut stack = vec![start];
    seen[start.base3_index()] = true;
    while let Some(board) = stack.pop() {
        found.push(board);
        if let Ok(Status::InProgress { to_move }) = status(board, first) {
            for square in Square::ALL {
                if board.mark_at(square).is_some() {
                    continue;
                }
                let next = board.with(square, to_move);
                if !std::mem::replace(&mut seen[next.base3_index()], true) {
                    stack.push(next);
                }
            }
        }
    }
    found
}

/// Every board a game that `first` starts can reach, finished or not.
pub fn reachable_positions(first: Mark) -> Vec<Board> {
    reachable_from(Board::EMPTY, first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::reachable;

    #[test]
    fn the_known_totals() {
        for first in Mark::BOTH {
            let boards = reachable_positions(first);
            let finished =
                boards.iter().filter(|b| status(**b, first).unwrap().is_finished()).count();
            assert_eq!((boards.len(), finished), (5478, 958), "{first} first");
        }
    }

    #[test]
    fn reachable_from_starts_at_its_board_and_stays_after_it() {
        let late = Board::from_masks(0b000_010_101, 0b000_101_010).unwrap();
        let found = reachable_from(late, Mark::X);
        // X to move with three squares left: two of them win at once, the third leads to two
        // more positions for O and then one win each for X, so 1 + 3 + 2 + 2 positions.
        assert_eq!((found.len(), found[0]), (8, late));
        for board in &found {
            let (x, o) = (board.marks(Mark::X), board.marks(Mark::O));
            assert_eq!(
                (x & late.marks(Mark::X), o & late.marks(Mark::O)),
                (0b000_010_101, 0b000_101_010)
            );
        }
        let won = Board::from_masks(0b000_000_111, 0b000_011_000).unwrap();
        assert_eq!(reachable_from(won, Mark::X), [won]);
        let unreachable = Board::from_masks(0b111, 0).unwrap();
        assert_eq!(reachable_from(unreachable, Mark::X), []);
        assert_eq!(reachable_from(Board::EMPTY, Mark::O).len(), 5478);
    }

    #[test]
    fn enumeration_and_the_fast_rules_agree_on_every_board() {
        let found: std::collections::HashSet<Board> =
            reachable_positions(Mark::X).into_iter().collect();
        let mut fast = 0;
        for x in 0..512 {
            for o in 0..512 {
                if let Ok(board) = Board::from_masks(x, o) {
                    assert_eq!(reachable(board, Mark::X), found.contains(&board), "{board:?}");
                    fast += usize::from(reachable(board, Mark::X));
                }
            }
        }
        assert_eq!(fast, 5478);
    }
}
