//! A table of verdicts (bundling shape: `Display` impls in another module than their types,
//! honouring width, fill, alignment, precision and `{:#}`; consts named only inside format
//! strings — `{FULL:#011b}`, `{BOARD_COUNT}`, widths `{name:>WIDTH$}` and `{:.PLACES$}` — from
//! ttt-core and from the crate; and ttt-core's error messages (`Unreachable`, `MaskError`,
//! `NotationError`, `InputError`) printed verbatim).

pub mod display;

use ttt_core::board::{Board, Mark, BOARD_COUNT, FULL};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::{Notation, Rows};
use ttt_core::perfect_play::{outcome, Outcome};
use ttt_core::rules::Unreachable;

/// The width of the name column.
pub const WIDTH: usize = 9;

/// Decimal places of a share.
const PLACES: usize = 3;

/// A square as the table draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell(pub Option<Mark>);

/// The verdict on one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The board's name.
    pub name: &'static str,
    /// The board.
    pub board: Board,
    /// What X, moving first, can force.
    pub result: Result<Outcome, Unreachable>,
}

/// `part` of `whole`, written as a share with the precision asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share(pub u32, pub u32);

const NAMES: [&str; 6] = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"];

/// The header: the sizes the table works with.
pub fn header() -> String {
    format!("{:<WIDTH$}|{FULL:#011b}|{BOARD_COUNT:>6}|", "name")
}

/// Reads `x o` mask pairs and writes one table row per pair, then the shares.
///
/// # Errors
/// A bad number, or masks that make no board (ttt-core's message, verbatim).
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut rows = vec![header()];
    let mut wins = 0;
    let mut total = 0;
    while let Some(x_token) = scanner.token() {
        if x_token.text == b"notation" {
            let token = scanner.expect_token("three symbols")?;
            let row = match token.text {
                &[x, o, empty] => match Notation::new(x, o, empty) {
                    Ok(notation) => notation.with_rows(Rows::Words).write(Board::EMPTY).replace('\n', "/"),
                    Err(error) => format!("{error}"),
                },
                _ => return Err(InputError::found_bytes(token.position, token.text, "three symbols")),
            };
            rows.push(format!("{:>WIDTH$} {row}", "notation"));
            continue;
        }
        let o_token = scanner.expect_token("the O mask")?;
        let mask = |token: ttt_core::judge::Token<'_>| {
            std::str::from_utf8(token.text)
                .ok()
                .and_then(|text| text.parse::<u16>().ok())
                .ok_or_else(|| InputError::found_bytes(token.position, token.text, "a mask 0 to 511"))
        };
        let board = Board::from_masks(mask(x_token)?, mask(o_token)?)
            .map_err(|error| InputError::new(x_token.position, error.to_string(), "two masks that make a board"))?;
        let verdict = Verdict { name: NAMES[total % NAMES.len()], board, result: outcome(board, Mark::X) };
        wins += u32::from(verdict.result == Ok(Outcome::Win));
        total += 1;
        rows.push(format!("{verdict}"));
        rows.push(format!("{verdict:#}"));
    }
    let share = Share(wins, total as u32);
    rows.push(format!("wins {share} {share:.1} {share:.PLACES$} [{share:>10.2}] [{share:*^12}]"));
    for row in rows {
        output.extend_from_slice(row.as_bytes());
        output.push(b'\n');
    }
    Ok(())
}
