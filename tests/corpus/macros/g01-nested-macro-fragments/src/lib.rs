//! g01-nested-macro-fragments: board facts (bundling shape: ttt-core members named only through
//! macro fragments handed from one macro to the next: `$value.$method()` reached through a second
//! and a third macro, method idents written in another macro's body, `$($method:ident),+`
//! repetitions, `$t::$c` and `<$t>::$f(..)`, and an exported macro called from main).
//!
//! Each case is one line of nine squares (`X`, `O`, `.`). The answer line shows the board's mark
//! count, its number of free squares (as a mask popcount), the board with the marks swapped in
//! Codeforces notation, and how many symmetries leave the board as it is.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::{parse_letter_line, Notation, Rows};
use ttt_core::symmetry::Symmetry;

/// Calls `$method` on `$value`, with the arguments given.
macro_rules! call {
    ($value:expr, $method:ident) => {
        $value.$method()
    };
    ($value:expr, $method:ident, $($arg:expr),+) => {
        $value.$method($($arg),+)
    };
}

/// `name=value` for each method, the value from `call!`.
macro_rules! each {
    ($value:expr; $($method:ident),+ $(,)?) => {
        [$(format!("{}={}", stringify!($method), call!($value, $method))),+]
    };
}

/// The counting facts of a board: the method names live in this macro's body only.
macro_rules! facts {
    ($board:expr) => {
        each!($board; mark_count, is_full)
    };
}

/// An associated item, written `Type::ITEM`.
macro_rules! member {
    ($t:ident :: $c:ident) => {
        $t::$c
    };
}

/// An associated function, called through a qualified type.
macro_rules! build {
    ($t:ty, $f:ident $(, $arg:expr)*) => {
        <$t>::$f($($arg),*)
    };
}

/// Calls a method of a value from outside this crate (main uses it).
#[macro_export]
macro_rules! probe {
    ($value:expr, $method:ident $(, $arg:expr)*) => {
        $value.$method($($arg),*)
    };
}

/// The board with `X` and `O` exchanged, in Codeforces notation on one line (rows split by `/`).
pub fn swapped(board: Board) -> String {
    let notation = member!(Notation::CODEFORCES).with_rows(member!(Rows::Lines));
    let text = notation.write(call!(board, swap_marks));
    text.lines().collect::<Vec<_>>().join("/")
}

/// How many of the 8 symmetries leave `board` unchanged; also checks that the inverse of each
/// symmetry undoes it.
pub fn fixed_by(board: Board) -> usize {
    member!(Symmetry::ALL)
        .into_iter()
        .filter(|&symmetry| {
            let image = call!(symmetry, board, board);
            let back = call!(build!(Symmetry, inverse, symmetry), board, image);
            debug_assert_eq!(back, board);
            image == board && back == board
        })
        .count()
}

/// The free squares, counted through the mask of an `X` board built from the masks.
pub fn free_count(board: Board) -> Option<u32> {
    let free = build!(Board, from_masks, board.empty_squares(), 0).ok()?;
    Some(call!(free, count, Mark::X))
}

/// Answers one board.
pub fn answer(board: Board) -> String {
    let [marks, full] = facts!(board);
    let free = free_count(board).map_or_else(|| "?".to_string(), |n| n.to_string());
    format!("{marks} {full} free={free} swapped={} fixed={}", swapped(board), fixed_by(board))
}

/// The square named by a digit `1`..`9`, when the line carries one after the board.
pub fn square_of(digit: u8) -> Option<Square> {
    build!(Square, new, digit.checked_sub(b'1')?)
}

/// Reads every board line and answers it; a line may end with ` -N` to empty square `N` first.
///
/// # Errors
/// [`InputError`] for a line that is no board, or no board at all.
pub fn solve_with(
    input: &[u8],
    output: &mut Vec<u8>,
    clear: fn(Board, Square) -> Board,
) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut seen = 0;
    while let Some(board_token) = scanner.token() {
        let mut board = parse_letter_line(board_token)?;
        if scanner.peek() == Some(b' ') {
            if let Some(token) = scanner.token() {
                match token.text {
                    [b'-', digit] if square_of(*digit).is_some() => {
                        board = clear(board, square_of(*digit).unwrap_or(Square::ALL[0]));
                    }
                    _ => return Err(InputError::found_bytes(token.position, token.text, "`-1` .. `-9`")),
                }
            }
        }
        output.extend_from_slice(answer(board).as_bytes());
        output.push(b'\n');
        seen += 1;
    }
    if seen == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board of nine squares"));
    }
    Ok(())
}
