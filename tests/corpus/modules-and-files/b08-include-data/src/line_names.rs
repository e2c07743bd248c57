//! The named lines, read from `data/table.txt`, which is compiled into the program.

use std::sync::OnceLock;

/// The table as written.
const TABLE: &str = include_str!("../data/table.txt");

/// One line of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its name in the table.
    pub name: &'static str,
    /// Its squares, bit `i` for square `i + 1`.
    pub mask: u16,
}

/// The lines, in table order.
///
/// # Panics
/// When the table is malformed, which its unit test rules out.
pub fn table() -> &'static [Line] {
    static LINES: OnceLock<Vec<Line>> = OnceLock::new();
    LINES.get_or_init(|| {
        TABLE
            .lines()
            .map(str::trim)
            .filter(|row| !row.is_empty() && !row.starts_with('#'))
            .map(|row| {
                let (name, squares) = row.split_once(':').expect("a name, then `:`");
                let mask = squares
                    .split_whitespace()
                    .map(|square| square.parse::<u32>().expect("a square number"))
                    .fold(0u16, |mask, square| mask | 1 << (square - 1));
                Line { name: name.trim(), mask }
            })
            .collect()
    })
}

/// The line called `name`.
pub fn by_name(name: &str) -> Option<Line> {
    table().iter().copied().find(|line| line.name == name)
}
