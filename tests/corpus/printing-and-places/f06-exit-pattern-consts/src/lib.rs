//! Library of f06-exit-pattern-consts: reads `n` then `n` boards in digits and answers who moves,
//! how full the board is and how it stands; bad input ends the process from inside the library
//! with `std::process::exit` (so the tally guard's `Drop` never prints). The answers match on
//! ttt-core's `FULL`, on a local const used nowhere else, and on a unit variant imported alone,
//! as bare identifiers in patterns.

use std::io::Write;
use std::process;

use ttt_core::board::{Board, Mark, FULL};
use ttt_core::judge::Scanner;
use ttt_core::notation::read_digit_rows;
use ttt_core::rules::Status::Drawn;
use ttt_core::rules::{status, to_move, Status};

pub mod fail;

/// Ends the process with the message and status, after the answers so far.
macro_rules! bail {
    ($out:expr, $code:expr, $($arg:tt)*) => {{
        $out.flush().ok();
        eprintln!($($arg)*);
        process::exit($code)
    }};
}

/// The most boards one input may hold.
const MOST: usize = 3;

/// Prints how many boards were answered when it goes out of scope.
#[derive(Debug, Default)]
pub struct Tally {
    answered: usize,
}

impl Drop for Tally {
    fn drop(&mut self) {
        println!("answered {}", self.answered);
    }
}

/// How full the board is.
fn fill(board: Board) -> &'static str {
    match board.marks(Mark::X) | board.marks(Mark::O) {
        0 => "empty",
        FULL => "full",
        _ => "partial",
    }
}

/// X's lone first move in the centre.
const CENTRE: u16 = 1 << 4;

/// The name of a one-move opening, or nothing.
fn opening(board: Board) -> &'static str {
    match (board.marks(Mark::X), board.marks(Mark::O)) {
        (CENTRE, 0) => " centre",
        (_, 0) if board.count(Mark::X) == 1 => " side",
        _ => "",
    }
}

/// How the game stands.
fn standing(board: Board) -> String {
    match status(board, Mark::X) {
        Ok(Drawn) => "drawn".to_string(),
        Ok(Status::Won(mark)) => format!("{mark} won"),
        Ok(_) => "open".to_string(),
        Err(_) => "unreachable".to_string(),
    }
}

/// Answers the input on `out`; never returns on bad input.
pub fn answer(input: &[u8], out: &mut impl Write, tally: &mut Tally) {
    let mut scanner = Scanner::new(input);
    let count = match scanner.token().map(|t| std::str::from_utf8(t.text).ok()?.parse::<usize>().ok()) {
        Some(Some(count)) => count,
        Some(None) => bail!(out, 3, "error: the count is not a number"),
        None => fail::exit(fail::Code::Empty, "no input"),
    };
    assert!(count > 0, "a test set of no boards");
    match count {
        MOST => {}
        0..=MOST => writeln!(out, "{count} of at most {MOST}").unwrap(),
        _ => bail!(out, 8, "error: more than {MOST} boards"),
    }
    for case in 0..count {
        let board: Board = match read_digit_rows(&mut scanner) {
            Ok(Some((board, _))) => board,
            Ok(None) => {
                out.flush().ok();
                fail::exit(fail::Code::Short, &format!("only {case} boards of {count}"))
            }
            Err(error) => bail!(out, 4, "error: board {}: {error}", case + 1),
        };
        let letter = to_move(board, Mark::X).map_or('-', Mark::letter);
        writeln!(out, "{letter} {} {}{}", fill(board), standing(board), opening(board)).unwrap();
        tally.answered += 1;
    }
    if !scanner.at_end() {
        out.flush().ok();
        fail::exit(fail::Code::Trailing, "input after the last board");
    }
}
