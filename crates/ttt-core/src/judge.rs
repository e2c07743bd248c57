//! Judge I/O shared by every binary: the whole of stdin, tokens and lines with their position,
//! a typed input error, and one buffered write of the answers.
//!
//! A solver is a function `fn(&[u8], &mut Vec<u8>) -> Result<(), InputError>`: it appends one
//! answer line per case to the output and stops at the first bad case, so the answers before
//! the error are kept. [`each_case`] is that loop, given how to read a case and how to answer
//! it; [`run`] wires such a solver to stdin, stdout and stderr.
//!
//! Judge quirks are not errors: CRLF line ends, tabs, repeated spaces, blank lines and a
//! missing final newline are all read as whitespace.

use std::fmt;
use std::io::{self, Read, Write};
use std::ops::ControlFlow;

/// Where something is in the input: 1-based line and 1-based column, counted in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// The line, starting at 1.
    pub line: usize,
    /// The byte in the line, starting at 1.
    pub column: usize,
}

/// A piece of input and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The bytes of the token, without surrounding whitespace.
    pub text: &'a [u8],
    /// Where its first byte is.
    pub position: Position,
}

impl<'a> Token<'a> {
    /// The position of the byte at `offset` inside this token (on the same line).
    pub const fn position_at(&self, offset: usize) -> Position {
        Position { line: self.position.line, column: self.position.column + offset }
    }

    /// This token, a line, as exactly `N` words with blanks between them, each read by `read`:
    /// `expected` says what a word is, `(one, many)` names one of them and several.
    ///
    /// # Errors
    /// [`InputError`] at the first word `read` refuses, at a word after the `N`th, or at the end
    /// of a line of fewer words, saying how many it has.
    ///
    /// ```
    /// use ttt_core::judge::Scanner;
    ///
    /// let die = |word: &[u8]| matches!(word, [b'1'..=b'6']).then(|| word[0] - b'0');
    /// let read = |text: &[u8]| {
    ///     let line = Scanner::new(text).line().unwrap();
    ///     line.words::<u8, 3>("a die from 1 to 6", ("die", "dice"), die).map_err(|e| e.to_string())
    /// };
    /// assert_eq!(read(b"1 6  2\n"), Ok([1, 6, 2]));
    /// assert_eq!(read(b"1 7 2\n"), Err("line 1, column 3: found `7`, expected a die from 1 to 6".into()));
    /// assert_eq!(read(b"1 6 2 3\n"), Err("line 1, column 7: found `3`, expected the end of the line after 3 dice".into()));
    /// assert_eq!(read(b"1\n"), Err("line 1, column 2: found end of line after 1 die, expected 3 dice".into()));
    /// ```
    pub fn words<T: Copy + Default, const N: usize>(
        &self,
        expected: &str,
        (one, many): (&str, &str),
        read: impl Fn(&[u8]) -> Option<T>,
    ) -> Result<[T; N], InputError> {
        let (text, mut values, mut count, mut offset) = (self.text, [T::default(); N], 0, 0);
        loop {
            while offset < text.len() && is_blank(text[offset]) {
                offset += 1;
            }
            if offset == text.len() {
                break;
            }
            let start = offset;
            while offset < text.len() && !is_blank(text[offset]) {
                offset += 1;
            }
            let (word, at) = (&text[start..offset], self.position_at(start));
            if count == N {
                let after = format!("the end of the line after {N} {many}");
                return Err(InputError::found_bytes(at, word, after));
            }
            values[count] =
                read(word).ok_or_else(|| InputError::found_bytes(at, word, expected))?;
            count += 1;
        }
        if count < N {
            let found =
                format!("found end of line after {count} {}", if count == 1 { one } else { many });
            return Err(InputError::new(
                self.position_at(text.len()),
                found,
                format!("{N} {many}"),
            ));
        }
        Ok(values)
    }
}

/// Bad input: where it went wrong, what was found there and what was expected.
///
/// Displays as `line L, column C: <found>, expected <expected>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// Where the problem starts.
    pub position: Position,
    /// What was found, ready to print (for example ``found `Z` `` or `found end of input`).
    pub found: String,
    /// What was expected instead (for example `` `X`, `O` or `.` ``).
    pub expected: String,
}

impl InputError {
    /// An error at `position`: `found` is printed as is, after the position.
    pub fn new(position: Position, found: impl Into<String>, expected: impl Into<String>) -> Self {
        InputError { position, found: found.into(), expected: expected.into() }
    }

    /// An error that quotes the offending bytes: ``found `...` ``.
    pub fn found_bytes(position: Position, bytes: &[u8], expected: impl Into<String>) -> Self {
        Self::new(position, format!("found {}", quote(bytes)), expected)
    }

    /// An error for input that ended too early.
    pub fn end_of_input(position: Position, expected: impl Into<String>) -> Self {
        Self::new(position, "found end of input", expected)
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}, expected {}",
            self.position.line, self.position.column, self.found, self.expected
        )
    }
}

impl std::error::Error for InputError {}

/// The longest piece of input an error message quotes before it cuts it short.
const QUOTE_LIMIT: usize = 24;

/// Quotes input bytes for an error message: printable ASCII as is, the rest escaped, long
/// pieces cut short, so a message is always one short line.
pub fn quote(bytes: &[u8]) -> String {
    let mut quoted = String::from("`");
    for &byte in bytes.iter().take(QUOTE_LIMIT) {
        match byte {
            b'`' => quoted.push_str("\\`"),
            b'\\' => quoted.push_str("\\\\"),
            0x20..=0x7e => quoted.push(byte as char),
            b'\t' => quoted.push_str("\\t"),
            b'\r' => quoted.push_str("\\r"),
            _ => quoted.push_str(&format!("\\x{byte:02x}")),
        }
    }
    if bytes.len() > QUOTE_LIMIT {
        quoted.push_str("...");
    }
    quoted.push('`');
    quoted
}

/// Is this byte whitespace to the judge: space, tab, CR, LF, vertical tab or form feed.
pub const fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c)
}

