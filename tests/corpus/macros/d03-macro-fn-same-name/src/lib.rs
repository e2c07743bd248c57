//! d03-macro-fn-same-name: the library has a function and an exported macro of the same name
//! (`pub const fn mask(&[u8])` and `#[macro_export] macro_rules! mask`), as `vec`-style
//! helpers often do: the macro takes the squares as arguments and calls the function.
//!
//! Each case is a board of three rows of digits; the answer names the shapes X holds whole
//! (`corners`, `cross`, `diagonals`, `frame`), or `none`.

use ttt_core::board::Mark;
use ttt_core::judge::InputError;
use ttt_core::notation::read_digit_rows;

/// The mask of some squares (0..9, row by row).
pub const fn mask(squares: &[u8]) -> u16 {
    let mut bits = 0u16;
    let mut index = 0;
    while index < squares.len() {
        bits |= 1 << squares[index];
        index += 1;
    }
    bits
}

/// `mask!(0, 4, 8)`: the mask of the squares listed.
#[macro_export]
macro_rules! mask {
    ($($square:expr),* $(,)?) => {
        $crate::mask(&[$($square),*])
    };
}

/// The shapes, by name.
pub const SHAPES: [(&str, u16); 4] = [
    ("corners", mask!(0, 2, 6, 8)),
    ("cross", mask!(1, 3, 4, 5, 7)),
    ("diagonals", mask!(0, 2, 4, 6, 8)),
    ("frame", mask!(0, 1, 2, 3, 5, 6, 7, 8)),
];

/// Names the shapes X holds on each board of `input`.
///
/// # Errors
/// The first board that does not read.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = ttt_core::judge::Scanner::new(input);
    while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        let held = board.marks(Mark::X);
        let names: Vec<&str> =
            SHAPES.iter().filter(|(_, shape)| held & shape == *shape).map(|(name, _)| *name).collect();
        let line = if names.is_empty() { "none".to_owned() } else { names.join(" ") };
        output.extend_from_slice(line.as_bytes());
        output.push(b'\n');
    }
    Ok(())
}
