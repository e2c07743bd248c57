//! docroot: who has a line on a 3x3 board, in `core` only. Its root holds the crate-level
//! attributes published crates carry (lazy_static, num-traits, itertools): none of them may
//! land inside a module of a bundle as written.
#![doc(html_root_url = "https://docs.rs/docroot/0.1.0")]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]
#![deny(unsafe_code)]
#![allow(clippy::needless_range_loop)]
#![recursion_limit = "256"]

/// The eight lines of a board, by square index.
pub const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// The marks (`b'X'`, `b'O'`) that hold a whole line of `board`: none, one or both.
pub fn lines_of(board: &[u8; 9]) -> [bool; 2] {
    let mut found = [false; 2];
    for line in LINES {
        for (k, mark) in [b'X', b'O'].into_iter().enumerate() {
            found[k] |= line.iter().all(|&i| board[i] == mark);
        }
    }
    found
}

/// A board from 9 bytes of `X`, `O` and `.`, or `None`.
pub fn read_board(bytes: &[u8]) -> Option<[u8; 9]> {
    let board: [u8; 9] = bytes.try_into().ok()?;
    board.iter().all(|b| b"XO.".contains(b)).then_some(board)
}
