//! Library of f07-include-bytes-nested: names the opening of every board from a book and scores
//! it with square weights, both read with `include_bytes!` (one from a module folder, one from
//! the crate's data folder, one through `concat!`), with a banner naming the crate and the
//! binary, and the package facts, from Cargo's compile-time variables; `line!()` in a `fail!`
//! macro that an `ensure!` macro calls; and binary Zobrist keys holding every awkward byte.

use ttt_core::board::{Board, Mark, Square};

pub mod book;

/// One weight per square, as ASCII digits.
const WEIGHTS: &[u8; 10] = include_bytes!("../data/weights.bin");

/// The same file, named in pieces.
const WEIGHTS_AGAIN: &[u8] = include_bytes!(concat!("../data/", "weights", ".bin"));

/// Gives up with the message and the line it was raised on.
macro_rules! fail {
    ($($arg:tt)*) => {
        return Err(format!("{} (lib.rs line {})", format!($($arg)*), line!()))
    };
}

/// Gives up unless the condition holds.
macro_rules! ensure {
    ($condition:expr, $($arg:tt)*) => {
        if !$condition {
            fail!($($arg)*);
        }
    };
}

/// The score of a board a game could have: at most five crosses and four noughts.
pub fn checked_score(board: Board) -> Result<i32, String> {
    ensure!(board.count(Mark::X) <= 5, "{} crosses", board.count(Mark::X));
    ensure!(board.count(Mark::O) <= 4, "{} noughts", board.count(Mark::O));
    if board.count(Mark::X) + board.count(Mark::O) == 0 {
        fail!("an empty board has no score");
    }
    Ok(score(board))
}

/// Zobrist keys, 18 little-endian `u64`: square `i` holding X is key `i`, holding O key `9 + i`.
static ZOBRIST: &[u8; 144] = include_bytes!("../data/zobrist.bin");

/// The Zobrist hash of a board.
pub fn zobrist(board: Board) -> u64 {
    let key = |index: usize| {
        let bytes: [u8; 8] = ZOBRIST[8 * index..8 * index + 8].try_into().expect("8 bytes");
        u64::from_le_bytes(bytes)
    };
    let mut hash = 0;
    for square in Square::ALL {
        match board.mark_at(square) {
            Some(Mark::X) => hash ^= key(square.index()),
            Some(Mark::O) => hash ^= key(9 + square.index()),
            None => {}
        }
    }
    hash
}

/// X's weight minus O's.
pub fn score(board: Board) -> i32 {
    assert_eq!(&WEIGHTS[..], WEIGHTS_AGAIN);
    Square::ALL
        .iter()
        .map(|&square| {
            let weight = i32::from(WEIGHTS[square.index()] - b'0');
            match board.mark_at(square) {
                Some(Mark::X) => weight,
                Some(Mark::O) => -weight,
                None => 0,
            }
        })
        .sum()
}

/// How many bytes the book has, for the report.
pub fn book_size() -> usize {
    include_bytes!("book/openings.txt").len()
}

/// The package facts Cargo hands the compiler, for the report's header.
pub fn package_facts() -> String {
    format!(
        "{} v{} ({}), rust {}, description {:?}, pre {:?}",
        env!("CARGO_PKG_NAME"),
        env!("CARGO_PKG_VERSION"),
        env!("CARGO_PKG_LICENSE"),
        env!("CARGO_PKG_RUST_VERSION"),
        option_env!("CARGO_PKG_DESCRIPTION").unwrap_or("none"),
        env!("CARGO_PKG_VERSION_PRE"),
    )
}

/// Who is speaking: this crate's name, and the binary being built, if any.
pub fn banner() -> String {
    let binary = option_env!("CARGO_BIN_NAME").unwrap_or("library");
    format!("{} for {binary}", env!("CARGO_CRATE_NAME"))
}
