//! Reading grids of any size as judges write them: a row a line, either one character per cell
//! with no separator (`X`, `O`, `.`; `#` and `.`; any symbols the caller names) or words
//! separated by blanks (`0 1 2`), with errors that point at the offending byte.
//!
//! The caller reads the header (`N`, `h w` or `h w k`, a terminator such as `0 0`) with
//! [`read_number`] and [`size`], then the grid at that size with [`GridNotation::read_grid`].
//! CRLF line ends, trailing blanks, blank lines between grids and a missing last newline are
//! fine; a short or long row, a wrong symbol or a missing row is an [`InputError`].
//!
//! ```
//! use ttt_core::grid::Player;
//! use ttt_core::grid_notation::{expect_number, read_number, size, GridNotation};
//! use ttt_core::judge::Scanner;
//!
//! let notation = GridNotation::characters(b'.', b"XO").unwrap();
//! let mut scanner = Scanner::new(b"2 3\r\nX.O\r\n.XX\r\n1 2\nOO\n0 0\n");
//! let mut grids = Vec::new();
//! loop {
//!     let (height, at) = read_number(&mut scanner, "the height").unwrap().unwrap();
//!     let (width, _) = expect_number(&mut scanner, "the width").unwrap();
//!     if (height, width) == (0, 0) {
//!         break;
//!     }
//!     let size = size(height, width, at).unwrap();
//!     let (grid, _) = notation.read_grid(&mut scanner, size).unwrap().unwrap();
//!     grids.push(grid);
//! }
//! assert_eq!(format!("{grids:?}"), "[X.O/.XX, OO]");
//! assert_eq!(grids[0].count(Player::FIRST), 3);
//!
//! let error = notation.parse("X.O\n.x.", ttt_core::grid::Size::new(2, 3).unwrap()).unwrap_err();
//! assert_eq!(error.to_string(), "line 2, column 2: found `x`, expected a cell `X`, `O` or `.`");
//!
//! let numbers = GridNotation::numbers("0", &["1", "2"]).unwrap();
//! let grid = numbers.parse("1 0 2\n0 0 1\n", ttt_core::grid::Size::new(2, 3).unwrap()).unwrap();
//! assert_eq!(numbers.write(&grid), "1 0 2\n0 0 1\n");
//! ```

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::grid::{Grid, Size, MAX_BITS, MAX_PLAYERS};
use crate::judge::{is_blank, quote, InputError, NextCase, Position, Scanner, Token};

/// How the cells of a row are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// One byte per cell, no separator: `X.O`.
    Characters,
    /// One word per cell, separated by blanks: `1 0 2`.
    Numbers,
}

/// How a row is put on a grid: [`GridNotation::put_characters`] or
/// [`GridNotation::put_words`].
type PutRow = fn(&GridNotation, &mut Grid, Token<'_>, usize) -> Result<(), InputError>;

/// A way of writing grids: a symbol for an empty cell and one for each player.
///
/// Notations are equal, and hash alike, when they write alike: same layout, same symbols.
#[derive(Clone)]
pub struct GridNotation {
    layout: Layout,
    /// The reader of a row of this layout, chosen where the layout is, so that a program that
    /// only reads characters carries no reader of words.
    put_row: PutRow,
    /// The symbols, the empty cell's first, then each player's.
    symbols: Vec<Vec<u8>>,
}

/// Why symbols make no notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GridNotationError {
    /// No player, or more than [`MAX_PLAYERS`].
    PlayerCount(usize),
    /// Two kinds of cell would be written alike.
    SameSymbol(String),
    /// This symbol is empty, or holds whitespace or a byte that is not printable ASCII.
    Unprintable(String),
}

impl fmt::Display for GridNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridNotationError::PlayerCount(count) => {
                write!(f, "{count} players, where a grid has 1 to {MAX_PLAYERS}")
            }
            GridNotationError::SameSymbol(symbol) => {
                write!(f, "{symbol} stands for two kinds of cell")
            }
            GridNotationError::Unprintable(symbol) => {
                write!(f, "{symbol} is not a word of printable ASCII")
            }
        }
    }
}

