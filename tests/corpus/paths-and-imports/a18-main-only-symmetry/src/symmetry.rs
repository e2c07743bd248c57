//! The symmetries by name, and the first one that turns a board into another.

use ttt_core::board::Board;
use ttt_core::symmetry::{canonical, Symmetry};

/// The name of a symmetry, as the answer prints it.
pub fn name(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::Identity => "identity",
        Symmetry::RotateClockwise => "rotate right",
        Symmetry::RotateHalf => "rotate half",
        Symmetry::RotateCounterClockwise => "rotate left",
        Symmetry::MirrorLeftRight => "mirror left-right",
        Symmetry::MirrorTopBottom => "mirror top-bottom",
        Symmetry::Transpose => "transpose",
        Symmetry::AntiTranspose => "anti-transpose",
    }
}

/// The first symmetry, in the order of [`Symmetry::ALL`], that turns `from` into `to`.
pub fn mapping(from: Board, to: Board) -> Option<Symmetry> {
    // Boards of different kinds have different canonical forms: no need to try all eight.
    if canonical(from) != canonical(to) {
        return None;
    }
    Symmetry::ALL.into_iter().find(|symmetry| symmetry.board(from) == to)
}
