//! Board art (bundling shape: literals and layout: raw strings holding `//`, `/*`, `crate::`,
//! `ttt_core::` and `{name}`, byte strings, char literals `'\''` `'"'` `'\\'`, multi-line
//! strings whose indentation is output, attributes of every kind, const generics, closures in
//! statics, labels, a generic parameter shadowing an imported type, several items on a line,
//! code after `mod x;`, inline modules with inner attributes, `mod a { pub mod b; }` with files
//! in nested folders, a non-ASCII identifier and raw identifiers).
//!
//! Each case is a board as one token of nine letters, optionally followed by a style word
//! (`plain`, `boxed`, `quoted`). The answer draws the board in that style, then a line of facts.
#![allow(clippy::needless_range_loop)]
#![doc = "Drawing boards in several styles."]

mod shapes { pub mod art; } use shapes::art::{frame, Style};
#[rustfmt::skip] mod tables;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;

/// How a board reads back: the same text, written with every kind of literal.
pub const ECHO: &str = r#"// not a comment /* nor this */ crate::x ttt_core::board {name} "quoted""#;
const QUOTES: [char; 3] = ['\'', '"', '\\'];
const BYTES: &[u8; 3] = b"XO."; const UNICODE: char = '\u{B7}';

/// Cells of a fixed-size row, a const generic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub struct Row<const N: usize> {
    /// The letters.
    pub cells: [u8; N],
}

impl<const N: usize> Row<N> {
    /// The row's text.
    #[inline]
    pub fn text(&self) -> String {
        self.cells.iter().map(|&b| b as char).collect()
    }
}

/// A test on the masks of X and O.
type Fact = fn(u16, u16) -> bool;

/// The facts a board shows, each a test on its masks, kept in a static of closures.
static FACTS: [(&str, Fact); 3] = [
    ("x-centre", |x, _| x & (1 << 4) != 0),
    ("corners", |x, o| (x | o) & 0b101_000_101 == 0b101_000_101),
    ("empty", |x, o| x | o == 0),
];

/// The first element, with a generic parameter that shadows the imported `Board` name.
fn first<Board: Copy>(items: &[Board]) -> Option<Board> {
    items.first().copied()
}

/// The letter for a square, through the byte string.
fn letter(mark: Option<Mark>) -> u8 {
    match mark {
        Some(Mark::X) => BYTES[0],
        Some(Mark::O) => BYTES[1],
        None => BYTES[2],
    }
}

/// The rows of a board, through the const generic row.
pub fn rows(board: Board) -> [Row<3>; 3] {
    let mut rows = [Row { cells: [0; 3] }; 3];
    for square in Square::ALL {
        rows[square.row() as usize].cells[square.column() as usize] =
            letter(board.mark_at(square));
    }
    rows
}

/// The square of the first mark found in reading order, with a labelled block.
fn first_mark(board: Board) -> Option<usize> {
    'search: {
        for row in 0..3 {
            for column in 0..3 {
                let index = row * 3 + column;
                if board.mark_at(Square::ALL[index]).is_some() {
                    break 'search Some(index + 1);
                }
            }
        }
        None
    }
}

/// Die Größe: how many squares hold a mark.
fn größe(board: Board) -> u32 {
    board.mark_count()
}

/// Answers every case of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board or an unknown style.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    'lines: while let Some(line) = scanner.line() {
        let mut words = Scanner::new(line.text);
        let Some(token) = words.token() else { continue 'lines };
        let board = parse_letter_line(token)?;
        let r#type = match words.token() {
            None => Style::Plain,
            Some(word) => match tables::style(word.text) {
                Some(style) => style,
                None => {
                    return Err(InputError::found_bytes(
                        line.position_at(word.position.column - 1),
                        word.text,
                        "a style `plain`, `boxed` or `quoted`",
                    ))
                }
            },
        };
        output.extend_from_slice(frame(&rows(board), r#type).as_bytes());
        let (x, o) = (board.marks(Mark::X), board.marks(Mark::O));
        let facts: Vec<&str> = FACTS.iter().filter(|(_, f)| f(x, o)).map(|(n, _)| *n).collect();
        let first = first_mark(board).map_or("-".to_owned(), |s| s.to_string());
        output.extend_from_slice(
            format!(
                "{} marks, first at {first}, facts [{}] {}{}\n",
                größe(board),
                facts.join(","),
                first_fact(&facts),
                UNICODE
            )
            .as_bytes(),
        );
    }
    Ok(())
}

fn first_fact(facts: &[&str]) -> String {
    first(facts).map_or_else(|| QUOTES.iter().collect(), |f| format!("{f}{}", ECHO.len()))
}
