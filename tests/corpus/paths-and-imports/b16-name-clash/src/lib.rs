//! Who could have started: a main.rs that does more than one call and whose names meet the
//! library's (`use std::io::Write` in both, `solve` and `mod report` in both, main importing
//! `InputError` through the library, a library `type Result<T>`), a local `mod board` named
//! like the `ttt-core` module, a glob import of `ttt_core::rules` beside a `pub(crate)` item
//! of one of its names, and a local variable named `status`.
//! Problem: the input holds boards, each either three whitespace-separated rows of `X`, `O` and
//! `.` or a Programmers array such as `["O.X", ".O.", "..X"]`. For each board print which first
//! player could have led a game to it: `X`, `O`, `both` or `none`, followed by ` over` when the
//! game has ended for every such player. Bad input stops with `error: <where and what>` on
//! stderr and exit status 1, after the answers before it.

mod board;
pub mod report;
mod starters;

use std::io::Write;

pub use ttt_core::judge::InputError;
use ttt_core::board::{Board, Mark};
use ttt_core::judge::Scanner;

/// What reading and answering gives.
pub type Result<T> = std::result::Result<T, InputError>;

/// Has the game on `board` ended, whoever of its possible first players started it.
pub(crate) fn is_final(board: Board) -> bool {
    let firsts = starters::starters(board);
    !firsts.is_empty() && firsts.iter().all(|&first| starters::over(board, first))
}

/// Answers every board of `input`.
///
/// # Errors
/// [`InputError`] at the first malformed board, or when there is no board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<()> {
    let mut scanner = Scanner::new(input);
    let mut answered = 0;
    while let Some(board) = board::read(&mut scanner)? {
        let status = match starters::starters(board).as_slice() {
            [] => "none",
            [Mark::X] => "X",
            [Mark::O] => "O",
            _ => "both",
        };
        let over = if is_final(board) { " over" } else { "" };
        writeln!(output, "{status}{over}").expect("writing to a Vec cannot fail");
        answered += 1;
    }
    if answered == 0 {
        return Err(report::nothing_read(&scanner));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(ttt_core::judge::transcript(super::solve, input.as_bytes()), expected);
    }

    #[test]
    fn starters_and_endings() {
        check("... ... ...", "both\n");
        check(r#"["O.X", ".O.", "..X"]"#, "both\n");
        check(r#"["O.X", ".O.", "..."]"#, "O\n");
        check("XXX OO. ...", "X over\n");
        check("XXX OOO ...", "none\n");
        check("XOX ... ...", "X\n");
    }
}
