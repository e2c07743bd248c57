//! The limits a board of a game X started keeps to.

/// X moves first, so never has more than five marks.
pub const MAX_X: u32 = 5;

/// O never has more marks than X, nor fewer than one less.
pub const fn counts_ok(x: u32, o: u32) -> bool {
    o <= x && x <= o + 1
}
