//! Reading boards in any tic-tac-toe notation, with errors that point at the offending square:
//!
//! - digits, three rows of `0` (empty), `1` (X) and `2` (O), as in BOJ 16571;
//! - letters, `X`, `O` and `.`, as three rows (Programmers) or one line of nine (BOJ 7682);
//! - Codeforces' `X`, `0` (the digit zero for O) and `.`, as in Codeforces 3C;
//! - any other three symbols: [`Notation::new`], or [`Notation::from_symbols`] for a `const`;
//! - the Programmers array, `["O.X", ".O.", "..X"]`.
//!
//! ```
//! use ttt_core::board::Mark;
//! use ttt_core::notation::Notation;
//!
//! let board = Notation::CODEFORCES.parse("X0X\n.0.\n.X.").unwrap();
//! assert_eq!((board.count(Mark::X), board.count(Mark::O)), (3, 2));
//! let mine = Notation::new(b'x', b'o', b'_').unwrap();
//! assert_eq!(mine.parse("xox _o_ _x_").unwrap(), board);
//! assert_eq!(mine.write(board), "xox\n_o_\n_x_\n");
//! ```
//!
//! A solver is then one function from a board to its answer: [`Notation::each_board`] reads
//! every board of the input and writes each answer on a line.
//!
//! ```
//! use ttt_core::board::Board;
//! use ttt_core::judge::{transcript, InputError};
//! use ttt_core::notation::Notation;
//!
//! const MINE: Notation = Notation::from_symbols(b'x', b'o', b'_');
//!
//! fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
//!     MINE.each_board(input, output, |board: Board| board.mark_count())
//! }
//! assert_eq!(transcript(solve, b"xox _o_ _x_\n___ ___ ___\n"), "5\n0\n");
//! ```

use std::fmt;

use crate::board::{Board, Mark, Square};
use crate::judge::{
    each_case, each_counted_case, quote, Answer, InputError, NextCase, Scanner, Token,
};

/// What reading the next board gives: the board and the position where it starts, `None` when
/// only whitespace is left, or the error that stopped it.
pub type NextBoard = NextCase<Board>;

/// How a board's three rows are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rows {
    /// Each row one word, `XO.`: rows are separated by any whitespace.
    Words,
    /// Each row one line, with blanks between its squares or not: `1 0 2`.
    Lines,
}

/// A way of writing boards: the symbol for each square and how rows are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Notation {
    x: u8,
    o: u8,
    empty: u8,
    rows: Rows,
    /// The symbols in the order messages list them: digits count up from `0`.
    listed: [u8; 3],
}