impl std::error::Error for GridNotationError {}

impl PartialEq for GridNotation {
    fn eq(&self, other: &GridNotation) -> bool {
        (self.layout, &self.symbols) == (other.layout, &other.symbols)
    }
}

impl Eq for GridNotation {}

impl Hash for GridNotation {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.layout, &self.symbols).hash(state);
    }
}

impl fmt::Debug for GridNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbols: Vec<String> = self.symbols.iter().map(|symbol| quote(symbol)).collect();
        write!(f, "GridNotation({:?}, empty {})", self.layout, symbols.join(" "))
    }
}

impl GridNotation {
    /// One character per cell: `empty` for an empty cell, `players[p]` for player `p`
    /// (`GridNotation::characters(b'.', b"XO")`; `b"#"` for a grid of one kind of stone).
    ///
    /// # Errors
    /// [`GridNotationError`] for no player or too many, two equal symbols, or a symbol that is
    /// whitespace or not printable ASCII.
    pub fn characters(empty: u8, players: &[u8]) -> Result<GridNotation, GridNotationError> {
        let words: Vec<[u8; 1]> =
            std::iter::once(empty).chain(players.iter().copied()).map(|b| [b]).collect();
        let words: Vec<&[u8]> = words.iter().map(|word| &word[..]).collect();
        GridNotation::from_words(Layout::Characters, GridNotation::put_characters, &words)
    }

    /// One word per cell, separated by blanks: `empty` for an empty cell, `players[p]` for
    /// player `p` (`GridNotation::numbers("0", &["1", "2"])`).
    ///
    /// # Errors
    /// [`GridNotationError`] for no player or too many, two equal words, or a word that is
    /// empty or holds whitespace or bytes that are not printable ASCII.
    pub fn numbers(empty: &str, players: &[&str]) -> Result<GridNotation, GridNotationError> {
        let words: Vec<&[u8]> =
            std::iter::once(empty).chain(players.iter().copied()).map(str::as_bytes).collect();
        GridNotation::from_words(Layout::Numbers, GridNotation::put_words, &words)
    }

    fn from_words(
        layout: Layout,
        put_row: PutRow,
        words: &[&[u8]],
    ) -> Result<GridNotation, GridNotationError> {
        if !(2..=MAX_PLAYERS + 1).contains(&words.len()) {
            return Err(GridNotationError::PlayerCount(words.len() - 1));
        }
        for (index, word) in words.iter().enumerate() {
            if word.is_empty() || !word.iter().all(u8::is_ascii_graphic) {
                return Err(GridNotationError::Unprintable(quote(word)));
            }
            if words[..index].contains(word) {
                return Err(GridNotationError::SameSymbol(quote(word)));
            }
        }
        let symbols = words.iter().map(|word| word.to_vec()).collect();
        Ok(GridNotation { layout, put_row, symbols })
    }

    /// How many players it writes.
    pub fn player_count(&self) -> usize {
        self.symbols.len() - 1
    }

    /// How the cells of a row are written.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// What a cell looks like, for error messages: ``a cell `X`, `O` or `.` ``.
    pub fn expected(&self) -> String {
        let mut listed: Vec<String> = self.symbols[1..].iter().map(|s| quote(s)).collect();
        listed.push(quote(&self.symbols[0]));
        let last = listed.pop().unwrap_or_default();
        format!("a cell {} or {last}", listed.join(", "))
    }

