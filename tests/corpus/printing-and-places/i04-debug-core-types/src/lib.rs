//! Everything known about each board, printed with `{:?}` (bundling shape: derived and
//! hand-written `Debug` output of ttt-core's own types — `Board`'s custom one, `Mark`,
//! `Square`, `Status`, `Unreachable`, `Outcome`, `Symmetry`, `Position`, `Token`, `Scanner`,
//! `Notation`, `NotationError`, `MaskError` — and of user types wrapping them, `{:#?}` pretty
//! output, and ttt-core's error messages printed verbatim).

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Position, Scanner, Token};
use ttt_core::notation::{parse_letter_line, Notation, NotationError};
use ttt_core::perfect_play::{best_moves, outcome, Outcome};
use ttt_core::rules::{status, to_move, Status, Unreachable};
use ttt_core::symmetry::{canonical, Symmetry};

/// What is known about one board.
#[derive(Debug, Clone, PartialEq)]
pub struct Facts {
    /// Where the board starts in the input.
    pub at: Position,
    /// The board.
    pub board: Board,
    /// Its canonical form, and the symmetries that leave it alone.
    pub canonical: (Board, Vec<Symmetry>),
    /// Whose move, X first.
    pub to_move: Option<Mark>,
    /// Where the game stands, X first.
    pub status: Result<Status, Unreachable>,
    /// The result the mover can force, if reachable.
    pub outcome: Option<Outcome>,
    /// The moves that keep it.
    pub best: Vec<Square>,
}

/// A line that is not a board: a notation to try, or masks.
#[derive(Debug)]
pub enum Other<'a> {
    /// `notation XYZ`.
    Notation(Result<Notation, NotationError>),
    /// `masks x o`.
    Masks(u16, u16, Board),
    /// Anything else, with the scanner where it stopped.
    Unknown(Token<'a>, Scanner<'a>),
}

/// The facts about `board`.
pub fn facts(at: Position, board: Board) -> Facts {
    let symmetries = Symmetry::ALL.into_iter().filter(|s| s.board(board) == board).collect();
    Facts {
        at,
        board,
        canonical: (canonical(board), symmetries),
        to_move: to_move(board, Mark::X),
        status: status(board, Mark::X),
        outcome: outcome(board, Mark::X).ok(),
        best: best_moves(board, Mark::X).unwrap_or_default(),
    }
}

/// Answers every line: a board's facts with `{:?}` (the first with `{:#?}`), or the other
/// kinds of line.
///
/// # Errors
/// ttt-core's parse error for a board line with a bad square.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut first = true;
    while let Some(line) = scanner.line() {
        let mut words = Scanner::new(line.text);
        let Some(head) = words.token() else { continue };
        let text = match head.text {
            b"notation" => {
                let symbols = words.token().map_or(&b""[..], |t| t.text);
                let notation = match symbols {
                    [x, o, e] => Notation::new(*x, *o, *e),
                    _ => Notation::new(b'X', b'X', b'.'),
                };
                format!("{:?}", Other::Notation(notation))
            }
            b"masks" => {
                let mut number = || -> u16 {
                    let token = words.token().expect("two masks");
                    std::str::from_utf8(token.text).unwrap().parse().unwrap()
                };
                let (x, o) = (number(), number());
                let board = Board::from_masks(x, o).unwrap();
                format!("{:?}", Other::Masks(x, o, board))
            }
            b"?" => format!("{:?}", Other::Unknown(head, words)),
            _ => {
                let board = parse_letter_line(head)?;
                let facts = facts(line.position, board);
                if first {
                    first = false;
                    format!("{facts:#?}")
                } else {
                    format!("{facts:?}")
                }
            }
        };
        output.extend_from_slice(text.as_bytes());
        output.push(b'\n');
    }
    Ok(())
}
