//! The grid of one case, in a fixed-size array.

use ttt_core::judge::{InputError, Scanner};

/// A grid of at most `MAX` by `MAX` squares, each `b'X'`, `b'O'` or `b'.'`.
#[derive(Clone, Debug)]
pub struct Grid<const MAX: usize> {
    cells: [[u8; MAX]; MAX],
    rows: usize,
    columns: usize,
}

impl<const MAX: usize> Grid<MAX> {
    /// Reads `rows` rows of `columns` squares.
    ///
    /// # Errors
    /// [`InputError`] at a row of the wrong length or with a byte that is no square.
    pub fn read(scanner: &mut Scanner<'_>, rows: usize, columns: usize) -> Result<Self, InputError> {
        assert!(rows <= MAX && columns <= MAX, "the caller checks the limits");
        let expected = format!("a row of {columns} squares `X`, `O` or `.`");
        let mut cells = [[b'.'; MAX]; MAX];
        for row in cells.iter_mut().take(rows) {
            let token = scanner.expect_token(&expected)?;
            let valid = token.text.iter().all(|byte| matches!(byte, b'X' | b'O' | b'.'));
            if token.text.len() != columns || !valid {
                return Err(InputError::found_bytes(token.position, token.text, expected));
            }
            row[..columns].copy_from_slice(token.text);
        }
        Ok(Grid { cells, rows, columns })
    }

    /// The square at `row`, `column`, if it is on the grid.
    pub fn get(&self, row: isize, column: isize) -> Option<u8> {
        let (row, column) = (usize::try_from(row).ok()?, usize::try_from(column).ok()?);
        (row < self.rows && column < self.columns).then(|| self.cells[row][column])
    }

    /// The size: rows, then columns.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.columns)
    }
}
