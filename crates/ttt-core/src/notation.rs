//! Reading boards in the three notations the problems use, with errors that point at the
//! offending square:
//!
//! - digits, three rows of `0` (empty), `1` (X) and `2` (O), as in BOJ 16571;
//! - letters, `X`, `O` and `.`, as three rows (Programmers) or one line of nine (BOJ 7682);
//! - the Programmers array, `["O.X", ".O.", "..X"]`.

use crate::board::{Board, Mark, Square};
use crate::judge::{quote, InputError, Position, Scanner, Token};

/// What reading the next board gives: the board and the position where it starts, `None` when
/// only whitespace is left, or the error that stopped it.
pub type NextBoard = Result<Option<(Board, Position)>, InputError>;

/// How a square is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// `0` empty, `1` X, `2` O.
    Digits,
    /// `.` empty, `X` and `O`.
    Letters,
}

impl Notation {
    /// The square written as `byte`: `Some(None)` for empty, `None` when `byte` is no square.
    pub const fn square(self, byte: u8) -> Option<Option<Mark>> {
        match (self, byte) {
            (Notation::Digits, b'0') | (Notation::Letters, b'.') => Some(None),
            (Notation::Digits, b'1') | (Notation::Letters, b'X') => Some(Some(Mark::X)),
            (Notation::Digits, b'2') | (Notation::Letters, b'O') => Some(Some(Mark::O)),
            _ => None,
        }
    }

    /// What a square looks like, for error messages.
    pub const fn expected(self) -> &'static str {
        match self {
            Notation::Digits => "a square `0`, `1` or `2`",
            Notation::Letters => "a square `X`, `O` or `.`",
        }
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
        let next = match notation {
            Notation::Digits => scanner.line(),
            Notation::Letters => scanner.token(),
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
        let spaced = notation == Notation::Digits;
        let count = put_squares(&mut board, text, notation, row * 3, 3, spaced)?;
        if count < 3 {
            let found = match notation {
                Notation::Digits => format!("found end of line after {count} squares"),
                Notation::Letters => format!("found a row of {count} squares"),
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
    read_rows(scanner, Notation::Digits)
}

/// Reads the next board written as three whitespace-separated rows of three letters, or `None`
/// when only whitespace is left.
///
/// # Errors
/// [`InputError`] at a byte that is no letter square, a row of more or fewer than three
/// squares, or input that ends inside the board.
pub fn read_letter_rows(scanner: &mut Scanner<'_>) -> NextBoard {
    read_rows(scanner, Notation::Letters)
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
    let mut board = Board::EMPTY;
    let count = put_squares(&mut board, line, Notation::Letters, 0, 9, false)?;
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
/// A few word operations and no branch on the letters: the first eight letters are read as
/// one 64-bit word.
///
/// ```
/// use ttt_core::board::Mark;
/// let board = ttt_core::notation::board_from_letters(b"XO.OX...X").unwrap();
/// assert_eq!((board.count(Mark::X), board.count(Mark::O)), (3, 2));
/// assert_eq!(ttt_core::notation::board_from_letters(b"XO.OX...x"), None);
/// ```
pub fn board_from_letters(letters: &[u8; 9]) -> Option<Board> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    // Of `X` (0x58), `O` (0x4f) and `.` (0x2e), only `X` has bit 4 and only `O` bit 0.
    let [a, b, c, d, e, f, g, h, last] = *letters;
    let head = u64::from_le_bytes([a, b, c, d, e, f, g, h]);
    let (x_bytes, o_bytes) = ((head >> 4) & ONES, head & ONES);
    // Writing the letters back from those bits must give the same word, or a byte was no
    // letter; the products stay within each byte.
    let expected =
        b'.' as u64 * ONES + x_bytes * (b'X' - b'.') as u64 + o_bytes * (b'O' - b'.') as u64;
    let (last_x, last_o) = (last >> 4 & 1, last & 1);
    let last_expected = b'.' + last_x * (b'X' - b'.') + last_o * (b'O' - b'.');
    if head != expected || last != last_expected {
        return None;
    }
    let x = gather_low_bits(x_bytes) | u16::from(last_x) << 8;
    let o = gather_low_bits(o_bytes) | u16::from(last_o) << 8;
    Board::from_masks(x, o).ok()
}

/// Gathers bit 0 of each byte of `bytes` (each byte 0 or 1) into bit `i` for byte `i`: the
/// partial products of the multiplication each land on their own bit, so none carries.
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
                    return Err(InputError::end_of_input(position, Notation::Letters.expected()))
                }
                Some(b'"') => {
                    let found = format!("found `\"` after {column} squares");
                    return Err(InputError::new(position, found, "3 squares in a row"));
                }
                Some(byte) => match Notation::Letters.square(byte) {
                    Some(mark) => mark,
                    None => {
                        return Err(InputError::found_bytes(
                            position,
                            &[byte],
                            Notation::Letters.expected(),
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
fn parse_one(text: &str, read: fn(&mut Scanner<'_>) -> NextBoard) -> Result<Board, InputError> {
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
    parse_one(text, read_digit_rows)
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
    let mut scanner = Scanner::new(text.as_bytes());
    match scanner.token() {
        Some(token) if token.text.len() > 3 => {
            let board = parse_letter_line(token)?;
            match scanner.token() {
                Some(extra) => Err(InputError::found_bytes(
                    extra.position,
                    extra.text,
                    "nothing after the board",
                )),
                None => Ok(board),
            }
        }
        _ => parse_one(text, read_letter_rows),
    }
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

/// Parses a board in any of the three notations: a Programmers array when it starts with `[`,
/// digits when it starts with a digit, letters otherwise.
///
/// ```
/// use ttt_core::board::Board;
/// let board: Board = "X.O\n.X.\n..O".parse().unwrap();
/// assert_eq!(board, "1 0 2\n0 1 0\n0 0 2".parse().unwrap());
/// assert_eq!(board, r#"["X.O", ".X.", "..O"]"#.parse().unwrap());
/// ```
impl std::str::FromStr for Board {
    type Err = InputError;

    fn from_str(text: &str) -> Result<Board, InputError> {
        match text.trim_start().bytes().next() {
            Some(b'[') => parse_programmers(text),
            Some(b'0'..=b'9') => parse_digits(text),
            _ => parse_letters(text),
        }
    }
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
    fn from_str_reads_each_notation_by_its_first_byte() {
        let board = parse_letters("X.O .X. ..O").unwrap();
        assert_eq!(" X.O\n.X.\n..O".parse::<Board>(), Ok(board));
        assert_eq!("X.O.X...O".parse::<Board>(), Ok(board));
        assert_eq!("\n1 0 2\n0 1 0\n0 0 2".parse::<Board>(), Ok(board));
        assert_eq!(r#" ["X.O", ".X.", "..O"]"#.parse::<Board>(), Ok(board));
        // Each error is the one that notation's reader gives.
        assert_eq!(error("[X.O]".parse()), error(parse_programmers("[X.O]")));
        assert_eq!(error("1 0 X\n".parse()), error(parse_digits("1 0 X\n")));
        assert_eq!(error("X.Q".parse()), error(parse_letters("X.Q")));
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
                plain = match (plain, Notation::Letters.square(byte)) {
                    (Some(board), Some(Some(mark))) => Some(board.with(square, mark)),
                    (Some(board), Some(None)) => Some(board),
                    _ => None,
                };
            }
            assert_eq!(board_from_letters(&line), plain, "{:?}", String::from_utf8_lossy(&line));
        }
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