/// The number of 1 to 7 digits that `word` (8 bytes, the first in its low byte) starts with,
/// and its length, when a byte that `ends` a number follows it: all 8 bytes at once.
#[inline(always)]
fn short_number(word: u64, ends: impl Fn(u8) -> bool) -> Option<(u64, usize)> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    // Digits become 0 to 9, and still have a clear high half once 6 is added to them; every
    // other byte has a set high half in one of the two. A carry out of a byte comes only from
    // one that is no digit, past the first of which nothing counts.
    let digits = word ^ (0x30 * ONES);
    let others = (digits | digits.wrapping_add(6 * ONES)) & (0xf0 * ONES);
    let len = (others.trailing_zeros() / 8) as usize;
    if !(1..8).contains(&len) || !ends((word >> (8 * len)) as u8) {
        return None;
    }
    // The digits, the first in the top byte that is used: then pairs, fours and eights of them
    // add up in place, each multiplication adding ten (a hundred, ten thousand) times the upper
    // of two neighbours to the lower.
    let mut value = digits << (64 - 8 * len);
    value = (value.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00ff_00ff_00ff_00ff;
    value = (value.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_ffff_0000_ffff;
    value = value.wrapping_mul(1 + (10_000 << 32)) >> 32;
    Some((value, len))
}

/// [`Scanner::short_unsigneds`] on the first 64 bytes of `block`: hands `take` each number of
/// 1 to 7 digits between two spaces there, the first space the block's first byte. Gives how
/// many bytes it read (up to the space before the number it stopped at, or that goes on past
/// the 64 bytes), and whether a number or `take` stopped it.
///
/// The bytes that can end a number are found for the whole block at once, so a number's place
/// does not wait for the one before it to be read: those whose bit 4 is clear, spaces and line
/// ends among them, and no digit (`0x30` to `0x39`). Each number is then checked to be digits
/// up to the next such byte, and that byte a space.
#[inline(always)]
fn short_unsigneds_in(
    block: &[u8; 72],
    take: &mut impl FnMut(u64) -> ControlFlow<bool>,
) -> (usize, bool) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    if block[0] != b' ' {
        return (0, false);
    }
    let mut breaks = 0;
    for (lane, bytes) in block[..64].chunks_exact(8).enumerate() {
        let clear = !(u64::from_le_bytes(bytes.try_into().expect("8 bytes")) >> 4) & ONES;
        // Bit 8i moved to bit 56 + i, the others' sums landing elsewhere.
        breaks |= (clear.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * lane);
    }
    let (mut ends, mut start) = (breaks & (u64::MAX - 1), 0);
    while ends != 0 {
        let end = ends.trailing_zeros() as usize;
        ends &= ends - 1;
        let word = u64::from_le_bytes(block[start + 1..start + 9].try_into().expect("8 bytes"));
        // Digits then a space: that space is the next byte that can end a number, `end`.
        let Some((value, _)) = short_number(word, |byte| byte == b' ') else {
            return (start, true);
        };
        match take(value) {
            ControlFlow::Continue(()) => start = end,
            ControlFlow::Break(taken) => return (if taken { end } else { start }, true),
        }
    }
    (start, false)
}

/// Reads input bytes as tokens or lines, keeping track of the line number.
///
/// Columns are worked out only when asked for, so scanning stays as fast as the input allows.
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    bytes: &'a [u8],
    offset: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `bytes`.
    pub const fn new(bytes: &'a [u8]) -> Self {
        Scanner { bytes, offset: 0, line: 1, line_start: 0 }
    }

    /// The position of the next unread byte.
    #[inline]
    pub const fn position(&self) -> Position {
        Position { line: self.line, column: self.offset - self.line_start + 1 }
    }

    /// The next unread byte, if any, without reading it.
    pub fn peek(&self) -> Option<u8> {
        self.bytes.get(self.offset).copied()
    }

    /// The next line when it is exactly `N` bytes followed by `\n` (the shape most judge input
    /// has), without reading it. Blanks and CR count as bytes here: a line that holds them is
    /// left to [`Scanner::line`].
    #[inline]
    pub fn peek_line_of<const N: usize>(&self) -> Option<&'a [u8; N]> {
        match self.bytes.get(self.offset..self.offset + N + 1) {
            Some(chunk) if chunk[N] == b'\n' => chunk[..N].try_into().ok(),
            _ => None,
        }
    }

    /// Reads the line that [`Scanner::peek_line_of`] has just shown, with its `\n`. Called
    /// without that, it still stays within the input, but the line count may be off.
    #[inline]
    pub fn skip_line_of<const N: usize>(&mut self) {
        self.offset = (self.offset + N + 1).min(self.bytes.len());
        self.line += 1;
        self.line_start = self.offset;
    }

    /// Reads one byte.
    pub fn bump(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.offset += 1;
        if byte == b'\n' {
            self.line += 1;
            self.line_start = self.offset;
        }
        Some(byte)
    }

    /// Skips whitespace, line ends included.
    pub fn skip_blanks(&mut self) {
        while self.peek().is_some_and(is_blank) {
            self.bump();
        }
    }

    /// Skips whitespace and tells whether any input is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_blanks();
        self.offset == self.bytes.len()
    }

    /// The next whitespace-separated token, or `None` at the end of the input.
    pub fn token(&mut self) -> Option<Token<'a>> {
        self.skip_blanks();
        let start = self.offset;
        let position = self.position();
        let rest = &self.bytes[start..];
        let len = rest.iter().position(|&byte| is_blank(byte)).unwrap_or(rest.len());
        // A token never holds a line end, so the line number stays put.
        self.offset += len;
        (len > 0).then(|| Token { text: &rest[..len], position })
    }

    /// The next token when it is a decimal number of 1 to 18 digits (so it fits a `u64`): its
    /// value, and the token. Otherwise only the whitespace before it is read, and the token is
    /// left for [`Scanner::token`] (at the end of the input, a token with a sign or another
    /// byte, or a number too long). The fast path of number reading: one pass over the bytes.
    #[inline(always)]
    pub fn unsigned(&mut self) -> Option<(u64, Token<'a>)> {
        // Most tokens follow one space and are short: the space is stepped over and the digits
        // read as one word, without a loop.
        let bytes = self.bytes;
        let mut start = self.offset;
        if bytes.get(start) == Some(&b' ') {
            start += 1;
        }
        if bytes.len() >= 8 && start <= bytes.len() - 8 {
            let word = u64::from_le_bytes(bytes[start..start + 8].try_into().expect("8 bytes"));
            if let Some((value, len)) = short_number(word, is_blank) {
                let position = Position { line: self.line, column: start - self.line_start + 1 };
                self.offset = start + len;
                return Some((value, Token { text: &bytes[start..start + len], position }));
            }
        }
        self.offset = start;
        self.long_unsigned()
    }

    /// Reads numbers of 1 to 7 digits between two spaces, and hands each to `take`, which says
    /// what becomes of it: `Continue` takes it and reads on, `Break(true)` takes it and stops
    /// there, `Break(false)` leaves it unread and stops. The fast path of a long line of
    /// numbers, 64 bytes of input at a time and no position worked out. Stops as well before
    /// the first token that is no such number (one after a line end or two blanks, before a
    /// line end or the end of the input, with a sign, or of more digits), which is left unread
    /// for [`Scanner::unsigned`].
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use ttt_core::judge::Scanner;
    ///
    /// let mut scanner = Scanner::new(b"3\n1 20 300 x 4 5 6 7 8 9\n");
    /// let mut taken = Vec::new();
    /// let mut take = |number| {
    ///     taken.push(number);
    ///     match number {
    ///         300 => ControlFlow::Break(false),
    ///         5 => ControlFlow::Break(true),
    ///         _ => ControlFlow::Continue(()),
    ///     }
    /// };
    /// // The first number follows no space: it is left to `unsigned`.
    /// scanner.short_unsigneds(&mut take);
    /// assert_eq!(scanner.unsigned().map(|(number, _)| number), Some(3));
    /// scanner.short_unsigneds(&mut take);
    /// assert_eq!(scanner.unsigned().map(|(number, _)| number), Some(1));
    /// scanner.short_unsigneds(&mut take);
    /// assert_eq!(scanner.token().map(|token| token.text), Some(&b"300"[..]));
    /// assert_eq!(scanner.token().map(|token| token.text), Some(&b"x"[..]));
    /// scanner.short_unsigneds(&mut take);
    /// assert_eq!(scanner.unsigned().map(|(number, _)| number), Some(6));
    /// assert_eq!(taken, [20, 300, 4, 5]);
    /// ```
    #[inline(always)]
    pub fn short_unsigneds(&mut self, mut take: impl FnMut(u64) -> ControlFlow<bool>) {
        // A block of 64 bytes at a time, with 8 more for the digits of its last number; the
        // last bytes of the input padded with zeros, which no number ends on.
        let mut padded;
        loop {
            let rest = &self.bytes[self.offset..];
            let block: &[u8; 72] = match rest.get(..72) {
                Some(block) => block.try_into().expect("72 bytes"),
                None => {
                    // Zeros past the rest each time: no earlier block's bytes are read again.
                    padded = [0; 72];
                    padded[..rest.len()].copy_from_slice(rest);
                    &padded
                }
            };
            let (read, stopped) = short_unsigneds_in(block, &mut take);
            // Only spaces and digits are stepped over: the line stays put.
            self.offset += read;
            if stopped || read == 0 {
                return;
            }
        }
    }

    /// [`Scanner::unsigned`] past its fast path: after any blanks, a number of up to 18 digits
    /// read byte by byte.
    fn long_unsigned(&mut self) -> Option<(u64, Token<'a>)> {
        self.skip_blanks();
        let rest = &self.bytes[self.offset..];
        let (mut value, mut len) = (0_u64, 0);
        for &byte in rest {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            // Past 18 digits the value may wrap, but the token is refused below.
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            len += 1;
        }
        let ends_there = rest.get(len).map_or(true, |&byte| is_blank(byte));
        if !(1..=18).contains(&len) || !ends_there {
            return None;
        }
        let position = self.position();
        self.offset += len;
        Some((value, Token { text: &rest[..len], position }))
    }

    /// The next line that is not blank, without its leading and trailing whitespace, or `None`
    /// at the end of the input.
    pub fn line(&mut self) -> Option<Token<'a>> {
        self.skip_blanks();
        let start = self.offset;
        if start == self.bytes.len() {
            return None;
        }
        let position = self.position();
        let rest = &self.bytes[start..];
        let len = rest.iter().position(|&byte| byte == b'\n').unwrap_or(rest.len());
        let mut text = &rest[..len];
        while let [head @ .., last] = text {
            if !is_blank(*last) {
                break;
            }
            text = head;
        }
        self.offset += len;
        Some(Token { text, position })
    }

    /// [`Scanner::line`], told the length the line most likely has (a grid's width): a line of
    /// `len` bytes is found by a look at the byte after it and a search of its bytes for a line
    /// end a word at a time, not by looking at each byte for its end.
    pub fn line_of(&mut self, len: usize) -> Option<Token<'a>> {
        self.skip_blanks();
        let start = self.offset;
        if start == self.bytes.len() {
            return None;
        }
        let position = self.position();
        let rest = &self.bytes[start..];
        let len = match (rest.get(..len), rest.get(len)) {
            (Some(text), None | Some(b'\n')) if !text.contains(&b'\n') => len,
            _ => rest.iter().position(|&byte| byte == b'\n').unwrap_or(rest.len()),
        };
        // Not blank at its start, so the line ends past its last byte that is not blank.
        let end = rest[..len].iter().rposition(|&byte| !is_blank(byte)).map_or(0, |last| last + 1);
        self.offset += len;
        Some(Token { text: &rest[..end], position })
    }

    /// The next token, or an error saying `expected` was wanted at the end of the input.
    ///
    /// # Errors
    /// [`InputError`] when the input has no token left.
    pub fn expect_token(&mut self, expected: &str) -> Result<Token<'a>, InputError> {
        match self.token() {
            Some(token) => Ok(token),
            None => Err(InputError::end_of_input(self.position(), expected)),
        }
    }
}

