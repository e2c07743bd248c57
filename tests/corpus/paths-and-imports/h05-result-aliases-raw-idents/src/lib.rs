//! Move replays with typed errors (bundling shape: three different `Result` aliases shadowing the
//! prelude's — `error::Result<T, E = Error>` with a default parameter, a fn-local
//! `type Result<T> = std::result::Result<T, String>` in the same crate, and main's own
//! `Result<T> = …Box<dyn Error>` — with `?` converting across modules through `From` impls;
//! raw identifiers as item names: a module `r#type` in a file `src/type.rs`… named by its raw
//! form, a fn `r#match`, a struct field `r#type`, a const `r#LIMIT` (a raw non-keyword, named
//! `LIMIT` elsewhere) and a macro fragment called `$type`).
//!
//! Problem: each line is `kind moves`: `kind` is `x` or `o` (who moves first), `moves` a
//! string of square digits `0`–`8`. Print the board after the moves as nine letters, and the
//! status (`X`, `O`, `draw` or `next=<mark>`). A bad line is an error naming its line.

pub mod error;
pub mod r#type;

use error::{Error, Result};
use ttt_core::board::{Board, Mark, Square};
use ttt_core::rules::{status, Status};

/// The most moves a line may hold.
pub const r#LIMIT: usize = 9;

/// One parsed line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    /// Who moves first.
    pub r#type: Mark,
    /// The board after the moves.
    pub board: Board,
}

/// Parses and replays one line.
///
/// # Errors
/// [`Error`] for an unknown kind, a bad square, a taken square, a move after the end.
pub fn replay(text: &str) -> Result<Line> {
    let (kind, moves) = text.split_once(' ').unwrap_or((text, ""));
    let r#type = r#type::r#match(kind)?;
    if moves.len() > LIMIT {
        return Err(Error::TooLong(moves.len()));
    }
    let mut board = Board::EMPTY;
    let mut mover = r#type;
    for byte in moves.bytes() {
        let square = digit(byte)?;
        if board.mark_at(square).is_some() {
            return Err(Error::Taken(square.index()));
        }
        if status(board, r#type)?.is_finished() {
            return Err(Error::Over);
        }
        board = board.with(square, mover);
        mover = mover.opponent();
    }
    Ok(Line { r#type, board })
}

fn digit(byte: u8) -> std::result::Result<Square, Error> {
    type Result<T> = std::result::Result<T, String>;
    fn inner(byte: u8) -> Result<Square> {
        let value = (byte as char).to_digit(10).ok_or_else(|| format!("`{}` is no digit", byte as char))?;
        Square::new(value as u8).ok_or(format!("{value} is no square"))
    }
    Ok(inner(byte)?)
}

/// The status word of a replayed line.
///
/// # Errors
/// Never in practice: a replayed line is reachable.
pub fn describe(line: Line) -> Result<String, std::fmt::Error> {
    use std::fmt::Write;
    let mut text = String::new();
    let word = match status(line.board, line.r#type) {
        Ok(Status::Won(mark)) => mark.to_string(),
        Ok(Status::Drawn) => "draw".into(),
        Ok(Status::InProgress { to_move }) => format!("next={to_move}"),
        Err(why) => format!("?{why}"),
    };
    let Line { r#type, board } = line;
    write!(text, "{} {} {}", r#type::letter(r#type), ttt_core::notation::Notation::LETTERS.write(board).replace('\n', ""), word)?;
    Ok(text)
}
