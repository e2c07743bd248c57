//! Judge binary for h04-fmt-io-write-clash: `judge::run`, then the first board drawn again on
//! stderr through both `Write` traits in one scope.

use std::fmt::Write as _;
use std::io::Write;

use h04_fmt_io_write_clash::{draw_to, render, solve};
use ttt_core::board::Board;

fn main() -> std::process::ExitCode {
    let code = ttt_core::judge::run(solve);
    let board = Board::EMPTY;
    let mut note = String::new();
    write!(note, "empty board: {}", render::one_line(board)).unwrap();
    let mut err = std::io::stderr().lock();
    writeln!(err, "{note}").unwrap();
    draw_to(&mut err, board).unwrap();
    code
}
