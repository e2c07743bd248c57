//! Boards drawn two ways (bundling shape: `std::fmt::Write` and `std::io::Write` both in scope
//! in the same module — one as `Write`, one as `_` or as `FmtWrite` — so `write!` on a `String`
//! and `writeln!` on a `Vec<u8>`/`BufWriter` each pick their trait by the receiver; a user
//! `impl fmt::Write for Columns` and `impl io::Write for Tally`, each used through `write!`;
//! a module that imports `std::fmt::Write` under its plain name and calls `write_str` directly).
//!
//! Problem (`judge::run`): boards as three rows of letters. For each, print the board on one line
//! with `|` between rows, then the squares of X's lines, then the number of bytes written so far.

use std::fmt::{self, Write as FmtWrite};
use std::io::{self, Write};

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::lines::lines_of;
use ttt_core::notation::read_letter_rows;

pub mod render {
    //! Text drawing with the `fmt` writer only.

    use std::fmt::Write;

    use ttt_core::board::Board;

    /// The board on one line, rows joined by `|`.
    pub fn one_line(board: Board) -> String {
        let mut text = String::with_capacity(11);
        for (square, mark) in board.squares() {
            if square.index() > 0 && square.column() == 0 {
                text.write_char('|').unwrap();
            }
            write!(text, "{}", mark.map_or('.', |m| m.letter())).unwrap();
        }
        text
    }
}

/// Collects cells and writes them in columns of `width`.
#[derive(Debug, Default)]
pub struct Columns {
    text: String,
    width: usize,
}

impl fmt::Write for Columns {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for word in s.split_whitespace() {
            write!(self.text, "{word:>w$}", w = self.width)?;
        }
        Ok(())
    }
}

/// An `io::Write` sink that only counts bytes.
#[derive(Debug, Default)]
pub struct Tally {
    /// Bytes written so far.
    pub bytes: usize,
}

impl io::Write for Tally {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.bytes += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Answers every board of `input`.
///
/// # Errors
/// A malformed board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut tally = Tally::default();
    while let Some((board, _)) = read_letter_rows(&mut scanner)? {
        let mut cols = Columns { text: String::new(), width: 3 };
        for line in lines_of(board, Mark::X) {
            let squares: Vec<String> = (0..9).filter(|i| line >> i & 1 == 1).map(|i| i.to_string()).collect();
            write!(cols, "{} ;", squares.join(" ")).unwrap();
        }
        let mut row = String::new();
        write!(&mut row, "{} [{}]", render::one_line(board), cols.text).unwrap();
        writeln!(tally, "{row}").unwrap();
        writeln!(output, "{row} {}", tally.bytes).unwrap();
    }
    let mut summary = String::new();
    summary.write_fmt(format_args!("{} bytes", tally.bytes)).unwrap();
    output.write_all(summary.as_bytes()).unwrap();
    output.write_all(b"\n").unwrap();
    Ok(())
}

/// The board drawn by `Display` into any `io::Write`.
///
/// # Errors
/// When `out` fails.
pub fn draw_to(out: &mut impl Write, board: Board) -> io::Result<()> {
    let mut text = String::new();
    writeln!(text, "{board}").map_err(|_| io::Error::new(io::ErrorKind::Other, "fmt"))?;
    out.write_all(text.as_bytes())
}