/// A solver: reads all the cases in the input, appends one answer line per case to the output,
/// and stops at the first bad case with its error.
pub type Solve = fn(&[u8], &mut Vec<u8>) -> Result<(), InputError>;

/// What reading the next case gives: the case and the position where it starts, `None` when
/// the cases are over, or the error that stopped it.
pub type NextCase<C> = Result<Option<(C, Position)>, InputError>;

/// A case that reads well but has no answer, such as a board no game reaches: what was found
/// and what was expected. [`each_case`] places it at the start of its case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// What was found, ready to print, as in [`InputError::found`].
    pub found: String,
    /// What was expected instead.
    pub expected: String,
}

impl Refusal {
    /// A refusal: `found` is printed as is.
    pub fn new(found: impl Into<String>, expected: impl Into<String>) -> Self {
        Refusal { found: found.into(), expected: expected.into() }
    }

    /// The input error this refusal is for the case that starts at `position`.
    pub fn at(self, position: Position) -> InputError {
        InputError { position, found: self.found, expected: self.expected }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, expected {}", self.found, self.expected)
    }
}

impl std::error::Error for Refusal {}

/// An answer to one case, written as one line: text, a letter, a number, or a [`Refusal`] in
/// its place.
pub trait Answer {
    /// Appends the answer and a line end to `output`.
    ///
    /// # Errors
    /// The [`Refusal`] when the case has no answer; nothing is appended then.
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal>;
}

impl Answer for &str {
    #[inline]
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        append_short_line(output, self.as_bytes());
        Ok(())
    }
}

/// Appends `text` and a line end. A line of at most 8 bytes, the usual answer, is made in one
/// 64-bit word, `text` read in two overlapping pieces of fixed size and line ends after it,
/// appended whole and cut back to the line. A copy of a length known only at run time would
/// call `memcpy`, and a line put together in memory would be read back before its pieces are
/// written through: either costs a solver answering millions of cases more than its reading.
#[inline]
fn append_short_line(output: &mut Vec<u8>, text: &[u8]) {
    let length = text.len();
    if length >= 8 {
        output.extend_from_slice(text);
        output.push(b'\n');
        return;
    }
    // Overlapping pieces hold the same bytes where they overlap, so or-ing them is exact.
    let word = if length >= 4 {
        four_bytes(text, 0) | four_bytes(text, length - 4) << (8 * (length - 4))
    } else {
        text.iter().rev().fold(0, |word, &byte| word << 8 | u64::from(byte))
    };
    let line = word | u64::from_le_bytes([b'\n'; 8]) << (8 * length);
    output.extend_from_slice(&line.to_le_bytes());
    output.truncate(output.len() - (7 - length));
}

/// The four bytes of `text` from `start`, little-endian, as a number.
#[inline]
fn four_bytes(text: &[u8], start: usize) -> u64 {
    let mut bytes = [0; 4];
    bytes.copy_from_slice(&text[start..start + 4]);
    u64::from(u32::from_le_bytes(bytes))
}

impl Answer for String {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        self.as_str().append_line(output)
    }
}

impl Answer for char {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        self.encode_utf8(&mut [0; 4]).append_line(output)
    }
}

