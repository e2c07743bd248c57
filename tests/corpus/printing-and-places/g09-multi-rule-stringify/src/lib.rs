//! g09-multi-rule-stringify: board checks (bundling shape: multi-rule macros that `stringify!`
//! some fragments (`$label:ident`, a `$t:ty`, a `$cond` in the no-message rule only) while other
//! fragments of the same calls carry the library's `crate::` paths, which are never printed:
//! a rule forwarding to another, a repetition `$($label:ident => $cond:expr),+`, and an
//! `ensure!` whose message rule is the one the `crate::` calls match).
//!
//! Each case is one board in digits on one line (nine of `0`, `1`, `2`), X having started. The
//! answer names the checks the board passes and fails, or says why it is not a game.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::rules::{reachable, status, Status};

/// Fails the enclosing fn with the condition's text, or with the message when one is given.
macro_rules! ensure {
    ($cond:expr) => {
        if !$cond {
            return Err(format!("failed {}", stringify!($cond)));
        }
    };
    ($cond:expr, $message:literal) => {
        if !$cond {
            return Err($message.to_string());
        }
    };
}

/// Records the check `$label` as passed or failed.
macro_rules! check {
    ($into:ident, $label:ident, $cond:expr) => {
        $into.push((stringify!($label), $cond))
    };
    ($into:ident, $cond:expr) => {
        check!($into, unnamed, $cond)
    };
}

/// Several checks at once.
macro_rules! checks {
    ($into:ident; $($label:ident => $cond:expr),+ $(,)?) => {
        $( check!($into, $label, $cond); )+
    };
}

/// The name of a type of the answer, with a value computed by `$f`.
macro_rules! typed {
    ($t:ty, $f:path, $arg:expr) => {{
        let value: $t = $f($arg);
        format!("{}={:?}", stringify!($t), value)
    }};
}

/// Whether `mark` holds the centre.
pub fn centre(board: Board, mark: Mark) -> bool {
    board.mark_at(Square::ALL[4]) == Some(mark)
}

/// Whether the corners are all taken.
pub fn corners_full(board: Board) -> bool {
    [0, 2, 6, 8].iter().all(|&i| board.mark_at(Square::ALL[i]).is_some())
}

/// How many marks each player has, X first.
pub fn counts(board: Board) -> (u32, u32) {
    (board.count(Mark::X), board.count(Mark::O))
}

/// The checks of one board.
///
/// # Errors
/// Why the board is no game, as text.
pub fn report(board: Board) -> Result<String, String> {
    let marks = board.mark_count();
    ensure!(marks <= 9);
    ensure!(crate::reachable_by_x(board), "no game X starts reaches it");
    let mut results: Vec<(&str, bool)> = Vec::new();
    check!(results, x_centre, crate::centre(board, Mark::X));
    check!(results, crate::corners_full(board));
    checks!(results;
        o_centre => crate::centre(board, Mark::O),
        over => matches!(status(board, Mark::X), Ok(Status::Won(_) | Status::Drawn)),
        even => crate::counts(board).0 == crate::counts(board).1,
    );
    let passed: Vec<&str> = results.iter().filter(|(_, ok)| *ok).map(|(name, _)| *name).collect();
    let failed: Vec<&str> = results.iter().filter(|(_, ok)| !*ok).map(|(name, _)| *name).collect();
    let counted = typed!((u32, u32), crate::counts, board);
    Ok(format!("pass {} fail {} {counted}", passed.join(","), failed.join(",")))
}

/// Whether X starting reaches `board`.
pub fn reachable_by_x(board: Board) -> bool {
    reachable(board, Mark::X)
}

/// Answers every board.
///
/// # Errors
/// [`InputError`] for a line that is not nine digits.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut any = false;
    while let Some(token) = scanner.token() {
        let bits: Option<Vec<Option<Mark>>> = token
            .text
            .iter()
            .map(|byte| match byte {
                b'0' => Some(None),
                b'1' => Some(Some(Mark::X)),
                b'2' => Some(Some(Mark::O)),
                _ => None,
            })
            .collect();
        let board = match bits {
            Some(marks) if marks.len() == 9 => marks
                .iter()
                .zip(Square::ALL)
                .fold(Board::EMPTY, |board, (mark, square)| mark.map_or(board, |m| board.with(square, m))),
            _ => return Err(InputError::found_bytes(token.position, token.text, "nine digits `0`, `1`, `2`")),
        };
        let line = match report(board) {
            Ok(line) => line,
            Err(why) => format!("not a game: {why}"),
        };
        output.extend_from_slice(line.as_bytes());
        output.push(b'\n');
        any = true;
    }
    ensure_any(any, &scanner)
}

fn ensure_any(any: bool, scanner: &Scanner<'_>) -> Result<(), InputError> {
    if any {
        Ok(())
    } else {
        Err(InputError::end_of_input(scanner.position(), "a board"))
    }
}
