//! The checks: each a fn over a board and the text of its body.

use ttt_core::board::{Board, Mark};

/// Defines each check as a fn and lists them with the source of their bodies.
macro_rules! checks {
    ($($name:ident => $body:expr;)+) => {
        $(
            fn $name(board: Board) -> bool {
                $body(board)
            }
        )+

        /// Every check: its name, its body as written, and the fn.
        pub const ALL: &[(&str, &str, fn(Board) -> bool)] =
            &[$((stringify!($name), stringify!($body), $name)),+];
    };
}

checks! {
    reachable_x => |board| ttt_core::rules::reachable(board, Mark::X);
    reachable_o => |board: Board| ttt_core::rules::reachable(board, ttt_core::board::Mark::O);
    x_has_line => |board: Board| board.has_line(Mark::X);
    centre_taken => |board: Board| super::checks::centre(board).is_some();
    full => |board: Board| board.empty_squares() == 0 && ttt_core::board::FULL != 0;
}

/// The mark on the centre square, if any.
pub fn centre(board: Board) -> Option<Mark> {
    board.mark_at(ttt_core::board::Square::at(1, 1).expect("the centre is on the board"))
}

/// The paths the checks go through, written out.
pub const PATHS: &str = concat!(
    stringify!(ttt_core::rules::reachable),
    " | ",
    stringify!(ttt_core::lines::LINES),
    " | ",
    stringify!(super::checks::centre),
    " | ",
    stringify!(<Board as std::str::FromStr>::Err)
);