impl Answer for u64 {
    /// In decimal, written digit by digit rather than through `fmt`, which a solver that
    /// answers millions of numbers would feel.
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        let mut digits = [0; 20];
        let mut start = digits.len();
        let mut rest = self;
        loop {
            start -= 1;
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        output.extend_from_slice(&digits[start..]);
        output.push(b'\n');
        Ok(())
    }
}

impl Answer for u32 {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        u64::from(self).append_line(output)
    }
}

impl Answer for usize {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        // A `usize` is at most 64 bits on every target Rust supports.
        (self as u64).append_line(output)
    }
}

impl Answer for i64 {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        if self < 0 {
            output.push(b'-');
        }
        self.unsigned_abs().append_line(output)
    }
}

impl Answer for i32 {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        i64::from(self).append_line(output)
    }
}

impl<A: Answer> Answer for Result<A, Refusal> {
    fn append_line(self, output: &mut Vec<u8>) -> Result<(), Refusal> {
        self?.append_line(output)
    }
}

/// The loop of every solver: reads each case of `input` with `read`, appends the line `answer`
/// gives it to `output`, and stops at the first case that does not read or that `answer`
/// refuses, with its error; the answers before it stay in `output`. An input of whitespace
/// only is an error that says `expected`, what a case looks like: the judge sends one case at
/// least. `read` says when the cases are over, at the end of the input or at a line such as
/// `end`.
///
/// # Errors
/// [`InputError`] for an input of whitespace only, the first error of `read`, or the first
/// [`Refusal`] of `answer`, placed at the start of its case.
///
/// # Complexity
/// One pass over the input, plus `read` and `answer` for each case.
///
/// ```
/// use ttt_core::judge::{each_case, transcript, InputError, Refusal, Scanner};
///
/// /// Each case is a word: `ok` answers `fine`, any other word is refused.
/// fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
///     let read = |scanner: &mut Scanner<'_>| {
///         Ok(scanner.token().map(|word| (word.text == b"ok", word.position)))
///     };
///     each_case(input, output, "a word", read, |ok| match ok {
///         true => Ok("fine"),
///         false => Err(Refusal::new("found another word", "`ok`")),
///     })
/// }
/// assert_eq!(transcript(solve, b"ok ok"), "fine\nfine\n");
/// assert_eq!(
///     transcript(solve, b"ok\n  no ok"),
///     "fine\nerror: line 2, column 3: found another word, expected `ok`\n"
/// );
/// assert_eq!(
///     transcript(solve, b" \n"),
///     "error: line 2, column 1: found end of input, expected a word\n"
/// );
/// ```
pub fn each_case<'a, C, A: Answer>(
    input: &'a [u8],
    output: &mut Vec<u8>,
    expected: &str,
    mut read: impl FnMut(&mut Scanner<'a>) -> NextCase<C>,
    mut answer: impl FnMut(C) -> A,
) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    if scanner.at_end() {
        return Err(InputError::end_of_input(scanner.position(), expected));
    }
    while let Some((case, position)) = read(&mut scanner)? {
        answer(case).append_line(output).map_err(|refusal| refusal.at(position))?;
    }
    Ok(())
}

/// [`each_case`] for an input that starts with the number of cases, as many judges write it
/// (`3`, then three cases): reads that number, then exactly that many cases with `read`,
/// answering each; what follows them must be whitespace.
///
/// # Errors
/// [`InputError`] for a first token that is no number, a case that does not read or that
/// `answer` refuses, an input that ends before the last case (`expected` says what a case
/// looks like), or anything after it.
///
/// ```
/// use ttt_core::judge::{each_counted_case, transcript, InputError, Scanner};
///
/// /// Each case is a word, answered with its length.
/// fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
///     let read = |scanner: &mut Scanner<'_>| {
///         Ok(scanner.token().map(|word| (word.text.len(), word.position)))
///     };
///     each_counted_case(input, output, "a word", read, |length| length)
/// }
/// assert_eq!(transcript(solve, b"2\nab\ncde\n"), "2\n3\n");
/// assert_eq!(
///     transcript(solve, b"3\nab cde"),
///     "2\n3\nerror: line 2, column 7: found end of input, expected a word\n"
/// );
/// assert_eq!(
///     transcript(solve, b"1 ab cde"),
///     "2\nerror: line 1, column 6: found `cde`, expected the end of the input after the 1 case its \
///      count gives\n"
/// );
/// assert_eq!(
///     transcript(solve, b"ab"),
///     "error: line 1, column 1: found `ab`, expected the number of cases\n"
/// );
/// ```
pub fn each_counted_case<'a, C, A: Answer>(
    input: &'a [u8],
    output: &mut Vec<u8>,
    expected: &str,
    mut read: impl FnMut(&mut Scanner<'a>) -> NextCase<C>,
    answer: impl FnMut(C) -> A,
) -> Result<(), InputError> {
    const COUNT: &str = "the number of cases";
    let mut counted: Option<(usize, usize)> = None;
    let counted_read = |scanner: &mut Scanner<'a>| -> NextCase<C> {
        let (count, left) = match &mut counted {
            Some(counted) => counted,
            None => {
                let token = scanner.expect_token(COUNT)?;
                let count = std::str::from_utf8(token.text)
                    .ok()
                    .filter(|text| text.bytes().all(|byte| byte.is_ascii_digit()))
                    .and_then(|text| text.parse().ok())
                    .ok_or_else(|| InputError::found_bytes(token.position, token.text, COUNT))?;
                counted.insert((count, count))
            }
        };
        if *left == 0 {
            let cases = if *count == 1 { "case" } else { "cases" };
            return match scanner.token() {
                None => Ok(None),
                Some(extra) => Err(InputError::found_bytes(
                    extra.position,
                    extra.text,
                    format!("the end of the input after the {count} {cases} its count gives"),
                )),
            };
        }
        *left -= 1;
        match read(scanner)? {
            Some(case) => Ok(Some(case)),
            None => Err(InputError::end_of_input(scanner.position(), expected)),
        }
    };
    each_case(input, output, COUNT, counted_read, answer)
}

/// What a judge binary built on `solve` prints for `input`, stdout then stderr: the answers,
/// then `error: <message>` and a line end when the input is bad. Meant for tests, where one
/// string shows both the answers kept and the error.
///
/// ```
/// use ttt_core::judge::{transcript, InputError, Scanner};
/// fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
///     let mut scanner = Scanner::new(input);
///     while let Some(token) = scanner.token() {
///         if token.text != b"ok" {
///             return Err(InputError::found_bytes(token.position, token.text, "`ok`"));
///         }
///         output.extend_from_slice(b"fine\n");
///     }
///     Ok(())
/// }
/// assert_eq!(transcript(solve, b"ok\nno"), "fine\nerror: line 2, column 1: found `no`, expected `ok`\n");
/// ```
pub fn transcript(solve: Solve, input: &[u8]) -> String {
    let mut output = Vec::new();
    let result = solve(input, &mut output);
    let mut printed = String::from_utf8_lossy(&output).into_owned();
    if let Err(error) = result {
        printed.push_str(&format!("error: {error}\n"));
    }
    printed
}