    /// Reads the next grid of `size`, a row a line, or `None` when only whitespace is left.
    /// Blank lines before and between rows are skipped.
    ///
    /// # Errors
    /// [`InputError`] at a byte or word that is no cell, a row with more or fewer than
    /// `width` cells, or input that ends inside the grid.
    ///
    /// # Complexity
    /// One pass over the grid's bytes, no allocation but the grid's.
    pub fn read_grid(&self, scanner: &mut Scanner<'_>, size: Size) -> NextCase<Grid> {
        let mut grid = Grid::new(size, self.player_count());
        let mut start = None;
        for row in 0..size.height() {
            let Some(line) = scanner.line_of(size.width()) else {
                return match start {
                    None => Ok(None),
                    Some(_) => Err(InputError::end_of_input(
                        scanner.position(),
                        format!("row {} of {}", row + 1, size.height()),
                    )),
                };
            };
            start.get_or_insert(line.position);
            (self.put_row)(self, &mut grid, line, row * (size.width() + 1))?;
        }
        Ok(start.map(|position| (grid, position)))
    }

    /// Puts the row of characters `line` on `grid`, its first cell at bit `first_bit`.
    ///
    /// Each run of 64 cells is gathered into one word per kind of cell, 8 bytes at a time with
    /// no branch on a byte ([`equal_bytes`]), and each player's word added to the grid at
    /// once.
    fn put_characters(
        &self,
        grid: &mut Grid,
        line: Token<'_>,
        first_bit: usize,
    ) -> Result<(), InputError> {
        let width = grid.width();
        let cells = &line.text[..line.text.len().min(width)];
        for (chunk_index, chunk) in cells.chunks(64).enumerate() {
            // The chunk, and zeros (no symbol) after a short last one.
            let mut bytes = [0; 64];
            bytes[..chunk.len()].copy_from_slice(chunk);
            let mut known = 0;
            for (kind, symbol) in self.symbols.iter().enumerate() {
                // The chunk's cells written `symbol`, 8 bytes at a time, the last first.
                let cells = bytes.chunks(8).rev().fold(0, |cells, lane| {
                    cells << 8
                        | equal_bytes(lane.try_into().map_or(0, u64::from_le_bytes), symbol[0])
                });
                known |= cells;
                if kind > 0 {
                    grid.put_on_empty_word(first_bit + chunk_index * 64, kind - 1, cells);
                }
            }
            // The grid is left as it is when a cell is no symbol: the case is refused.
            if !known << (64 - chunk.len()) != 0 {
                let column = chunk_index * 64 + (!known).trailing_zeros() as usize;
                let at = line.position_at(column);
                return Err(InputError::found_bytes(at, &cells[column..=column], self.expected()));
            }
        }
        let extra = line.text.get(width).map(std::slice::from_ref);
        check_row_length(line, line.text.len(), width, extra)
    }

    /// Puts the row of words `line` on `grid`, its first cell at bit `first_bit`.
    fn put_words(
        &self,
        grid: &mut Grid,
        line: Token<'_>,
        first_bit: usize,
    ) -> Result<(), InputError> {
        let width = grid.width();
        let mut count = 0;
        let mut offset = 0;
        let text = line.text;
        while offset < text.len() {
            if is_blank(text[offset]) {
                offset += 1;
                continue;
            }
            let end = text[offset..]
                .iter()
                .position(|&byte| is_blank(byte))
                .map_or(text.len(), |len| offset + len);
            let word = &text[offset..end];
            let at = line.position_at(offset);
            if count == width {
                let found = format!("found {} after {width} cells", quote(word));
                return Err(InputError::new(at, found, "the end of the row"));
            }
            match self.symbols.iter().position(|symbol| symbol == word) {
                None => return Err(InputError::found_bytes(at, word, self.expected())),
                Some(0) => {}
                Some(code) => grid.put_on_empty_bit(first_bit + count, code - 1),
            }
            count += 1;
            offset = end;
        }
        check_row_length(line, count, width, None)
    }

    /// Parses a whole text as exactly one grid of `size`.
    ///
    /// # Errors
    /// [`InputError`] where the text is not exactly one such grid.
    pub fn parse(&self, text: &str, size: Size) -> Result<Grid, InputError> {
        let mut scanner = Scanner::new(text.as_bytes());
        let expected = format!("a grid of {} rows", size.height());
        let Some((grid, _)) = self.read_grid(&mut scanner, size)? else {
            return Err(InputError::end_of_input(scanner.position(), expected));
        };
        match scanner.token() {
            Some(extra) => {
                Err(InputError::found_bytes(extra.position, extra.text, "nothing after the grid"))
            }
            None => Ok(grid),
        }
    }

