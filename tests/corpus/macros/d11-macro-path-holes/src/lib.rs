//! d11-macro-path-holes: contest-style local macros whose transcribers name items right
//! after `..` (`for $r in 0..SIDE`, struct update `..PLAIN`) and call an associated function
//! through a turbofish on a const-generic type (`Grid::<$side>::from_text(..)`); those items
//! are named nowhere else.
//!
//! Each input line is a board of nine letters, drawn back in lower case with its result.

use ttt_core::board::Mark;
use ttt_core::notation::board_from_letters;
use ttt_core::rules::{status, Status};

/// The side of the board.
const SIDE: usize = 3;

/// `each_square!(row, column => { .. })`: the body for every square, row by row.
macro_rules! each_square {
    ($row:ident, $column:ident => $body:block) => {
        for $row in 0..SIDE {
            for $column in 0..SIDE $body
        }
    };
}

/// A square grid of letters, `W` by `W`.
#[derive(Clone, Debug)]
pub struct Grid<const W: usize> {
    cells: [[u8; W]; W],
}

impl<const W: usize> Grid<W> {
    /// The grid of `text`, `W * W` letters row by row.
    pub fn from_text(text: &str) -> Result<Self, String> {
        let bytes = text.as_bytes();
        if bytes.len() != W * W {
            return Err(format!("`{text}` is not {} squares", W * W));
        }
        let mut cells = [[b'.'; W]; W];
        for (index, &byte) in bytes.iter().enumerate() {
            if !matches!(byte, b'X' | b'O' | b'.') {
                return Err(format!("`{}` in `{text}` is no square", byte as char));
            }
            cells[index / W][index % W] = byte;
        }
        Ok(Grid { cells })
    }

    /// The letter at `row`, `column`.
    pub fn at(&self, row: usize, column: usize) -> u8 {
        self.cells[row][column]
    }
}

/// `grid!(3, text)`: a grid of that side.
macro_rules! grid {
    ($side:literal, $text:expr) => {
        Grid::<$side>::from_text($text)
    };
}

/// How a grid is drawn.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// For X.
    pub x: char,
    /// For O.
    pub o: char,
    /// For an empty square.
    pub empty: char,
    /// After each row.
    pub row_end: char,
}

/// The style every drawing starts from.
const PLAIN: Style = Style { x: 'X', o: 'O', empty: '.', row_end: '/' };

/// `style!(x: 'x')`: the plain style with some fields changed.
macro_rules! style {
    ($($field:ident: $value:expr),* $(,)?) => {
        Style { $($field: $value,)* ..PLAIN }
    };
}

/// The line for one board: its drawing and its result.
///
/// # Errors
/// When `text` is not nine letters.
pub fn answer(text: &str) -> Result<String, String> {
    let grid = grid!(3, text)?;
    let style = style!(x: 'x', o: 'o');
    let mut out = String::new();
    each_square!(row, column => {
        out.push(match grid.at(row, column) {
            b'X' => style.x,
            b'O' => style.o,
            _ => style.empty,
        });
        if column == 2 {
            out.push(style.row_end);
        }
    });
    let letters: [u8; 9] = text.as_bytes().try_into().map_err(|_| "not nine letters".to_owned())?;
    let result = match board_from_letters(&letters).map(|board| status(board, Mark::X)) {
        Some(Ok(Status::Won(mark))) => format!("{mark} won"),
        Some(Ok(Status::Drawn)) => "drawn".to_owned(),
        Some(Ok(Status::InProgress { to_move })) => format!("{to_move} to move"),
        Some(Err(why)) => format!("impossible ({why})"),
        None => "unreadable".to_owned(),
    };
    Ok(format!("{out} {result}"))
}