/// Reads all of stdin, runs `solve`, writes its answers to stdout in one go and, when `solve`
/// failed, prints `error: <message>` on stderr and exits with status 1.
///
/// This is the whole `main` of every judge binary:
///
/// ```no_run
/// fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), ttt_core::judge::InputError> {
///     output.extend_from_slice(input);
///     Ok(())
/// }
/// fn main() -> std::process::ExitCode {
///     ttt_core::judge::run(solve)
/// }
/// ```
pub fn run(solve: Solve) -> std::process::ExitCode {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut input) {
        eprintln!("error: cannot read stdin: {error}");
        return std::process::ExitCode::FAILURE;
    }
    let mut output = Vec::new();
    let result = solve(&input, &mut output);
    let mut stdout = io::stdout().lock();
    let written = stdout.write_all(&output).and_then(|()| stdout.flush());
    if let Err(error) = written {
        eprintln!("error: cannot write stdout: {error}");
        return std::process::ExitCode::FAILURE;
    }
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// A game against the judge (an interactive problem): the judge's lines read one message at a
/// time, as they come, and each answer written and flushed at once, so neither side waits on
/// input the other has not sent. A solver that read all of stdin first would wait forever for
/// the judge, who waits for its first answer.
///
/// Lines are counted from the first the judge sent, so an [`InputError`] names the line and
/// column of the whole conversation. [`interact`] wires a game to stdin and stdout.
///
/// ```
/// use ttt_core::judge::{Dialogue, DialogueError, InputError};
///
/// // The judge sends numbers, one a line, and `end`; the player answers each with its double.
/// fn double<R: std::io::BufRead, W: std::io::Write>(
///     dialogue: &mut Dialogue<R, W>,
/// ) -> Result<(), DialogueError> {
///     loop {
///         let number = dialogue.read_lines(1, |scanner| {
///             let token = scanner.expect_token("a number or `end`")?;
///             match std::str::from_utf8(token.text).ok().and_then(|t| t.parse::<u32>().ok()) {
///                 Some(number) => Ok(Some(number)),
///                 None if token.text == b"end" => Ok(None),
///                 None => Err(InputError::found_bytes(token.position, token.text, "a number or `end`")),
///             }
///         })?;
///         match number {
///             Some(number) => dialogue.write(format!("{}\n", 2 * number).as_bytes())?,
///             None => return Ok(()),
///         }
///     }
/// }
///
/// let mut output = Vec::new();
/// double(&mut Dialogue::new(&b"4\n21\nend\n"[..], &mut output)).unwrap();
/// assert_eq!(output, b"8\n42\n");
/// let error = double(&mut Dialogue::new(&b"4\nfour\n"[..], &mut Vec::new())).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 1: found `four`, expected a number or `end`");
/// // The judge hung up: the end of input where a message was due is a clean error.
/// let error = double(&mut Dialogue::new(&b"4\n"[..], &mut Vec::new())).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 1: found end of input, expected a number or `end`");
/// ```
#[derive(Debug)]
pub struct Dialogue<R, W> {
    input: R,
    output: W,
    /// How many lines the judge has sent so far.
    lines_read: usize,
    /// Did the judge's input end during the last read.
    hung_up: bool,
    /// Where the input read so far ends, when its last line has no line end: that line's
    /// column past its last byte.
    open_line_end: Option<usize>,
    buffer: Vec<u8>,
}

/// Why a game against the judge stopped early.
#[derive(Debug)]
pub enum DialogueError {
    /// The judge's message does not read.
    Input(InputError),
    /// The judge's pipe failed: `doing` says whether reading or writing.
    Pipe {
        /// `read the judge's message` or `write an answer`.
        doing: &'static str,
        /// What the system said.
        error: io::Error,
    },
}

impl fmt::Display for DialogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DialogueError::Input(error) => write!(f, "{error}"),
            DialogueError::Pipe { doing, error } => write!(f, "cannot {doing}: {error}"),
        }
    }
}

impl std::error::Error for DialogueError {}

impl From<InputError> for DialogueError {
    fn from(error: InputError) -> Self {
        DialogueError::Input(error)
    }
}

impl<R: io::BufRead, W: Write> Dialogue<R, W> {
    /// A game that reads the judge's messages from `input` and answers on `output`.
    pub fn new(input: R, output: W) -> Self {
        Dialogue {
            input,
            output,
            lines_read: 0,
            hung_up: false,
            open_line_end: None,
            buffer: Vec::new(),
        }
    }