    /// The grid in this notation, a row a line, each ending with a line end.
    ///
    /// # Panics
    /// When the grid has more players than the notation writes.
    pub fn write(&self, grid: &Grid) -> String {
        assert!(
            grid.player_count() <= self.player_count(),
            "a notation for {} players",
            self.player_count()
        );
        let mut text = String::new();
        for (cell, player) in grid.cells() {
            if cell.column() > 0 && self.layout == Layout::Numbers {
                text.push(' ');
            }
            let symbol = &self.symbols[player.map_or(0, |player| player.index() + 1)];
            text.push_str(std::str::from_utf8(symbol).unwrap_or_default());
            if cell.column() + 1 == grid.width() {
                text.push('\n');
            }
        }
        text
    }
}

/// The error for a row of `count` cells when `width` are wanted: `extra`, when given, is what
/// follows the last cell.
fn check_row_length(
    line: Token<'_>,
    count: usize,
    width: usize,
    extra: Option<&[u8]>,
) -> Result<(), InputError> {
    if count < width {
        let cells = if count == 1 { "cell" } else { "cells" };
        let found = format!("found end of line after {count} {cells}");
        return Err(InputError::new(
            line.position_at(line.text.len()),
            found,
            format!("{width} cells in a row"),
        ));
    }
    if let (true, Some(extra)) = (count > width, extra) {
        let found = format!("found {} after {width} cells", quote(extra));
        return Err(InputError::new(line.position_at(width), found, "the end of the row"));
    }
    Ok(())
}

/// Reads the next token as a number (digits only), or `None` at the end of the input.
///
/// # Errors
/// [`InputError`] for a token that is not a number below 2^64.
pub fn read_number(
    scanner: &mut Scanner<'_>,
    expected: &str,
) -> Result<Option<(usize, Position)>, InputError> {
    let Some(token) = scanner.token() else { return Ok(None) };
    let number = std::str::from_utf8(token.text)
        .ok()
        .filter(|text| text.bytes().all(|byte| byte.is_ascii_digit()))
        .and_then(|text| text.parse().ok())
        .ok_or_else(|| InputError::found_bytes(token.position, token.text, expected))?;
    Ok(Some((number, token.position)))
}

/// [`read_number`] where the input must not end.
///
/// # Errors
/// [`InputError`] at the end of the input, or for a token that is not a number.
pub fn expect_number(
    scanner: &mut Scanner<'_>,
    expected: &str,
) -> Result<(usize, Position), InputError> {
    match read_number(scanner, expected)? {
        Some(number) => Ok(number),
        None => Err(InputError::end_of_input(scanner.position(), expected)),
    }
}

/// The size of `height` rows of `width` cells, the header read at `at`.
///
/// # Errors
/// [`InputError`] at `at` when a side is 0 or the grid is too large for [`Size::new`].
pub fn size(height: usize, width: usize, at: Position) -> Result<Size, InputError> {
    Size::new(height, width).ok_or_else(|| {
        InputError::new(
            at,
            format!("found a grid of {height} by {width}"),
            format!("sides from 1 with height × (width + 1) at most {MAX_BITS}"),
        )
    })
}