/// Why three symbols make no notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Two squares would be written alike.
    SameSymbol(u8),
    /// This symbol is whitespace or not printable ASCII, so a row could not be told apart.
    Unprintable(u8),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::SameSymbol(byte) => {
                write!(f, "{} stands for two kinds of square", quote(&[*byte]))
            }
            NotationError::Unprintable(byte) => {
                write!(f, "{} is not a printable ASCII symbol", quote(&[*byte]))
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl Notation {
    /// `0` empty, `1` X, `2` O, each row a line (BOJ 16571).
    pub const DIGITS: Notation =
        Notation { x: b'1', o: b'2', empty: b'0', rows: Rows::Lines, listed: *b"012" };
    /// `X`, `O` and `.`, each row a word (Programmers, BOJ 7682).
    pub const LETTERS: Notation =
        Notation { x: b'X', o: b'O', empty: b'.', rows: Rows::Words, listed: *b"XO." };
    /// `X`, `0` (the digit zero for O) and `.`, each row a word (Codeforces 3C).
    pub const CODEFORCES: Notation =
        Notation { x: b'X', o: b'0', empty: b'.', rows: Rows::Words, listed: *b"X0." };

    /// The notation writing X's squares `x`, O's squares `o` and empty squares `empty`, each
    /// row a word; [`Notation::with_rows`] changes that.
    ///
    /// # Errors
    /// [`NotationError`] when two symbols are the same, or one is whitespace or not printable
    /// ASCII.
    pub const fn new(x: u8, o: u8, empty: u8) -> Result<Notation, NotationError> {
        let symbols = [x, o, empty];
        let mut index = 0;
        while index < 3 {
            let byte = symbols[index];
            if !byte.is_ascii_graphic() {
                return Err(NotationError::Unprintable(byte));
            }
            index += 1;
        }
        if x == o || x == empty {
            return Err(NotationError::SameSymbol(x));
        }
        if o == empty {
            return Err(NotationError::SameSymbol(o));
        }
        Ok(Notation { x, o, empty, rows: Rows::Words, listed: [x, o, empty] })
    }

    /// [`Notation::new`] for a `const`, in one expression on Rust 1.73, where `Result::unwrap`
    /// is not yet `const`: symbols that make no notation stop the compilation.
    ///
    /// ```
    /// use ttt_core::notation::{Notation, Rows};
    /// const MINE: Notation = Notation::from_symbols(b'x', b'o', b'-').with_rows(Rows::Lines);
    /// assert_eq!(MINE.parse("x o -\n- - -\n- - -").unwrap().mark_count(), 2);
    /// ```
    ///
    /// ```compile_fail,E0080
    /// // `x` for both players: "evaluation of constant value failed".
    /// const SAME: ttt_core::notation::Notation =
    ///     ttt_core::notation::Notation::from_symbols(b'x', b'x', b'-');
    /// ```
    ///
    /// # Panics
    /// When two symbols are the same, or one is whitespace or not printable ASCII, as
    /// [`NotationError`] says: in a `const`, that is a compile error.
    pub const fn from_symbols(x: u8, o: u8, empty: u8) -> Notation {
        // The message cannot name the symbol: a `const` panic takes only a literal on 1.73.
        match Notation::new(x, o, empty) {
            Ok(notation) => notation,
            Err(NotationError::SameSymbol(_)) => panic!("two squares would be written alike"),
            Err(NotationError::Unprintable(_)) => {
                panic!("a symbol is whitespace or not printable ASCII")
            }
        }
    }

    /// The same symbols, with rows laid out as `rows` says.
    pub const fn with_rows(self, rows: Rows) -> Notation {
        Notation { rows, ..self }
    }

    /// The square written as `byte`: `Some(None)` for empty, `None` when `byte` is no square.
    pub const fn square(self, byte: u8) -> Option<Option<Mark>> {
        if byte == self.empty {
            Some(None)
        } else if byte == self.x {
            Some(Some(Mark::X))
        } else if byte == self.o {
            Some(Some(Mark::O))
        } else {
            None
        }
    }

    /// The symbol that writes a square holding `mark`, or an empty one.
    pub const fn symbol(self, mark: Option<Mark>) -> u8 {
        match mark {
            None => self.empty,
            Some(Mark::X) => self.x,
            Some(Mark::O) => self.o,
        }
    }

    /// What a square looks like, for error messages: ``a square `X`, `O` or `.` ``.
    pub fn expected(self) -> String {
        let [a, b, c] = self.listed.map(|byte| quote(&[byte]));
        format!("a square {a}, {b} or {c}")
    }

    /// What a board looks like, for the error of an input without one:
    /// ``a board of three rows of `X`, `O` and `.` ``.
    pub fn expected_board(self) -> String {
        let [a, b, c] = self.listed.map(|byte| quote(&[byte]));
        format!("a board of three rows of {a}, {b} and {c}")
    }

    /// Answers every board of `input`, read as three rows in this notation, with `answer`, one
    /// line each, and stops at the first bad board; the answers before it stay in `output`
    /// ([`crate::judge::each_case`] over [`Notation::read_rows`]). The answer is a `&str`, a
    /// `String`, a `char`, a number, or a [`crate::judge::Refusal`] for a board that reads
    /// well but has no answer (a board no game reaches, say).
    ///
    /// ```
    /// use ttt_core::board::{Board, Mark};
    /// use ttt_core::judge::{transcript, InputError};
    /// use ttt_core::notation::Notation;
    ///
    /// fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    ///     Notation::CODEFORCES.each_board(input, output, |board: Board| {
    ///         board.winner().map_or('-', Mark::letter)
    ///     })
    /// }
    /// assert_eq!(transcript(solve, b"XXX\n00.\n...\n\n... ... ...\n"), "X\n-\n");
    /// assert_eq!(
    ///     transcript(solve, b"XXX 00. ...\nX0X .O. .X."),
    ///     "X\nerror: line 2, column 6: found `O`, expected a square `X`, `0` or `.`\n"
    /// );
    /// assert_eq!(
    ///     transcript(solve, b""),
    ///     "error: line 1, column 1: found end of input, expected a board of three rows of \
    ///      `X`, `0` and `.`\n"
    /// );
    /// ```
    ///
    /// # Errors
    /// [`InputError`] for an input without a board, the first board that does not read (as
    /// [`Notation::read_rows`] says), or the first refusal of `answer`, placed where its board
    /// starts.
    ///
    /// # Complexity
    /// One pass over the input, plus `answer` for each board.
    pub fn each_board<A: Answer>(
        self,
        input: &[u8],
        output: &mut Vec<u8>,
        answer: impl FnMut(Board) -> A,
    ) -> Result<(), InputError> {
        let read = |scanner: &mut Scanner<'_>| self.read_rows(scanner);
        each_case(input, output, &self.expected_board(), read, answer)
    }

    /// [`Notation::each_board`] for an input that starts with the number of boards
    /// ([`crate::judge::each_counted_case`]): exactly that many are answered.
    ///
    /// ```
    /// use ttt_core::judge::transcript;
    /// use ttt_core::notation::Notation;
    ///
    /// fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), ttt_core::judge::InputError> {
    ///     Notation::LETTERS.each_counted_board(input, output, |board| board.mark_count())
    /// }
    /// assert_eq!(transcript(solve, b"2\nX.. ... ...\n\nXO. ... ...\n"), "1\n2\n");
    /// assert_eq!(
    ///     transcript(solve, b"2\nX.. ... ...\n"),
    ///     "1\nerror: line 3, column 1: found end of input, expected a board of three rows of \
    ///      `X`, `O` and `.`\n"
    /// );
    /// ```
    ///
    /// # Errors
    /// As [`Notation::each_board`], and for a first token that is no number, fewer boards than
    /// it counts, or anything after them.
    pub fn each_counted_board<A: Answer>(
        self,
        input: &[u8],
        output: &mut Vec<u8>,
        answer: impl FnMut(Board) -> A,
    ) -> Result<(), InputError> {
        let read = |scanner: &mut Scanner<'_>| self.read_rows(scanner);
        each_counted_case(input, output, &self.expected_board(), read, answer)
    }

    /// Reads the next board as three rows, or `None` when only whitespace is left.
    ///
    /// # Errors
    /// [`InputError`] at the first byte that is no square, a row of more or fewer than three
    /// squares, or input that ends inside the board.
    pub fn read_rows(self, scanner: &mut Scanner<'_>) -> NextBoard {
        read_rows(scanner, self)
    }

    /// Parses a whole text as exactly one board: three rows, or, when rows are words, one
    /// word of nine squares.
    ///
    /// # Errors
    /// [`InputError`] where the text is not exactly one such board.
    pub fn parse(self, text: &str) -> Result<Board, InputError> {
        let mut scanner = Scanner::new(text.as_bytes());
        if self.rows == Rows::Words {
            if let Some(token) = scanner.token().filter(|token| token.text.len() > 3) {
                let board = parse_line(token, self)?;
                return match scanner.token() {
                    Some(extra) => Err(InputError::found_bytes(
                        extra.position,
                        extra.text,
                        "nothing after the board",
                    )),
                    None => Ok(board),
                };
            }
        }
        parse_one(text, |scanner| self.read_rows(scanner))
    }

    /// The board in this notation: three rows, each ending with a line end.
    pub fn write(self, board: Board) -> String {
        let mut text = String::with_capacity(if self.rows == Rows::Lines { 18 } else { 12 });
        for row in 0..3u8 {
            for column in 0..3u8 {
                if column > 0 && self.rows == Rows::Lines {
                    text.push(' ');
                }
                let mark = Square::at(row, column).and_then(|square| board.mark_at(square));
                text.push(char::from(self.symbol(mark)));
            }
            text.push('\n');
        }
        text
    }
}

/// Puts the squares written in `text` on `board`, starting at square `first_square`, and
/// returns how many there were. With `spaced`, blanks between squares are skipped; without,
/// every byte must be a square. Stops with an error at a byte that is no square, or at the
/// square after `limit`.
fn put_squares(
    board: &mut Board,
    token: Token<'_>,
    notation: Notation,
    first_square: u8,
    limit: usize,
    spaced: bool,
) -> Result<usize, InputError> {
    let mut count = 0;
    for (offset, &byte) in token.text.iter().enumerate() {
        if spaced && crate::judge::is_blank(byte) {
            continue;
        }
        let position = token.position_at(offset);
        let Some(mark) = notation.square(byte) else {
            return Err(InputError::found_bytes(
                position,
                &token.text[offset..offset + 1],
                notation.expected(),
            ));
        };
        if count == limit {
            let found = format!("{} after {limit} squares", quote(&[byte]));
            return Err(InputError::new(position, format!("found {found}"), "the end of the row"));
        }
        if let (Some(mark), Some(square)) = (mark, Square::new(first_square + count as u8)) {
            *board = board.with(square, mark);
        }
        count += 1;
    }
    Ok(count)
}

/// Reads the next board as three rows, or `None` when only whitespace is left. A row of digits
/// is a line, with blanks between its squares or not; a row of letters is a token.
fn read_rows(scanner: &mut Scanner<'_>, notation: Notation) -> NextBoard {
    let mut board = Board::EMPTY;
    let mut start = None;
    for row in 0..3u8 {
        let next = match notation.rows {
            Rows::Lines => scanner.line(),
            Rows::Words => scanner.token(),
        };
        let Some(text) = next else {
            return match start {
                None => Ok(None),
                Some(_) => Err(InputError::end_of_input(
                    scanner.position(),
                    format!("row {} of 3", row + 1),
                )),
            };
        };
        start.get_or_insert(text.position);
        let spaced = notation.rows == Rows::Lines;
        let count = put_squares(&mut board, text, notation, row * 3, 3, spaced)?;
        if count < 3 {
            let squares = if count == 1 { "square" } else { "squares" };
            let found = match notation.rows {
                Rows::Lines => format!("found end of line after {count} {squares}"),
                Rows::Words => format!("found a row of {count} {squares}"),
            };
            return Err(InputError::new(
                text.position_at(text.text.len()),
                found,
                "3 squares in a row",
            ));
        }
    }
    Ok(start.map(|position| (board, position)))
}

/// Reads the next board written as three lines of three digits (blanks between the digits are
/// optional), or `None` when only whitespace is left.
///
/// # Errors
/// [`InputError`] at the first byte that is no digit square, a row of more or fewer than three
/// squares, or input that ends inside the board.
pub fn read_digit_rows(scanner: &mut Scanner<'_>) -> NextBoard {
    read_rows(scanner, Notation::DIGITS)
}

/// Reads the next board written as three whitespace-separated rows of three letters, or `None`
/// when only whitespace is left.
///
/// # Errors
/// [`InputError`] at a byte that is no letter square, a row of more or fewer than three
/// squares, or input that ends inside the board.
pub fn read_letter_rows(scanner: &mut Scanner<'_>) -> NextBoard {
    read_rows(scanner, Notation::LETTERS)
}

/// Reads the next board written as one line of nine letters, as BOJ 7682 does, or `None` when
/// only whitespace is left or the line is `stop` (BOJ 7682 ends its boards with `end`; `b""`
/// stops at nothing, since blank lines are skipped).
///
/// ```
/// use ttt_core::judge::Scanner;
/// use ttt_core::notation::{parse_letters, read_letter_line};
///
/// let mut scanner = Scanner::new(b"XO.OX...X\r\n\n  ...XXXOO.\nend\nXO.\n");
/// let (first, _) = read_letter_line(&mut scanner, b"end").unwrap().unwrap();
/// assert_eq!(first, parse_letters("XO. OX. ..X").unwrap());
/// let (second, at) = read_letter_line(&mut scanner, b"end").unwrap().unwrap();
/// assert_eq!((second.mark_count(), at.line, at.column), (5, 3, 3));
/// assert_eq!(read_letter_line(&mut scanner, b"end"), Ok(None));
/// ```
///
/// # Errors
/// [`InputError`] at a byte that is no letter square, or when the line has more or fewer than
/// nine squares.
///
/// # Complexity
/// One pass over the line; a line of exactly nine letters and `\n` is decided with word
/// operations ([`board_from_letters`]).
#[inline]
pub fn read_letter_line(scanner: &mut Scanner<'_>, stop: &[u8]) -> NextBoard {
    if let Some(board) = scanner.peek_line_of::<9>().and_then(board_from_letters) {
        let position = scanner.position();
        scanner.skip_line_of::<9>();
        return Ok(Some((board, position)));
    }
    match scanner.line() {
        None => Ok(None),
        Some(line) if line.text == stop => Ok(None),
        Some(line) => Ok(Some((parse_letter_line(line)?, line.position))),
    }
}

/// Reads a board written as one line of nine letters, as BOJ 7682 does.
///
/// # Errors
/// [`InputError`] at a byte that is no letter square, or when the line has more or fewer than
/// nine squares.
///
/// # Complexity
/// One pass over the line.
pub fn parse_letter_line(line: Token<'_>) -> Result<Board, InputError> {
    if let Some(board) = <&[u8; 9]>::try_from(line.text).ok().and_then(board_from_letters) {
        return Ok(board);
    }
    parse_line(line, Notation::LETTERS)
}

/// Reads a board written as one word of nine squares.
fn parse_line(line: Token<'_>, notation: Notation) -> Result<Board, InputError> {
    let mut board = Board::EMPTY;
    let count = put_squares(&mut board, line, notation, 0, 9, false)?;
    if count < 9 {
        let end = line.position_at(line.text.len());
        return Err(InputError::new(
            end,
            format!("found end of line after {count} squares"),
            "9 squares",
        ));
    }
    Ok(board)
}

/// The board written as exactly nine letters, or `None` when a byte is no letter square.
///
/// # Complexity
/// A few word operations and one branch on the letters: the first eight are read as one
/// 64-bit word, the ninth looked up.
///
/// ```
/// use ttt_core::board::Mark;
/// let board = ttt_core::notation::board_from_letters(b"XO.OX...X").unwrap();
/// assert_eq!((board.count(Mark::X), board.count(Mark::O)), (3, 2));
/// assert_eq!(ttt_core::notation::board_from_letters(b"XO.OX...x"), None);
/// ```
#[inline]
pub fn board_from_letters(letters: &[u8; 9]) -> Option<Board> {
    let mut head = [0; 8];
    head.copy_from_slice(&letters[..8]);
    let head = u64::from_le_bytes(head);
    let (head_x, head_o) = letter_bits(head);
    let last = LAST_LETTER[usize::from(letters[8])];
    let x = gather_low_bits(head_x) | u16::from(last & 1) << 8;
    let o = gather_low_bits(head_o) | u16::from(last >> 1 & 1) << 8;
    // Writing the letters back from those bits must give the same bytes, or a byte was no
    // letter; a byte with both bits (`y` writes back as itself) is none either. One branch
    // for all nine.
    let rewritten = head ^ letters_of(head_x, head_o);
    if rewritten | u64::from(last & 4) | u64::from(x & o) != 0 {
        return None;
    }
    Some(Board::from_disjoint_masks(x, o))
}

/// The ninth letter by its byte: 1 for `X`, 2 for `O`, 0 for `.` and 4 for any other byte.
static LAST_LETTER: [u8; 256] = {
    let mut table = [4; 256];
    table[b'X' as usize] = 1;
    table[b'O' as usize] = 2;
    table[b'.' as usize] = 0;
    table
};

/// Bits 4 and 0 of each byte of `word`, each moved to bit 0 of its byte: of `X` (0x58), `O`
/// (0x4f) and `.` (0x2e), only `X` has bit 4 and only `O` bit 0.
#[inline]
const fn letter_bits(word: u64) -> (u64, u64) {
    ((word >> 4) & ONES, word & ONES)
}

/// The word of letters whose `X` bits are `x` and `O` bits `o` (each byte 0 or 1): the
/// products stay within each byte.
#[inline]
const fn letters_of(x: u64, o: u64) -> u64 {
    b'.' as u64 * ONES + x * (b'X' - b'.') as u64 + o * (b'O' - b'.') as u64
}

/// A 1 in every byte of a word.
const ONES: u64 = 0x0101_0101_0101_0101;

/// Gathers bit 0 of each byte of `bytes` (each byte 0 or 1) into bit `i` for byte `i`: the
/// partial products of the multiplication each land on their own bit, so none carries.
#[inline]
const fn gather_low_bits(bytes: u64) -> u16 {
    (bytes.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16
}

/// Reads the next board written as a Programmers array, `["O.X", ".O.", "..X"]` (whitespace,
/// line ends included, may stand between the parts), or `None` when only whitespace is left.
///
/// # Errors
/// [`InputError`] at the first byte that does not fit the form.
pub fn read_programmers_board(scanner: &mut Scanner<'_>) -> NextBoard {
    if scanner.at_end() {
        return Ok(None);
    }
    let start = scanner.position();
    expect_byte(scanner, b'[', "`[` to open the board")?;
    let mut board = Board::EMPTY;
    for row in 0..3u8 {
        if row > 0 {
            expect_byte(scanner, b',', "`,` between rows")?;
        }
        expect_byte(scanner, b'"', "`\"` to open a row")?;
        for column in 0..3u8 {
            let position = scanner.position();
            let mark = match scanner.peek() {
                None => {
                    return Err(InputError::end_of_input(position, Notation::LETTERS.expected()))
                }
                Some(b'"') => {
                    let found = format!("found `\"` after {column} squares");
                    return Err(InputError::new(position, found, "3 squares in a row"));
                }
                Some(byte) => match Notation::LETTERS.square(byte) {
                    Some(mark) => mark,
                    None => {
                        return Err(InputError::found_bytes(
                            position,
                            &[byte],
                            Notation::LETTERS.expected(),
                        ))
                    }
                },
            };
            scanner.bump();
            if let (Some(mark), Some(square)) = (mark, Square::at(row, column)) {
                board = board.with(square, mark);
            }
        }
        let position = scanner.position();
        match scanner.peek() {
            Some(b'"') => {
                scanner.bump();
            }
            // Right after the third square: a blank here is inside the quotes, so it is wrong too.
            Some(byte) => {
                let found = format!("found {} after 3 squares", quote(&[byte]));
                return Err(InputError::new(position, found, "`\"` to close the row"));
            }
            None => return Err(InputError::end_of_input(position, "`\"` to close the row")),
        }
    }
    expect_byte(scanner, b']', "`]` to close the board")?;
    Ok(Some((board, start)))
}

/// Skips blanks, then reads `wanted` or fails saying `expected`.
fn expect_byte(scanner: &mut Scanner<'_>, wanted: u8, expected: &str) -> Result<(), InputError> {
    scanner.skip_blanks();
    let position = scanner.position();
    match scanner.peek() {
        Some(byte) if byte == wanted => {
            scanner.bump();
            Ok(())
        }
        Some(byte) => Err(InputError::found_bytes(position, &[byte], expected)),
        None => Err(InputError::end_of_input(position, expected)),
    }
}

/// Parses a whole text as exactly one board with `read`, failing on anything left after it.
fn parse_one(
    text: &str,
    read: impl FnOnce(&mut Scanner<'_>) -> NextBoard,
) -> Result<Board, InputError> {
    let mut scanner = Scanner::new(text.as_bytes());
    let Some((board, _)) = read(&mut scanner)? else {
        return Err(InputError::end_of_input(scanner.position(), "a board"));
    };
    if let Some(token) = scanner.token() {
        return Err(InputError::found_bytes(token.position, token.text, "nothing after the board"));
    }
    Ok(board)
}

/// Parses a board written in digits, three rows of `0`, `1` and `2`.
///
/// # Errors
/// [`InputError`] where the text is not exactly one such board.
///
/// ```
/// use ttt_core::board::Mark;
/// let board = ttt_core::notation::parse_digits("0 0 0\n0 2 1\n0 0 0").unwrap();
/// assert_eq!((board.count(Mark::X), board.count(Mark::O)), (1, 1));
/// ```
pub fn parse_digits(text: &str) -> Result<Board, InputError> {
    Notation::DIGITS.parse(text)
}

/// Parses a board written in letters: three whitespace-separated rows, or one line of nine.
///
/// # Errors
/// [`InputError`] where the text is not exactly one such board.
///
/// ```
/// let board = ttt_core::notation::parse_letters("XO.\n.X.\n..O").unwrap();
/// assert_eq!(board, ttt_core::notation::parse_letters("XO..X...O").unwrap());
/// ```
pub fn parse_letters(text: &str) -> Result<Board, InputError> {
    Notation::LETTERS.parse(text)
}

/// Parses a board written as a Programmers array, `["O.X", ".O.", "..X"]`.
///
/// # Errors
/// [`InputError`] where the text is not exactly one such board.
///
/// ```
/// let board = ttt_core::notation::parse_programmers(r#"["O.X", ".O.", "..X"]"#).unwrap();
/// assert_eq!(board, ttt_core::notation::parse_letters("O.X .O. ..X").unwrap());
/// ```
pub fn parse_programmers(text: &str) -> Result<Board, InputError> {
    parse_one(text, read_programmers_board)
}

/// Parses a board in one of this crate's three notations, decided by what the text holds, not
/// guessed: a Programmers array when it starts with `[`, digits (`0`, `1`, `2`) when its squares
/// are digits, letters (`X`, `O`, `.`) when they are letters. Their symbols are apart, so no text
/// reads two ways; a text that mixes them (Codeforces' `X0X` writes O as the digit zero) is an
/// error. For any other alphabet, use [`Notation`] (here [`Notation::CODEFORCES`]).
///
/// ```
/// use ttt_core::board::Board;
/// let board: Board = "X.O\n.X.\n..O".parse().unwrap();
/// assert_eq!(board, "1 0 2\n0 1 0\n0 0 2".parse().unwrap());
/// assert_eq!(board, r#"["X.O", ".X.", "..O"]"#.parse().unwrap());
/// let mixed = "X0X\n.0.\n.X.".parse::<Board>().unwrap_err();
/// assert_eq!(mixed.to_string(), "line 1, column 2: found `0`, a digit among letters, expected \
///     a square `X`, `O` or `.`, or every square a digit");
/// ```
impl std::str::FromStr for Board {
    type Err = InputError;

    fn from_str(text: &str) -> Result<Board, InputError> {
        if text.trim_start().starts_with('[') {
            return parse_programmers(text);
        }
        let is_square = |byte: &u8| !crate::judge::is_blank(*byte);
        let digits = |byte: &u8| matches!(byte, b'0' | b'1' | b'2');
        match text.bytes().find(is_square) {
            Some(first) if digits(&first) => parse_or_explain(text, Notation::DIGITS, "letters"),
            _ => parse_or_explain(text, Notation::LETTERS, "digits"),
        }
    }
}

/// Parses `text` in `notation`, and when a byte of the other built-in notation is in the way,
/// says that the text mixes two notations.
fn parse_or_explain(text: &str, notation: Notation, other: &str) -> Result<Board, InputError> {
    notation.parse(text).map_err(|error| {
        let other_notation = if other == "digits" { Notation::DIGITS } else { Notation::LETTERS };
        let mut scanner = Scanner::new(text.as_bytes());
        let mut offending = None;
        while let Some(token) = scanner.token() {
            if token.position.line > error.position.line {
                break;
            }
            for (offset, &byte) in token.text.iter().enumerate() {
                if token.position_at(offset) == error.position {
                    offending = Some(byte);
                }
            }
        }
        match offending {
            Some(byte)
                if other_notation.square(byte).is_some() && notation.square(byte).is_none() =>
            {
                let kind = if other == "digits" {
                    "a digit among letters"
                } else {
                    "a letter among digits"
                };
                InputError::new(
                    error.position,
                    format!("found {}, {kind}", quote(&[byte])),
                    format!(
                        "{}, or every square a {}",
                        notation.expected(),
                        &other[..other.len() - 1]
                    ),
                )
            }
            _ => error,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(result: Result<Board, InputError>) -> String {
        result.unwrap_err().to_string()
    }

    #[test]
    fn the_three_notations_agree() {
        let letters = parse_letters("XO.\n.XO\n..X").unwrap();
        assert_eq!(format!("{letters:?}"), "XO./.XO/..X");
        assert_eq!(parse_digits("1 2 0\r\n0 1 2\r\n0 0 1").unwrap(), letters);
        assert_eq!(parse_digits("120\n012\n001").unwrap(), letters);
        assert_eq!(parse_programmers("[\"XO.\", \".XO\", \"..X\"]").unwrap(), letters);
        assert_eq!(parse_programmers("[ \"XO.\" ,\n\".XO\",\"..X\" ]").unwrap(), letters);
        assert_eq!(parse_letters("XO..XO..X").unwrap(), letters);
    }

    #[test]
    fn with_rows_changes_how_rows_are_read_and_nothing_else() {
        let words = Notation::new(b'x', b'o', b'_').unwrap();
        let lines = words.with_rows(Rows::Lines);
        assert_ne!(words, lines);
        assert_eq!(lines.with_rows(Rows::Words), words);
        // As lines, a row may have blanks between its squares; as words, it may not.
        assert_eq!(lines.parse("x o _\n_ o _\n_ x _"), words.parse("xo_ _o_ _x_"));
        assert_eq!(
            error(words.parse("x o _\n_ o _\n_ x _")),
            "line 1, column 2: found a row of 1 square, expected 3 squares in a row"
        );
        assert_eq!(lines.symbol(Some(Mark::O)), b'o');
    }

    #[test]
    fn parse_letter_line_reads_nine_letters_and_points_at_the_rest() {
        let mut scanner = Scanner::new(b"XO.OX...X\nXO.XO.XO\n");
        let nine = scanner.line().unwrap();
        assert_eq!(parse_letter_line(nine), parse_letters("XO. OX. ..X"));
        let eight = scanner.line().unwrap();
        assert_eq!(
            error(parse_letter_line(eight)),
            "line 2, column 9: found end of line after 8 squares, expected 9 squares"
        );
    }

    #[test]
    fn from_str_reads_each_notation_by_its_symbols() {
        let board = parse_letters("X.O .X. ..O").unwrap();
        assert_eq!(" X.O\n.X.\n..O".parse::<Board>(), Ok(board));
        assert_eq!("X.O.X...O".parse::<Board>(), Ok(board));
        assert_eq!("\n1 0 2\n0 1 0\n0 0 2".parse::<Board>(), Ok(board));
        assert_eq!(r#" ["X.O", ".X.", "..O"]"#.parse::<Board>(), Ok(board));
        // Each error is the one that notation's reader gives.
        assert_eq!(error("[X.O]".parse()), error(parse_programmers("[X.O]")));
        assert_eq!(error("1 0 2\n0 1".parse()), error(parse_digits("1 0 2\n0 1")));
        assert_eq!(error("X.Q".parse()), error(parse_letters("X.Q")));
    }

    #[test]
    fn board_from_letters_takes_exactly_the_three_letters_at_every_square() {
        // Each square read alone with every byte: the word check has no byte it lets through.
        for square in 0..9 {
            for byte in 0..=u8::MAX {
                let mut line = *b".........";
                line[square] = byte;
                let letter = matches!(byte, b'X' | b'O' | b'.');
                assert_eq!(board_from_letters(&line).is_some(), letter, "{square} {byte:#x}");
            }
        }
    }

    #[test]
    fn board_from_letters_matches_a_plain_reading_of_every_letter_line() {
        let letters = [b'X', b'O', b'.', b'x', b'y', b'\n', 0xd8];
        let mut line = [0u8; 9];
        for number in 0..7usize.pow(9) {
            let mut rest = number;
            for byte in &mut line {
                *byte = letters[rest % 7];
                rest /= 7;
            }
            let mut plain = Some(Board::EMPTY);
            for (square, &byte) in Square::ALL.into_iter().zip(&line) {
                plain = match (plain, Notation::LETTERS.square(byte)) {
                    (Some(board), Some(Some(mark))) => Some(board.with(square, mark)),
                    (Some(board), Some(None)) => Some(board),
                    _ => None,
                };
            }
            assert_eq!(board_from_letters(&line), plain, "{:?}", String::from_utf8_lossy(&line));
        }
    }

    #[test]
    fn any_three_symbols_make_a_notation_that_reads_every_board_it_writes() {
        let notations = [
            Notation::DIGITS,
            Notation::LETTERS,
            Notation::CODEFORCES,
            Notation::new(b'a', b'b', b'c').unwrap(),
            Notation::new(b'x', b'o', b'-').unwrap().with_rows(Rows::Lines),
        ];
        let mut boards = 0;
        for x in 0..512u16 {
            for o in (0..512u16).filter(|o| o & x == 0) {
                let board = Board::from_masks(x, o).unwrap();
                for notation in notations {
                    assert_eq!(notation.parse(&notation.write(board)), Ok(board), "{board:?}");
                }
                boards += 1;
            }
        }
        assert_eq!(boards, 19_683);
        assert_eq!(
            Notation::CODEFORCES.write(parse_letters("XO. ... ..X").unwrap()),
            "X0.\n...\n..X\n"
        );
        assert_eq!(Notation::DIGITS.write(Board::EMPTY), "0 0 0\n0 0 0\n0 0 0\n");
    }

    #[test]
    fn three_symbols_that_cannot_tell_squares_apart_are_refused() {
        assert_eq!(Notation::new(b'X', b'X', b'.'), Err(NotationError::SameSymbol(b'X')));
        assert_eq!(Notation::new(b'X', b'.', b'.'), Err(NotationError::SameSymbol(b'.')));
        assert_eq!(Notation::new(b'X', b'O', b' '), Err(NotationError::Unprintable(b' ')));
        assert_eq!(Notation::new(0xc3, b'O', b'.'), Err(NotationError::Unprintable(0xc3)));
        assert_eq!(
            NotationError::SameSymbol(b'X').to_string(),
            "`X` stands for two kinds of square"
        );
        assert_eq!(
            NotationError::Unprintable(b'\t').to_string(),
            "`\\t` is not a printable ASCII symbol"
        );
    }

    /// Made at compile time: a `const` in one expression.
    const UNDERSCORES: Notation = Notation::from_symbols(b'x', b'o', b'_').with_rows(Rows::Lines);

    #[test]
    fn from_symbols_makes_the_notation_new_makes_and_panics_where_new_fails() {
        assert_eq!(UNDERSCORES, Notation::new(b'x', b'o', b'_').unwrap().with_rows(Rows::Lines));
        assert_eq!(Notation::from_symbols(b'X', b'0', b'.'), Notation::CODEFORCES);
        assert_eq!(Notation::from_symbols(b'X', b'O', b'.'), Notation::LETTERS);
        let message = |x: u8, o: u8, empty: u8| {
            let panicked = std::panic::catch_unwind(|| Notation::from_symbols(x, o, empty));
            let payload = panicked.expect_err("made a notation of symbols `new` refuses");
            payload.downcast_ref::<&str>().copied().unwrap_or("a panic without a message")
        };
        assert_eq!(message(b'x', b'x', b'_'), "two squares would be written alike");
        assert_eq!(message(b'x', b'o', b'o'), "two squares would be written alike");
        assert_eq!(message(b'x', b'o', b' '), "a symbol is whitespace or not printable ASCII");
    }

    /// The answer for a board of [`each_board_answers_every_board_and_stops_at_the_first_bad_one`]:
    /// how many marks it holds, and no answer for a full board.
    fn marks_unless_full(board: Board) -> Result<u32, crate::judge::Refusal> {
        match board.is_full() {
            true => Err(crate::judge::Refusal::new("found a full board", "room to move")),
            false => Ok(board.mark_count()),
        }
    }

    #[test]
    fn each_counted_board_answers_the_boards_it_counts() {
        let solve = |input: &str| {
            let mut output = Vec::new();
            let result = Notation::LETTERS
                .each_counted_board(input.as_bytes(), &mut output, |b| b.mark_count());
            (String::from_utf8(output).unwrap(), result.map_err(|error| error.to_string()))
        };
        assert_eq!(solve("1\nX.. ... ...\n"), ("1\n".to_owned(), Ok(())));
        let (answers, error) = solve("1\nX.. ... ...\nXO. ... ...\n");
        assert_eq!(answers, "1\n");
        assert_eq!(
            error.unwrap_err(),
            "line 3, column 1: found `XO.`, expected the end of the input after the 1 case its \
             count gives"
        );
    }

    #[test]
    fn each_board_answers_every_board_and_stops_at_the_first_bad_one() {
        let check = |notation: Notation, input: &str, expected: &str| {
            let mut output = Vec::new();
            let result = notation.each_board(input.as_bytes(), &mut output, marks_unless_full);
            let mut seen = String::from_utf8(output).unwrap();
            if let Err(error) = result {
                seen.push_str(&format!("error: {error}\n"));
            }
            assert_eq!(seen, expected, "{input:?}");
        };
        check(Notation::DIGITS, "1 0 2\r\n0 0 0\n000\n\n1 1 1\n0 0 0\n0 0 2\n", "2\n4\n");
        check(
            Notation::DIGITS,
            "0 0 0\n0 0 0\n0 0 0\n\n  1 2 1\n1 2 1\n2 1 2\n0 0 0\n",
            "0\nerror: line 5, column 3: found a full board, expected room to move\n",
        );
        check(
            Notation::DIGITS,
            "0 0 0\n0 0 0\n0 0 0\n0 3 0\n",
            "0\nerror: line 4, column 3: found `3`, expected a square `0`, `1` or `2`\n",
        );
        check(
            Notation::DIGITS,
            "\n\n",
            "error: line 3, column 1: found end of input, expected a board of three rows of `0`, \
             `1` and `2`\n",
        );
        check(UNDERSCORES, "x o _\n_ _ _\n_ _ _\n", "2\n");
        assert_eq!(Notation::LETTERS.expected_board(), "a board of three rows of `X`, `O` and `.`");
    }

    #[test]
    fn read_letter_line_reads_the_same_boards_and_places_on_the_fast_path_and_off_it() {
        let boards = ["XO.OX...X", "XXXOO....", ".........", "OOOXX.X.."];
        let read_all = |input: &str, stop: &[u8]| {
            let mut scanner = Scanner::new(input.as_bytes());
            let mut read = Vec::new();
            while let Some((board, at)) = read_letter_line(&mut scanner, stop).unwrap() {
                read.push((board, at.line, at.column));
            }
            read
        };
        let expected: Vec<(Board, usize, usize)> = boards
            .iter()
            .enumerate()
            .map(|(line, letters)| (parse_letters(letters).unwrap(), line + 1, 1))
            .collect();
        // Each line ends with `\n`, the fast path; with `\r\n`, the general one.
        assert_eq!(read_all(&(boards.join("\n") + "\n"), b"end"), expected);
        assert_eq!(read_all(&(boards.join("\r\n") + "\r\n"), b"end"), expected);
        assert_eq!(read_all(&boards.join("\n"), b""), expected);
        assert_eq!(
            read_all(&format!("{}\nend\n{}\n", boards[0], boards[1]), b"end"),
            expected[..1]
        );
        assert_eq!(read_all("end\nXO.OX...X\n", b"end"), []);
        // Without a stop word, `end` is a line like any other.
        let mut scanner = Scanner::new(b"end\n");
        assert_eq!(
            read_letter_line(&mut scanner, b"").unwrap_err().to_string(),
            "line 1, column 1: found `e`, expected a square `X`, `O` or `.`"
        );
        let mut scanner = Scanner::new(b"XO.OX...X\nXO.OX..\n");
        assert!(read_letter_line(&mut scanner, b"end").unwrap().is_some());
        assert_eq!(
            read_letter_line(&mut scanner, b"end").unwrap_err().to_string(),
            "line 2, column 8: found end of line after 7 squares, expected 9 squares"
        );
    }

    #[test]
    fn codeforces_boards_read_with_their_notation_and_from_str_never_guesses() {
        let board = Notation::CODEFORCES.parse("X0X\n.0.\n.X.").unwrap();
        assert_eq!(board, parse_letters("XOX .O. .X.").unwrap());
        assert_eq!(
            error(Notation::CODEFORCES.parse("X0X\n.O.\n.X.")),
            "line 2, column 2: found `O`, expected a square `X`, `0` or `.`"
        );
        assert_eq!(Notation::CODEFORCES.expected(), "a square `X`, `0` or `.`");
        assert_eq!(
            error("X0X\n.0.\n.X.".parse::<Board>()),
            "line 1, column 2: found `0`, a digit among letters, expected a square `X`, `O` or \
             `.`, or every square a digit"
        );
        assert_eq!(
            error("0 0 0\n0 X 0\n0 0 0".parse::<Board>()),
            "line 2, column 3: found `X`, a letter among digits, expected a square `0`, `1` or \
             `2`, or every square a letter"
        );
        assert_eq!(
            error("0 0 0\n0 7 0\n0 0 0".parse::<Board>()),
            "line 2, column 3: found `7`, expected a square `0`, `1` or `2`"
        );
    }

    #[test]
    fn errors_point_at_the_square() {
        assert_eq!(
            error(parse_digits("0 0 0\n0 3 0\n0 0 0")),
            "line 2, column 3: found `3`, expected a square `0`, `1` or `2`"
        );
        assert_eq!(
            error(parse_digits("0 0\n0 0 0\n0 0 0")),
            "line 1, column 4: found end of line after 2 squares, expected 3 squares in a row"
        );
        assert_eq!(
            error(parse_digits("0 0 0 0\n0 0 0\n0 0 0")),
            "line 1, column 7: found `0` after 3 squares, expected the end of the row"
        );
        assert_eq!(
            error(parse_digits("0 0 0\n0 0 0\n")),
            "line 3, column 1: found end of input, expected row 3 of 3"
        );
        assert_eq!(
            error(parse_letters("XO..XO..")),
            "line 1, column 9: found end of line after 8 squares, expected 9 squares"
        );
        assert_eq!(
            error(parse_letters("XO..XO..XX")),
            "line 1, column 10: found `X` after 9 squares, expected the end of the row"
        );
        assert_eq!(
            error(parse_letters("XO..xO..X")),
            "line 1, column 5: found `x`, expected a square `X`, `O` or `.`"
        );
        assert_eq!(
            error(parse_letters("XO. .X ..X")),
            "line 1, column 7: found a row of 2 squares, expected 3 squares in a row"
        );
        assert_eq!(
            error(parse_programmers("[\"XO.\", \".XO\" \"..X\"]")),
            "line 1, column 15: found `\"`, expected `,` between rows"
        );
        assert_eq!(
            error(parse_programmers("[\"XO.\", \".X\", \"..X\"]")),
            "line 1, column 12: found `\"` after 2 squares, expected 3 squares in a row"
        );
        assert_eq!(
            error(parse_programmers("[\"XO.\", \".XOO\", \"..X\"]")),
            "line 1, column 13: found `O` after 3 squares, expected `\"` to close the row"
        );
        assert_eq!(
            error(parse_programmers("[\"XO.\"")),
            "line 1, column 7: found end of input, expected `,` between rows"
        );
        assert_eq!(
            error(parse_programmers("")),
            "line 1, column 1: found end of input, expected a board"
        );
        assert_eq!(
            error(parse_letters("XO..XO..X X")),
            "line 1, column 11: found `X`, expected nothing after the board"
        );
    }
}