    /// Reads the judge's next `count` lines that are not blank, waiting for each as it comes
    /// and never for more, and reads them with `read` from a [`Scanner`] over them alone: fewer
    /// when the judge hung up ([`Dialogue::hung_up`]), so `read` meets the end of input where it
    /// expected more. A blank line is no message: it is read past, and counted.
    ///
    /// # Errors
    /// [`DialogueError::Input`] when `read` fails, placed in the whole conversation;
    /// [`DialogueError::Pipe`] when stdin cannot be read.
    pub fn read_lines<T>(
        &mut self,
        count: usize,
        read: impl FnOnce(&mut Scanner<'_>) -> Result<T, InputError>,
    ) -> Result<T, DialogueError> {
        self.buffer.clear();
        let (first, mut got) = (self.lines_read, 0);
        while got < count {
            let pipe = |error| DialogueError::Pipe { doing: "read the judge's message", error };
            let start = self.buffer.len();
            if self.input.read_until(b'\n', &mut self.buffer).map_err(pipe)? == 0 {
                self.hung_up = true;
                break;
            }
            self.lines_read += 1;
            let line = &self.buffer[start..];
            self.open_line_end = (!line.ends_with(b"\n")).then_some(line.len() + 1);
            got += usize::from(!self.buffer[start..].iter().all(|&byte| is_blank(byte)));
        }
        let mut scanner = Scanner::new(&self.buffer);
        let open_line_end = self.open_line_end.filter(|_| self.buffer.is_empty());
        read(&mut scanner).map_err(|mut error| {
            error.position = match open_line_end {
                // Nothing new was read after a last line without a line end: the input ends
                // on that line.
                Some(column) => Position { line: first, column },
                None => Position { line: error.position.line + first, ..error.position },
            };
            DialogueError::Input(error)
        })
    }

    /// Has the judge hung up: did its input end before the lines [`Dialogue::read_lines`] was
    /// asked for.
    pub fn hung_up(&self) -> bool {
        self.hung_up
    }

    /// Writes `answer` and flushes it, so the judge has it now.
    ///
    /// # Errors
    /// [`DialogueError::Pipe`] when the judge closed its end (it stopped the game) or stdout
    /// fails otherwise.
    pub fn write(&mut self, answer: &[u8]) -> Result<(), DialogueError> {
        let written = self.output.write_all(answer).and_then(|()| self.output.flush());
        written.map_err(|error| DialogueError::Pipe { doing: "write an answer", error })
    }
}

/// The whole `main` of a judge binary for an interactive problem: plays `game` on stdin and
/// stdout; when it stops early, prints `error: <message>` on stderr and exits with status 1
/// (a judge that hung up mid-game, a pipe closed under an answer: a clean error, never a panic).
///
/// ```no_run
/// use ttt_core::judge::{Dialogue, DialogueError};
/// fn echo<R: std::io::BufRead, W: std::io::Write>(
///     dialogue: &mut Dialogue<R, W>,
/// ) -> Result<(), DialogueError> {
///     let line = dialogue.read_lines(1, |scanner| Ok(scanner.line().map(|l| l.text.to_vec())))?;
///     dialogue.write(&line.unwrap_or_default())
/// }
/// fn main() -> std::process::ExitCode {
///     ttt_core::judge::interact(echo)
/// }
/// ```
pub fn interact(
    game: impl FnOnce(
        &mut Dialogue<io::StdinLock<'static>, io::StdoutLock<'static>>,
    ) -> Result<(), DialogueError>,
) -> std::process::ExitCode {
    let mut dialogue = Dialogue::new(io::stdin().lock(), io::stdout().lock());
    match game(&mut dialogue) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_tokens(input: &str, expected: &[(&str, usize, usize)]) {
        let mut scanner = Scanner::new(input.as_bytes());
        let mut tokens = Vec::new();
        while let Some(token) = scanner.token() {
            let text = String::from_utf8(token.text.to_vec()).unwrap();
            tokens.push((text, token.position.line, token.position.column));
        }
        let tokens: Vec<(&str, usize, usize)> =
            tokens.iter().map(|(text, line, column)| (text.as_str(), *line, *column)).collect();
        assert_eq!(tokens, expected);
    }

    /// Each case a word, answered with its length, after the number of cases.
    fn counted(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
        let read =
            |scanner: &mut Scanner<'_>| Ok(scanner.token().map(|w| (w.text.len(), w.position)));
        each_counted_case(input, output, "a word", read, |length| length)
    }

    /// A stdout whose reader has gone, as a judge that stopped the game leaves it.
    struct ClosedPipe;

    impl Write for ClosedPipe {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_dialogue_reads_one_message_at_a_time_and_a_closed_pipe_is_a_clean_error() {
        let mut dialogue = Dialogue::new(&b"a b\n \r\nc\r\nd\n"[..], Vec::new());
        let words = |scanner: &mut Scanner<'_>| {
            let mut words = Vec::new();
            while let Some(token) = scanner.token() {
                words.push((String::from_utf8_lossy(token.text).into_owned(), token.position));
            }
            Ok(words)
        };
        let first = dialogue.read_lines(2, words).unwrap();
        assert_eq!(first.iter().map(|(w, _)| w.as_str()).collect::<Vec<_>>(), ["a", "b", "c"]);
        assert!(!dialogue.hung_up());
        let error = dialogue
            .read_lines(2, |scanner| {
                scanner.expect_token("d")?;
                scanner.expect_token("e").map(|_| ())
            })
            .unwrap_err();
        assert_eq!(error.to_string(), "line 5, column 1: found end of input, expected e");
        assert!(dialogue.hung_up());
        let mut closed = Dialogue::new(&b""[..], ClosedPipe);
        let error = closed.write(b"1\n").unwrap_err();
        assert!(matches!(error, DialogueError::Pipe { doing: "write an answer", .. }), "{error}");
    }

    #[test]
    fn exactly_the_counted_cases_are_answered() {
        assert_eq!(transcript(counted, b"2\r\nab\r\n\r\ncde"), "2\n3\n");
        assert_eq!(
            transcript(counted, b"2\nab cde f"),
            "2\n3\nerror: line 2, column 8: found `f`, expected the end of the input after the 2 \
             cases its count gives\n"
        );
        assert_eq!(
            transcript(counted, b"3\nab cde\n"),
            "2\n3\nerror: line 3, column 1: found end of input, expected a word\n"
        );
    }

    #[test]
    fn a_count_of_zero_answers_nothing_and_a_count_that_is_no_number_is_an_error() {
        assert_eq!(transcript(counted, b" 0 \r\n"), "");
        assert_eq!(transcript(counted, b"0\nab"), "error: line 2, column 1: found `ab`, expected the end of the input after the 0 cases its count gives\n");
        for count in ["-1", "+1", "1.0", "99999999999999999999999"] {
            let expected =
                format!("error: line 1, column 1: found `{count}`, expected the number of cases\n");
            assert_eq!(transcript(counted, format!("{count} ab").as_bytes()), expected);
        }
        assert_eq!(
            transcript(counted, b""),
            "error: line 1, column 1: found end of input, expected the number of cases\n"
        );
    }

    #[test]
    fn unsigned_numbers_read_like_tokens_or_leave_them() {
        let input = "12 7\r\n\t0042  123456789012345678 1234567890123456789 -3 4x 9";
        let mut scanner = Scanner::new(input.as_bytes());
        let mut read = Vec::new();
        while !scanner.at_end() {
            let before = scanner.clone();
            match scanner.unsigned() {
                Some((value, token)) => {
                    let mut again = before;
                    assert_eq!(again.token(), Some(token));
                    assert_eq!(again.position(), scanner.position());
                    read.push(Some(value));
                }
                None => {
                    assert_eq!(scanner.position(), {
                        let mut skipped = before;
                        skipped.skip_blanks();
                        skipped.position()
                    });
                    scanner.token();
                    read.push(None);
                }
            }
        }
        let expected = [Some(12), Some(7), Some(42), Some(123_456_789_012_345_678), None, None];
        assert_eq!(read, [&expected[..], &[None, Some(9)]].concat());
        assert_eq!(Scanner::new(b"  ").unsigned(), None);
        // Every length, read by words and byte by byte, before every kind of byte.
        for len in 1..=20 {
            let digits: String = (0..len).map(|i| char::from(b"9081726354"[i % 10])).collect();
            for after in ["", " ", "\n", "\t", "x", "0", "/", ":", "\u{ff}", " 12345678"] {
                let input = format!("{digits}{after}");
                let token = Scanner::new(input.as_bytes()).token().unwrap();
                let text = std::str::from_utf8(token.text).unwrap_or("x");
                let digits_only = text.bytes().all(|byte| byte.is_ascii_digit());
                let number = (text.len() <= 18 && digits_only).then(|| text.parse().unwrap());
                let read = Scanner::new(input.as_bytes()).unsigned();
                assert_eq!(read.map(|(value, _)| value), number, "{input:?}");
            }
        }
    }

    /// What [`Scanner::short_unsigneds`] reads of `bytes`, a number at a time: the numbers taken
    /// and where it stops.
    fn short_unsigneds_one_by_one(
        bytes: &[u8],
        mut take: impl FnMut(u64) -> ControlFlow<bool>,
    ) -> usize {
        let mut offset = 0;
        while bytes.get(offset) == Some(&b' ') {
            let digits = bytes[offset + 1..].iter().take_while(|byte| byte.is_ascii_digit());
            let len = digits.count();
            if !(1..=7).contains(&len) || bytes.get(offset + 1 + len) != Some(&b' ') {
                break;
            }
            let text = std::str::from_utf8(&bytes[offset + 1..offset + 1 + len]).unwrap();
            match take(text.parse().unwrap()) {
                ControlFlow::Continue(()) => offset += 1 + len,
                ControlFlow::Break(true) => return offset + 1 + len,
                ControlFlow::Break(false) => break,
            }
        }
        offset
    }

    /// A `take` that keeps the numbers in `taken` and stops at some: leaving one in 41, taking
    /// another.
    fn stop_now_and_then(taken: &mut Vec<u64>) -> impl FnMut(u64) -> ControlFlow<bool> + '_ {
        |number| {
            taken.push(number);
            match number % 41 {
                0 => ControlFlow::Break(false),
                1 => ControlFlow::Break(true),
                _ => ControlFlow::Continue(()),
            }
        }
    }

