//! Judge binary for f10-shadow-prelude-names (bundling shape: prelude names shadowed next to
//! ttt-core names — a glob-imported `Result` alias, a `struct Option`, a `fn drop`, a local
//! `mod rules` that wins over the glob's `rules`, a library fn named `type_name` (not std's), and
//! a root `macro_rules! eprintln` that keeps the binary's own traces quiet in release builds;
//! and a `Board` method named only as an `ident` argument of a local macro).

use f10_shadow_prelude_names::*;
use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};

/// Traces for local runs only: silent in the release build the judge makes.
macro_rules! eprintln {
    ($($arg:tt)*) => {
        if cfg!(debug_assertions) {
            std::eprintln!($($arg)*);
        }
    };
}

/// The board after each named `Board` method in turn.
macro_rules! then {
    ($board:expr $(, $method:ident)*) => {{
        let board = $board;
        $(let board = board.$method();)*
        board
    }};
}

/// The game's option: who drops first.
#[derive(Clone, Copy)]
struct Option {
    first: Mark,
}

mod rules {
    //! The binary's own view of the rules: a line of output.

    use ttt_core::board::{Board, Mark};

    /// The status word of a board.
    pub fn status(board: Board, first: Mark) -> String {
        match f10_shadow_prelude_names::rules::status(board, first) {
            Ok(Some('D')) => "draw".to_string(),
            Ok(Some(letter)) => format!("{letter} wins"),
            Ok(None) => "playing".to_string(),
            Err(error) => format!("broken: {error}"),
        }
    }
}

/// Drops every column of `moves` in turn; stops at the end of the game.
fn drop(option: Option, moves: &[u8]) -> Result<(Board, usize)> {
    let mut current = Board::EMPTY;
    let mut mover = option.first;
    let mut played = 0;
    for &byte in moves.iter().filter(|b| !b.is_ascii_whitespace()) {
        if f10_shadow_prelude_names::rules::status(current, option.first)?.is_some() {
            eprintln!("game over after {played} moves");
            break;
        }
        let column = byte.wrapping_sub(b'1');
        current = board::drop(current, column, mover)?;
        mover = mover.opponent();
        played += 1;
    }
    Ok((current, played))
}

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(line) = scanner.line() {
        eprintln!("case at line {}", line.position.line);
        let (first, moves) = match line.text {
            [b'X', b':', moves @ ..] => (Mark::X, moves),
            [b'O', b':', moves @ ..] => (Mark::O, moves),
            _ => return Err(InputError::found_bytes(line.position, line.text, "`X:` or `O:`")),
        };
        let option = Option { first };
        let (board, played) = drop(option, moves)
            .map_err(|error| InputError::new(line.position, error.0, "a playable column"))?;
        let shown = std::option::Option::Some(board).map(|b| format!("{b:?} {:?}", then!(b, swap_marks)));
        let text = format!(
            "{} after {played}: {} ({} first)\n",
            shown.unwrap_or_default(),
            rules::status(board, first),
            type_name(first)
        );
        output.extend_from_slice(text.as_bytes());
        std::mem::drop(text);
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
