//! d19-reexport-dependency: the library re-exports the crate it is built on, whole
//! (`pub use ttt_core;`), so that its users reach ttt-core through it, and under a hidden name
//! for its exported macro (`#[doc(hidden)] pub use ttt_core as __engine;` and
//! `$crate::__engine::...` in the macro's body), the usual way for a macro to reach a
//! dependency of its crate.
//!
//! Each case is three rows of letters; the answer is the board's canonical form (the least of
//! its 8 symmetric images), in letters on one line, and whether it is the corner opening's.

pub use ttt_core;

#[doc(hidden)]
pub use ttt_core as __engine;

use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::{read_letter_rows, Notation};
use ttt_core::symmetry::canonical;

/// `canonical_board!("X.. ... ...")`: the canonical form of a board written in letter rows.
#[macro_export]
macro_rules! canonical_board {
    ($rows:literal) => {
        $crate::__engine::symmetry::canonical(
            $crate::__engine::notation::parse_letters($rows).expect("a board in letters"),
        )
    };
}

/// Answers every board of `input`.
///
/// # Errors
/// The first board that does not read.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let corner = canonical_board!("X.. ... ...");
    while let Some((board, _)) = read_letter_rows(&mut scanner)? {
        let canonical = canonical(board);
        let rows = Notation::LETTERS.write(canonical);
        output.extend_from_slice(rows.replace('\n', "").as_bytes());
        if canonical == corner {
            output.extend_from_slice(b" corner");
        }
        output.push(b'\n');
    }
    Ok(())
}