    #[test]
    fn short_unsigneds_read_blocks_as_one_number_at_a_time_would() {
        // Lines of numbers of every length, single and double spaces, line ends, tabs, signs,
        // letters and the bytes next to the digits and the space, long enough for several
        // blocks; read from every place, `take` stopping now and then.
        let mut seed = 17_u64;
        let mut next = |below: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % below
        };
        let mut numbers = 0;
        for case in 0..300 {
            // One line in three of good numbers only, up to its last (which no space follows):
            // several blocks in a row, and the last bytes of the input read as a block.
            let good = case % 3 == 0;
            let mut input = Vec::new();
            while input.len() < 200 {
                input.push(b' ');
                if !good && next(30) == 0 {
                    input.push([b' ', b'\n', b'\t', b'-', b'x', b'/', b':', 0][next(8) as usize]);
                }
                let len = [1, 1, 2, 3, 6, 7, 8, 0][next(if good { 6 } else { 8 }) as usize];
                input.extend((0..len).map(|_| b'0' + next(10) as u8));
            }
            for start in 0..input.len() {
                let bytes = &input[start..];
                let (mut taken, mut expected) = (Vec::new(), Vec::new());
                let mut scanner = Scanner::new(bytes);
                scanner.short_unsigneds(stop_now_and_then(&mut taken));
                let stop = short_unsigneds_one_by_one(bytes, stop_now_and_then(&mut expected));
                assert_eq!(taken, expected, "{:?}", String::from_utf8_lossy(bytes));
                assert_eq!(scanner.position(), Position { line: 1, column: stop + 1 });
                numbers += taken.len();
            }
        }
        assert!(numbers > 50_000, "{numbers} numbers only");
    }

    #[test]
    fn tokens_carry_line_and_column_through_judge_quirks() {
        check_tokens(
            "1 2\r\n\t3  4\r\n\r\n5",
            &[("1", 1, 1), ("2", 1, 3), ("3", 2, 2), ("4", 2, 5), ("5", 4, 1)],
        );
        check_tokens("", &[]);
        check_tokens(" \r\n ", &[]);
    }

    #[test]
    fn lines_skip_blank_lines_and_trim_whitespace() {
        let mut scanner = Scanner::new(b"\r\n  XO. \r\n\nend");
        let first = scanner.line().unwrap();
        assert_eq!((first.text, first.position), (&b"XO."[..], Position { line: 2, column: 3 }));
        let second = scanner.line().unwrap();
        assert_eq!((second.text, second.position), (&b"end"[..], Position { line: 4, column: 1 }));
        assert_eq!(scanner.line(), None);
    }

    #[test]
    fn lines_of_a_length_read_as_lines_whatever_their_length() {
        let inputs = ["a\nb\nc", "ab\ncd\n", "abc\r\nd", " ab \n\nabc", "abc", "a\n\nbc\n", ""];
        for input in inputs {
            for len in 0..5 {
                let (mut lines, mut lines_of) =
                    (Scanner::new(input.as_bytes()), Scanner::new(input.as_bytes()));
                loop {
                    let (line, line_of) = (lines.line(), lines_of.line_of(len));
                    assert_eq!(line, line_of, "{input:?} {len}");
                    assert_eq!(lines.position(), lines_of.position(), "{input:?} {len}");
                    if line.is_none() {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn fixed_lines_need_their_line_end() {
        let mut scanner = Scanner::new(b"abc\nab\r\nabc");
        assert_eq!(scanner.peek_line_of::<3>(), Some(b"abc"));
        scanner.skip_line_of::<3>();
        assert_eq!(scanner.position(), Position { line: 2, column: 1 });
        assert_eq!(scanner.peek_line_of::<2>(), None);
        assert_eq!(scanner.line().map(|line| line.text), Some(&b"ab"[..]));
        scanner.skip_blanks();
        assert_eq!(scanner.peek_line_of::<3>(), None);
        assert_eq!(scanner.position(), Position { line: 3, column: 1 });
    }

    #[test]
    fn the_scanner_reads_bytes_and_tracks_line_and_column() {
        let mut scanner = Scanner::new(b"a\n \tbc");
        assert_eq!(
            (scanner.peek(), scanner.position()),
            (Some(b'a'), Position { line: 1, column: 1 })
        );
        assert_eq!(scanner.bump(), Some(b'a'));
        assert_eq!(scanner.bump(), Some(b'\n'));
        assert_eq!(scanner.position(), Position { line: 2, column: 1 });
        assert!(!scanner.at_end());
        assert_eq!(scanner.position(), Position { line: 2, column: 3 });
        let token = scanner.expect_token("a token").unwrap();
        assert_eq!((token.text, token.position), (&b"bc"[..], Position { line: 2, column: 3 }));
        assert_eq!(token.position_at(1), Position { line: 2, column: 4 });
        assert_eq!((scanner.peek(), scanner.bump()), (None, None));
        assert!(scanner.at_end());
        let error = scanner.expect_token("a token").unwrap_err();
        assert_eq!(error.to_string(), "line 2, column 5: found end of input, expected a token");
    }

    #[test]
    fn blanks_are_the_six_whitespace_bytes() {
        for byte in 0..=255u8 {
            assert_eq!(is_blank(byte), b" \t\r\n\x0b\x0c".contains(&byte), "{byte:#04x}");
        }
    }

    #[test]
    fn quotes_escape_what_would_not_print() {
        let quoted = quote(b"a`\\\t\r\n\x00\xff~");
        assert_eq!(quoted, "`a\\`\\\\\\t\\r\\x0a\\x00\\xff~`");
        assert_eq!(quote(&[b'b'; QUOTE_LIMIT]), format!("`{}`", "b".repeat(QUOTE_LIMIT)));
        assert_eq!(quote(b""), "``");
    }

    #[test]
    fn errors_are_built_from_their_parts() {
        let at = Position { line: 3, column: 4 };
        let error = InputError::new(at, "found a thing", "another");
        assert_eq!(
            (error.position, error.found.as_str(), error.expected.as_str()),
            (at, "found a thing", "another")
        );
        assert_eq!(InputError::found_bytes(at, b"x", "y").found, "found `x`");
        assert_eq!(InputError::end_of_input(at, "y").found, "found end of input");
        assert_eq!(
            InputError::end_of_input(at, "y").to_string(),
            "line 3, column 4: found end of input, expected y"
        );
    }

    /// Answers `fine` for each token `ok`, and stops at any other token.
    fn fine_for_ok(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
        let mut scanner = Scanner::new(input);
        while let Some(token) = scanner.token() {
            if token.text != b"ok" {
                return Err(InputError::found_bytes(token.position, token.text, "`ok`"));
            }
            output.extend_from_slice(b"fine\n");
        }
        Ok(())
    }

    #[test]
    fn text_answers_of_every_length_are_appended_whole_with_one_line_end() {
        // Every branch of the short-line copy and the long path, after output of any length.
        let alphabet: String = ('a'..='z').chain('A'..='Z').collect();
        for before in 0..3 {
            for length in 0..=alphabet.len() {
                let text = &alphabet[..length];
                let mut output = b"x\n".repeat(before);
                text.append_line(&mut output).unwrap();
                assert_eq!(output, format!("{}{text}\n", "x\n".repeat(before)).into_bytes());
            }
        }
    }

    #[test]
    fn transcripts_show_the_answers_then_the_error() {
        assert_eq!(transcript(fine_for_ok, b"ok ok"), "fine\nfine\n");
        assert_eq!(
            transcript(fine_for_ok, b"ok\nno"),
            "fine\nerror: line 2, column 1: found `no`, expected `ok`\n"
        );
    }

    /// What `answer` appends, as text, or its refusal.
    fn line_of(answer: impl Answer) -> Result<String, Refusal> {
        let mut output = b"before\n".to_vec();
        let result = answer.append_line(&mut output);
        let text = String::from_utf8(output).unwrap();
        match result {
            Ok(()) => Ok(text.strip_prefix("before\n").unwrap().to_owned()),
            Err(refusal) => {
                assert_eq!(text, "before\n", "a refused answer appended something");
                Err(refusal)
            }
        }
    }

    #[test]
    fn each_kind_of_answer_is_one_line() {
        assert_eq!(line_of("draw"), Ok("draw\n".to_owned()));
        assert_eq!(
            line_of(String::from("the first player won")),
            Ok("the first player won\n".into())
        );
        assert_eq!(line_of('W'), Ok("W\n".into()));
        assert_eq!(line_of('\u{e9}'), Ok("\u{e9}\n".into()));
        for number in [0, 7, 10, 190, 4_294_967_296, u64::MAX] {
            assert_eq!(line_of(number), Ok(format!("{number}\n")));
        }
        assert_eq!(line_of(u32::MAX), Ok(format!("{}\n", u32::MAX)));
        assert_eq!(line_of(12_usize), Ok("12\n".into()));
        for number in [i64::MIN, -10, -1, 0, 9, i64::MAX] {
            assert_eq!(line_of(number), Ok(format!("{number}\n")));
        }
        assert_eq!(line_of(i32::MIN), Ok(format!("{}\n", i32::MIN)));
        assert_eq!(line_of(Ok::<_, Refusal>(3_u32)), Ok("3\n".into()));
        let refusal = Refusal::new("found a board no game reaches", "a board from a game");
        assert_eq!(line_of(Err::<&str, _>(refusal.clone())), Err(refusal.clone()));
        assert_eq!(
            refusal.to_string(),
            "found a board no game reaches, expected a board from a game"
        );
        let at = Position { line: 4, column: 2 };
        assert_eq!(
            refusal.at(at).to_string(),
            "line 4, column 2: found a board no game reaches, expected a board from a game"
        );
    }

    /// Cases are tokens until a token `end`; a case `no` is refused and any other token but
    /// `ok` does not read.
    fn ok_until_end(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
        fn read<'a>(scanner: &mut Scanner<'a>) -> NextCase<&'a [u8]> {
            match scanner.token() {
                Some(token) if token.text == b"end" => Ok(None),
                Some(token) if token.text == b"ok" || token.text == b"no" => {
                    Ok(Some((token.text, token.position)))
                }
                Some(token) => Err(InputError::found_bytes(token.position, token.text, "`ok`")),
                None => Ok(None),
            }
        }
        each_case(input, output, "a token", read, |token| match token {
            b"ok" => Ok("fine"),
            _ => Err(Refusal::new("found a refusal", "`ok`")),
        })
    }

    #[test]
    fn each_case_answers_until_the_cases_end_and_stops_at_the_first_error() {
        let check = |input: &str, expected: &str| {
            assert_eq!(transcript(ok_until_end, input.as_bytes()), expected, "{input:?}");
        };
        check("ok\r\n\tok", "fine\nfine\n");
        check("ok end what follows is never read", "fine\n");
        check("end", "");
        check("ok ok bad ok", "fine\nfine\nerror: line 1, column 7: found `bad`, expected `ok`\n");
        check("ok\n  no ok", "fine\nerror: line 2, column 3: found a refusal, expected `ok`\n");
        check("", "error: line 1, column 1: found end of input, expected a token\n");
        check("\r\n\t ", "error: line 2, column 3: found end of input, expected a token\n");
    }

    /// Set when this test binary runs itself as a judge binary, see the test below.
    const AS_JUDGE: &str = "TTT_CORE_TEST_RUN_AS_JUDGE";

    /// [`run`] on real stdin, stdout and stderr: the test binary runs itself with this one test,
    /// which then is a judge binary over [`fine_for_ok`], and its exit status is the test's.
    #[test]
    fn run_answers_on_stdout_and_reports_on_stderr() -> std::process::ExitCode {
        if std::env::var_os(AS_JUDGE).is_some() {
            return run(fine_for_ok);
        }
        let judge = |input: &[u8]| {
            use std::process::{Command, Stdio};
            let mut child = Command::new(std::env::current_exe().unwrap())
                .args(["--exact", "judge::tests::run_answers_on_stdout_and_reports_on_stderr"])
                .args(["--nocapture", "--test-threads=1"])
                .env(AS_JUDGE, "1")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            child.stdin.take().unwrap().write_all(input).unwrap();
            let output = child.wait_with_output().unwrap();
            let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
            (output.status.success(), text(output.stdout), text(output.stderr))
        };
        // The harness prints around what `run` writes, so the answers are looked for inside.
        let (passed, stdout, stderr) = judge(b"ok\nok\n");
        assert!(passed && stdout.contains("fine\nfine\n"), "{stdout}");
        assert!(!stderr.contains("error"), "{stderr}");
        let (passed, stdout, stderr) = judge(b"ok\nno\n");
        assert!(!passed && stdout.contains("fine\n") && !stdout.contains("fine\nfine"), "{stdout}");
        assert!(
            stderr.contains("error: line 2, column 1: found `no`, expected `ok`\n"),
            "{stderr}"
        );
        std::process::ExitCode::SUCCESS
    }

    #[test]
    fn errors_read_as_one_line_with_position() {
        let error =
            InputError::found_bytes(Position { line: 2, column: 7 }, b"Z\xff", "`X`, `O` or `.`");
        assert_eq!(error.to_string(), "line 2, column 7: found `Z\\xff`, expected `X`, `O` or `.`");
        let long = quote(&[b'a'; 100]);
        assert_eq!(long, format!("`{}...`", "a".repeat(QUOTE_LIMIT)));
    }
}
