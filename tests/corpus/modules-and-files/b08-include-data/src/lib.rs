//! Line names from a data file: `include_str!` of a file kept in the crate, `#[path]` modules
//! (`lines` from `line_names.rs` here, `query` from `commands.rs` in main), and
//! `env!("CARGO_PKG_NAME")`/`env!("CARGO_PKG_VERSION")` in the output.
//! Problem: every non-blank input line is a query. `version` prints the program's name and
//! version (`b08-include-data 0.1.0`). `lines <board>`, with the board as nine letters `X`,
//! `O` and `.`, prints the lines each player has completed, by name, in the order of the table
//! `data/table.txt`: `X: <names> | O: <names>`, names separated by `, `, `none` for no line.
//! `squares <name>` prints the squares (1 to 9) of the line with that name. Any other query, a
//! malformed board or an unknown line name prints `b08-include-data: line <n>: <what>` on
//! stderr and exits with status 1, after the answers before it.

#[path = "line_names.rs"]
pub mod lines;

use ttt_core::board::{Board, Mark};

/// The program's name and version, as `version` prints them.
pub const VERSION: &str = concat!(env!("CARGO_PKG_NAME"), " ", env!("CARGO_PKG_VERSION"));

/// The names of the lines `mark` has completed on `board`, in table order, or `none`.
pub fn completed(board: Board, mark: Mark) -> String {
    let names: Vec<&str> = lines::table()
        .iter()
        .filter(|line| board.marks(mark) & line.mask == line.mask)
        .map(|line| line.name)
        .collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

/// The answer to `lines <board>`.
pub fn lines_answer(board: Board) -> String {
    format!("X: {} | O: {}", completed(board, Mark::X), completed(board, Mark::O))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_every_line_once() {
        let mut masks: Vec<u16> = lines::table().iter().map(|line| line.mask).collect();
        masks.sort_unstable();
        let mut expected = ttt_core::lines::LINES.to_vec();
        expected.sort_unstable();
        assert_eq!(masks, expected);
    }

    #[test]
    fn names_both_lines_of_a_double() {
        let board: Board = "XXXOXOOOX".parse().unwrap();
        assert_eq!(lines_answer(board), "X: top row, main diagonal | O: none");
        assert_eq!(VERSION, "b08-include-data 0.1.0");
    }
}
