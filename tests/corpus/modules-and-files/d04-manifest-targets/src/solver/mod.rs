//! d04-manifest-targets: `[lib] name = "solver"` with its root at `src/solver/mod.rs`,
//! `[[bin]] path = "src/bin/judge.rs"` with `mod io;` beside it (`autobins = false`), ttt-core
//! renamed `engine` in `[dependencies]`, `use crate as root;` and `root::` paths,
//! `#[cfg(feature)]` on `use` items and on a `mod dump;` whose file does not exist,
//! `#![cfg_attr(not(test), deny(warnings))]`, `#[allow(unused)]` on a module.
//!
//! Each case is three rows of letters: who is to move (`X`, `O`), `over`, or `impossible`.

#![cfg_attr(not(test), deny(warnings))]

use crate as root;

#[cfg(feature = "dump")]
mod dump;
#[allow(unused)]
mod parse;
pub mod turn;

#[cfg(feature = "verbose")]
use engine::board::Mark;
use engine::judge::InputError;

pub use turn::Turn;

/// Answers every board of `input`, one line each.
///
/// # Errors
/// The first board that does not read.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = engine::judge::Scanner::new(input);
    while let Some(board) = root::parse::next_board(&mut scanner)? {
        #[cfg(feature = "dump")]
        dump::board(board);
        let turn = root::turn::of(board);
        let mut line = turn.to_string();
        #[cfg(feature = "verbose")]
        {
            line.push_str(&format!(" ({}x {}o)", board.count(Mark::X), board.count(Mark::O)));
        }
        line.push('\n');
        output.extend_from_slice(line.as_bytes());
    }
    Ok(())
}
