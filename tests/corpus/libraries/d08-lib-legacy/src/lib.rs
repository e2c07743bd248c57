//! d08-lib-legacy: a workspace library, with no binary, still on the 2018 edition, which
//! d09-edition-2018-lib depends on. Its code means what it means in 2018:
//! `[..].into_iter()` on an array iterates by reference there (by value in 2021).
//!
//! Counting helpers: corners, edges and the centre a mark holds.

use ttt_core::board::{Board, Mark, Square};

/// The corner squares.
pub const CORNERS: [u8; 4] = [0, 2, 6, 8];
/// The edge squares.
pub const EDGES: [u8; 4] = [1, 3, 5, 7];

/// How many of `squares` hold `mark`.
pub fn held(board: Board, mark: Mark, squares: [u8; 4]) -> usize {
    let mut count = 0;
    #[allow(array_into_iter)]
    for &index in squares.into_iter() {
        let square = Square::new(index).expect("squares are 0..9");
        if board.mark_at(square) == Some(mark) {
            count += 1;
        }
    }
    count
}

/// `c2 e1 m` for two corners, one edge and the centre.
pub fn summary(board: Board, mark: Mark) -> String {
    let centre = Square::new(4).expect("4 is a square");
    let middle = if board.mark_at(centre) == Some(mark) { " m" } else { "" };
    format!("c{} e{}{}", held(board, mark, CORNERS), held(board, mark, EDGES), middle)
}
