//! The judge's side of kattis-itictactoe, testlib-style: `interact <input> <tout>` reads the
//! game to play from `<input>`, the program's grids from stdin, writes the judge's messages to
//! stdout, and ends with exit status 0 (accepted), 1 (wrong answer, the reason on stderr and in
//! `<tout>`) or 3 (the input or the arguments are wrong: the interactor failed).
//!
//! The input is two lines: `first` or `second` (does the program move first), then how the
//! judge replies, `random <seed>` (any empty square, drawn by the seed) or `best` (the library's
//! perfect move). The program must answer each grid with that grid and one more `x`, must never
//! lose, and must never let a won game go: each of its moves keeps the best result its grid
//! allows.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use kattis_itictactoe::{read_first, NOTATION, PROGRAM};
use proof::SplitMix64;
use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{Dialogue, DialogueError, Scanner};
use ttt_core::perfect_play::{best_moves, outcome, perfect_move, Outcome};
use ttt_core::rules::{status, Status};

/// How the judge picks its replies.
enum Replies {
    Random(SplitMix64),
    Best,
}

/// A game's end as the judge tells it: accepted, or the program's fault.
type Verdict = Result<String, String>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, tout] = &args[..] else {
        eprintln!("usage: interact <input> <tout>");
        return ExitCode::from(3);
    };
    let (first, replies) = match read_input(input) {
        Ok(game) => game,
        Err(why) => {
            eprintln!("interactor failed: {input}: {why}");
            return ExitCode::from(3);
        }
    };
    let mut dialogue = Dialogue::new(std::io::stdin().lock(), std::io::stdout().lock());
    let verdict = referee(&mut dialogue, first, replies);
    let (code, text) = match &verdict {
        Ok(how) => (0, format!("accepted: {how}\n")),
        Err(why) => (1, format!("wrong answer: {why}\n")),
    };
    if code != 0 {
        eprint!("{text}");
    }
    if let Err(error) = std::fs::write(tout, &text) {
        eprintln!("interactor failed: cannot write {tout}: {error}");
        return ExitCode::from(3);
    }
    ExitCode::from(code)
}

/// Who moves first and how the judge replies, from the input file.
fn read_input(path: &str) -> Result<(Mark, Replies), String> {
    let text = std::fs::read(path).map_err(|error| error.to_string())?;
    let mut scanner = Scanner::new(&text);
    let first_line = scanner.line().ok_or("no first line")?;
    let first = read_first(&mut Scanner::new(first_line.text)).map_err(|e| e.to_string())?;
    let replies = match scanner.line().map(|line| line.text) {
        Some(b"best") => Replies::Best,
        Some(line) => {
            let seed = line
                .strip_prefix(b"random ")
                .and_then(|seed| std::str::from_utf8(seed).ok()?.parse::<u64>().ok());
            Replies::Random(SplitMix64::new(seed.ok_or("expected `random <seed>` or `best`")?))
        }
        None => return Err("no second line: expected `random <seed>` or `best`".to_owned()),
    };
    Ok((first, replies))
}

/// Plays the judge's side of one game against the program.
fn referee<R: BufRead, W: Write>(
    dialogue: &mut Dialogue<R, W>,
    first: Mark,
    mut replies: Replies,
) -> Verdict {
    let hung_up = |error: DialogueError| format!("the program closed its input: {error}");
    let role = if first == PROGRAM { "first\n" } else { "second\n" };
    dialogue.write(role.as_bytes()).map_err(hung_up)?;
    let mut board = Board::EMPTY;
    let mut moves = 0;
    if first != PROGRAM {
        board = reply(board, first, &mut replies);
    }
    loop {
        dialogue.write(NOTATION.write(board).as_bytes()).map_err(hung_up)?;
        match status(board, first) {
            Ok(Status::Won(_)) => return Err(format!("the program lost after {moves} moves")),
            Ok(Status::Drawn) => return Ok(format!("a draw after the program's {moves} moves")),
            _ => {}
        }
        let played = dialogue.read_lines(3, |scanner| NOTATION.read_rows(scanner));
        let played = match played {
            _ if dialogue.hung_up() => {
                return Err(format!(
                    "the program stopped before the game ended, after {moves} moves"
                ))
            }
            Ok(Some((played, _))) => played,
            Ok(None) => return Err("the program wrote blank lines, not a grid".to_owned()),
            Err(error) => return Err(format!("the program's grid does not read: {error}")),
        };
        let square = one_more_x(board, played)?;
        check_move(board, square, first)?;
        (board, moves) = (played, moves + 1);
        match status(board, first) {
            Ok(Status::Won(_)) => return Ok(format!("the program won in {moves} moves")),
            Ok(Status::Drawn) => return Ok(format!("a draw after the program's {moves} moves")),
            _ => board = reply(board, first, &mut replies),
        }
    }
}

/// The square the program played: `played` must be `board` with one more `x`.
fn one_more_x(board: Board, played: Board) -> Result<Square, String> {
    let (x, o) = (board.marks(Mark::X), board.marks(Mark::O));
    let new = played.marks(Mark::X) & !x;
    let square = Square::ALL.into_iter().find(|square| square.mask() == new);
    match square {
        Some(square) if played.marks(Mark::O) == o && played.marks(Mark::X) & x == x => Ok(square),
        _ => Err(format!(
            "an illegal move: the grid\n{}was answered with\n{}which is not it with one more `x`",
            NOTATION.write(board),
            NOTATION.write(played)
        )),
    }
}

/// A move must keep the best result the grid allows: no loss where a draw is there, no draw
/// where a win is.
fn check_move(board: Board, square: Square, first: Mark) -> Result<(), String> {
    let before = outcome(board, first).map_err(|why| format!("the judge lost track: {why}"))?;
    let after = outcome(board.with(square, PROGRAM), first).map(Outcome::for_opponent);
    if after == Ok(before) {
        return Ok(());
    }
    let best: Vec<String> = best_moves(board, first)
        .unwrap_or_default()
        .iter()
        .map(|s| format!("{} {}", s.row() + 1, s.column() + 1))
        .collect();
    let what = if before == Outcome::Win { "could have won" } else { "could have drawn" };
    Err(format!(
        "on the grid\n{}the program {what} (row and column: {}) but played {} {}",
        NOTATION.write(board),
        best.join(", "),
        square.row() + 1,
        square.column() + 1
    ))
}

/// The board after the judge's reply.
fn reply(board: Board, first: Mark, replies: &mut Replies) -> Board {
    let empty: Vec<Square> =
        Square::ALL.into_iter().filter(|square| board.mark_at(*square).is_none()).collect();
    let square = match replies {
        Replies::Random(random) => *random.pick(&empty),
        Replies::Best => perfect_move(board, first).ok().flatten().unwrap_or(empty[0]),
    };
    board.with(square, PROGRAM.opponent())
}