/// The bytes of `lane` (little-endian) equal to `symbol`: bit `i` set when byte `i` is.
fn equal_bytes(lane: u64, symbol: u8) -> u64 {
    let (differ, low) = (lane ^ u64::from_ne_bytes([symbol; 8]), u64::MAX / 255 * 127);
    // The high bit of each byte that is 0, exactly: the low 7 bits of no byte carry into the
    // next one. Then bit 8i moved to bit 56 + i, the others' sums landing elsewhere.
    let zero = !(((differ & low) + low) | differ | low);
    (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_bytes_marks_exactly_the_bytes_equal_to_the_symbol() {
        // Every byte next to every other, the symbol's neighbours in value (a borrow or carry
        // between bytes would mark them) among them.
        let mut seed = 7_u64;
        for _ in 0..20_000 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mut lane = seed.to_le_bytes();
            for symbol in [b'#', b'.', b'X', 0, 0x7f, 0x80, 0xff] {
                for byte in &mut lane {
                    match *byte % 4 {
                        0 => *byte = symbol,
                        1 => *byte = symbol ^ 1,
                        _ => {}
                    }
                }
                let expected = (0..8).fold(0, |bits, i| bits | u64::from(lane[i] == symbol) << i);
                assert_eq!(equal_bytes(u64::from_le_bytes(lane), symbol), expected, "{lane:?}");
            }
        }
    }
    use crate::grid::Player;

    /// Reads `input` as grids of `height`×`width` in `notation` until the input ends, and
    /// returns them drawn, one a line, then the error if any.
    fn check(
        notation: &GridNotation,
        (height, width): (usize, usize),
        input: &str,
        expected: &str,
    ) {
        let size = Size::new(height, width).unwrap();
        let mut scanner = Scanner::new(input.as_bytes());
        let mut read = String::new();
        loop {
            match notation.read_grid(&mut scanner, size) {
                Ok(Some((grid, at))) => {
                    read.push_str(&format!("{}:{} {grid:?}\n", at.line, at.column))
                }
                Ok(None) => break,
                Err(error) => {
                    read.push_str(&format!("error: {error}\n"));
                    break;
                }
            }
        }
        assert_eq!(read, expected, "{input:?}");
    }

    #[test]
    fn characters_through_judge_quirks_and_errors() {
        let xo = GridNotation::characters(b'.', b"XO").unwrap();
        check(&xo, (2, 3), "X.O\r\n.OX  \r\n\r\n...\n..X", "1:1 X.O/.OX\n4:1 .../..X\n");
        check(
            &xo,
            (2, 3),
            "X.O\n.o.\n",
            "error: line 2, column 2: found `o`, expected a cell `X`, `O` or `.`\n",
        );
        check(
            &xo,
            (2, 3),
            "X.O\n.O\n",
            "error: line 2, column 3: found end of line after 2 cells, expected 3 cells in a row\n",
        );
        check(
            &xo,
            (2, 3),
            "X.O\n.O..\n",
            "error: line 2, column 4: found `.` after 3 cells, expected the end of the row\n",
        );
        check(
            &xo,
            (2, 3),
            "X.O\n",
            "error: line 2, column 1: found end of input, expected row 2 of 2\n",
        );
        check(
            &xo,
            (2, 3),
            "X O\n",
            "error: line 1, column 2: found ` `, expected a cell `X`, `O` or `.`\n",
        );
        // Rows longer than a word: the error is at the first wrong byte, past the first chunks.
        let mut wide = vec![b'.'; 200];
        wide[130] = b'x';
        wide[150] = b'y';
        let wide = String::from_utf8(wide).unwrap();
        let error = "error: line 1, column 131: found `x`, expected a cell `X`, `O` or `.`\n";
        check(&xo, (1, 200), &wide, error);
        let paint = GridNotation::characters(b'.', b"#").unwrap();
        check(&paint, (1, 4), "#..#", "1:1 #..#\n");
        assert_eq!(paint.expected(), "a cell `#` or `.`");
    }

    #[test]
    fn numbers_through_judge_quirks_and_errors() {
        let numbers = GridNotation::numbers("0", &["1", "2", "10"]).unwrap();
        check(&numbers, (2, 2), "1  0\t\r\n10 2", "1:1 A./CB\n");
        check(
            &numbers,
            (1, 2),
            "1 3",
            "error: line 1, column 3: found `3`, expected a cell `1`, `2`, `10` or `0`\n",
        );
        check(
            &numbers,
            (1, 2),
            "1",
            "error: line 1, column 2: found end of line after 1 cell, expected 2 cells in a row\n",
        );
        check(
            &numbers,
            (1, 2),
            "1 2 0",
            "error: line 1, column 5: found `0` after 2 cells, expected the end of the row\n",
        );
        let size = Size::new(1, 2).unwrap();
        assert_eq!(numbers.write(&numbers.parse("10 0", size).unwrap()), "10 0\n");
        assert_eq!(
            numbers.parse("1 0\n2 2", size).unwrap_err().to_string(),
            "line 2, column 1: found `2`, expected nothing after the grid"
        );
        assert_eq!(
            numbers.parse(" ", size).unwrap_err().to_string(),
            "line 1, column 2: found end of input, expected a grid of 1 rows"
        );
    }

    #[test]
    fn symbols_must_be_distinct_printable_and_enough() {
        assert_eq!(
            GridNotation::characters(b'.', b"X."),
            Err(GridNotationError::SameSymbol("`.`".into()))
        );
        assert_eq!(
            GridNotation::characters(b' ', b"X"),
            Err(GridNotationError::Unprintable("` `".into()))
        );
        assert_eq!(GridNotation::numbers("0", &[]), Err(GridNotationError::PlayerCount(0)));
        assert_eq!(
            GridNotation::numbers("0", &["1 2"]),
            Err(GridNotationError::Unprintable("`1 2`".into()))
        );
        assert_eq!(
            GridNotation::numbers("", &["1"]),
            Err(GridNotationError::Unprintable("``".into()))
        );
        assert_eq!(
            GridNotationError::SameSymbol("`.`".into()).to_string(),
            "`.` stands for two kinds of cell"
        );
    }

    #[test]
    fn notations_are_equal_when_they_write_alike() {
        use std::collections::HashSet;
        let xo = GridNotation::characters(b'.', b"XO").unwrap();
        let words = GridNotation::numbers(".", &["X", "O"]).unwrap();
        assert_eq!(xo, GridNotation::characters(b'.', b"XO").unwrap());
        assert_ne!(xo, words);
        assert_ne!(xo, GridNotation::characters(b'.', b"OX").unwrap());
        let set: HashSet<GridNotation> = [xo.clone(), words, xo].into_iter().collect();
        assert_eq!(set.len(), 2);
    }

    #[test]
    fn headers_read_numbers_and_sizes_with_their_place() {
        let mut scanner = Scanner::new(b"3 x\n0 2");
        assert_eq!(read_number(&mut scanner, "h"), Ok(Some((3, Position { line: 1, column: 1 }))));
        assert_eq!(
            expect_number(&mut scanner, "the width").unwrap_err().to_string(),
            "line 1, column 3: found `x`, expected the width"
        );
        let (height, at) = expect_number(&mut scanner, "h").unwrap();
        let (width, _) = expect_number(&mut scanner, "w").unwrap();
        assert_eq!(
            size(height, width, at).unwrap_err().to_string(),
            format!("line 2, column 1: found a grid of 0 by 2, expected sides from 1 with height × (width + 1) at most {MAX_BITS}")
        );
        assert_eq!(read_number(&mut scanner, "h"), Ok(None));
        assert_eq!(expect_number(&mut scanner, "h").unwrap_err().found, "found end of input");
    }

    #[test]
    fn a_1000_by_1000_grid_reads_back_what_was_written() {
        let xo = GridNotation::characters(b'.', b"XO").unwrap();
        let size = Size::new(1000, 1000).unwrap();
        let mut text = String::with_capacity(1001 * 1000);
        let mut seed = 5u64;
        for _ in 0..1000 {
            for _ in 0..1000 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                text.push(['X', 'O', '.'][(seed >> 33) as usize % 3]);
            }
            text.push('\n');
        }
        let grid = xo.parse(&text, size).unwrap();
        assert_eq!(xo.write(&grid), text);
        let xs = text.bytes().filter(|&byte| byte == b'X').count();
        assert_eq!(grid.count(Player::FIRST), xs);
    }
}
