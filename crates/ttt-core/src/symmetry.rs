//! The 8 symmetries of the square, and a canonical form that is the same for every board one
//! of them turns into another.

use crate::board::{Board, Mark, Square};

/// A rotation or reflection of the board. Each maps lines to lines, so it changes no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symmetry {
    /// Leaves every square where it is.
    Identity,
    /// A quarter turn clockwise.
    RotateClockwise,
    /// A half turn.
    RotateHalf,
    /// A quarter turn counter-clockwise.
    RotateCounterClockwise,
    /// Swaps the left and right columns.
    MirrorLeftRight,
    /// Swaps the top and bottom rows.
    MirrorTopBottom,
    /// Reflects in the diagonal from the top-left: rows become columns.
    Transpose,
    /// Reflects in the diagonal from the top-right.
    AntiTranspose,
}

/// Where each symmetry sends each square: `TARGETS[s][i]` is the image of square `i`, in the
/// order of [`Symmetry::ALL`].
const TARGETS: [[u8; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

impl Symmetry {
    /// All 8 symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::RotateClockwise,
        Symmetry::RotateHalf,
        Symmetry::RotateCounterClockwise,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where this symmetry sends `square`.
    pub const fn square(self, square: Square) -> Square {
        match Square::new(TARGETS[self as usize][square.index()]) {
            Some(image) => image,
            None => square,
        }
    }

    /// The image of a set of squares. Bits beyond square 8 are ignored.
    pub const fn mask(self, mask: u16) -> u16 {
        let mut image = 0;
        let mut square = 0;
        while square < 9 {
            if mask & (1 << square) != 0 {
                image |= 1 << TARGETS[self as usize][square];
            }
            square += 1;
        }
        image
    }

    /// The image of a board: every mark moves with its square.
    pub fn board(self, board: Board) -> Board {
        let (x, o) = (self.mask(board.marks(Mark::X)), self.mask(board.marks(Mark::O)));
        Board::from_masks(x, o).unwrap_or(board)
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        let undoes = |candidate: &Symmetry| {
            Square::ALL.iter().all(|&s| candidate.square(self.square(s)) == s)
        };
        Symmetry::ALL.into_iter().find(undoes).unwrap_or(Symmetry::Identity)
    }
}

/// The representative of `board` under the 8 symmetries: the image with the smallest
/// [`Board::base3_index`]. Two boards are essentially the same exactly when their canonical
/// forms are equal. From the empty board, games reach 765 essentially different positions.
///
/// # Complexity
/// Eight images of a 9-square board.
///
/// ```
/// use ttt_core::notation::parse_letters;
/// use ttt_core::symmetry::canonical;
/// let corner = parse_letters("X.. ... ...").unwrap();
/// let other_corner = parse_letters("... ... ..X").unwrap();
/// assert_eq!(canonical(corner), canonical(other_corner));
/// ```
pub fn canonical(board: Board) -> Board {
    Symmetry::ALL
        .into_iter()
        .map(|symmetry| symmetry.board(board))
        .min_by_key(|image| image.base3_index())
        .unwrap_or(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::LINES;
    use crate::positions::reachable_positions;

    #[test]
    fn every_symmetry_maps_lines_to_lines_and_has_an_inverse() {
        for symmetry in Symmetry::ALL {
            let mut images: Vec<u16> = LINES.iter().map(|&line| symmetry.mask(line)).collect();
            images.sort_unstable();
            let mut lines = LINES.to_vec();
            lines.sort_unstable();
            assert_eq!(images, lines, "{symmetry:?}");
            let inverse = symmetry.inverse();
            assert!(
                Square::ALL.iter().all(|&s| inverse.square(symmetry.square(s)) == s),
                "{symmetry:?}"
            );
        }
    }

    #[test]
    fn the_eight_symmetries_are_distinct_and_closed() {
        let corner = Square::new(0).unwrap();
        let edge = Square::new(1).unwrap();
        let mut seen: Vec<(Square, Square)> =
            Symmetry::ALL.iter().map(|s| (s.square(corner), s.square(edge))).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 8);
        // Closed: one symmetry after another is again one of the eight.
        for first in Symmetry::ALL {
            for second in Symmetry::ALL {
                let composed = |square: Square| second.square(first.square(square));
                let found = Symmetry::ALL
                    .iter()
                    .any(|s| Square::ALL.iter().all(|&q| s.square(q) == composed(q)));
                assert!(found, "{first:?} then {second:?}");
            }
        }
    }

    #[test]
    fn masks_turn_square_by_square_and_ignore_stray_bits() {
        for symmetry in Symmetry::ALL {
            for mask in 0..512u16 {
                let image: u16 = Square::ALL
                    .iter()
                    .filter(|square| mask & square.mask() != 0)
                    .map(|&square| symmetry.square(square).mask())
                    .sum();
                assert_eq!(symmetry.mask(mask), image, "{symmetry:?} {mask:09b}");
                assert_eq!(symmetry.mask(mask | 0xfe00), image, "{symmetry:?} {mask:09b}");
            }
        }
    }

    #[test]
    fn boards_turn_with_their_squares() {
        let board = Board::from_masks(0b000_000_011, 0b100_000_000).unwrap();
        let turned = Symmetry::RotateClockwise.board(board);
        assert_eq!(format!("{turned:?}"), "..X/..X/O..");
        for symmetry in Symmetry::ALL {
            let image = symmetry.board(board);
            for square in Square::ALL {
                assert_eq!(image.mark_at(symmetry.square(square)), board.mark_at(square));
            }
            assert_eq!(symmetry.inverse().board(image), board, "{symmetry:?}");
        }
    }

    #[test]
    fn canonical_is_the_smallest_image_and_the_same_for_every_image() {
        for x in 0..512u16 {
            for o in [0, 0b000_010_000, 0b100_000_001, 0b010_101_010] {
                let Ok(board) = Board::from_masks(x, o) else { continue };
                let images: Vec<Board> = Symmetry::ALL.iter().map(|s| s.board(board)).collect();
                let smallest = images.iter().map(|image| image.base3_index()).min();
                assert_eq!(Some(canonical(board).base3_index()), smallest, "{board:?}");
                assert!(images.contains(&canonical(board)), "{board:?}");
                for image in images {
                    assert_eq!(canonical(image), canonical(board), "{board:?}");
                }
            }
        }
    }

    #[test]
    fn reachable_positions_fall_into_765_classes() {
        for first in Mark::BOTH {
            let mut classes: Vec<usize> = reachable_positions(first)
                .into_iter()
                .map(|b| canonical(b).base3_index())
                .collect();
            classes.sort_unstable();
            classes.dedup();
            assert_eq!(classes.len(), 765, "{first} first");
        }
    }
}
