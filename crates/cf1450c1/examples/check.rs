//! The checker of cf1450c1, called as testlib calls one: `check <input> <output> <answer>`,
//! the contestant's output then the jury's answer. Each case's grid must be `n` rows of `n`
//! cells `X`, `O` or `.` (else PE, exit 2), turn only tokens `X` into `O`, at most ⌊k/3⌋ of the
//! `k` tokens, and hold no three equal tokens in a row or a column (else WA, exit 1). The jury's
//! answer must pass too, or the checker fails (exit 3). Its message names the case, the line
//! of the output and why.

use std::process::ExitCode;

use ttt_core::grid::{Grid, Player};
use ttt_core::runs::{Direction, LineRule};

/// Why an output is rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// Not grids of the input's sizes in `X`, `O` and `.`: presentation error.
    Malformed(String),
    /// Grids, but not an answer: wrong answer.
    Wrong(String),
}

/// The cases of `input`, which the problem's own reader reads.
///
/// # Errors
/// The reader's message, when the input is not the problem's.
pub fn cases(input: &[u8]) -> Result<Vec<Grid>, String> {
    let mut grids = Vec::new();
    let read = cf1450c1::each_grid(input, &mut Vec::new(), |grid| {
        grids.push(grid);
        ""
    });
    read.map_err(|error| format!("the input does not read: {error}"))?;
    Ok(grids)
}

/// Checks `output` as the answer to the cases `grids`.
///
/// # Errors
/// The [`Rejection`] of the first thing wrong, its message naming the case and the line.
pub fn check(grids: &[Grid], output: &[u8]) -> Result<(), Rejection> {
    let text = String::from_utf8_lossy(output);
    let numbered = text.lines().enumerate().map(|(index, line)| (index + 1, line.trim_end()));
    let mut lines = numbered.filter(|(_, line)| !line.is_empty());
    for (case, input) in grids.iter().enumerate() {
        let case = case + 1;
        let n = input.height();
        let mut board = Grid::new(input.size(), 2);
        let mut first_line = 0;
        let mut flips = 0;
        for row in 0..n {
            let Some((line, cells)) = lines.next() else {
                let why = format!("case {case}: the output ends after {row} of its {n} rows");
                return Err(Rejection::Malformed(why));
            };
            first_line = if row == 0 { line } else { first_line };
            if cells.chars().count() != n {
                let count = cells.chars().count();
                let why =
                    format!("case {case}, line {line}: `{cells}` is {count} cells, expected {n}");
                return Err(Rejection::Malformed(why));
            }
            for (column, symbol) in cells.chars().enumerate() {
                let cell = input.cell(row, column).expect("within the grid");
                let player = match symbol {
                    'X' => Some(Player::FIRST),
                    'O' => Some(Player::SECOND),
                    '.' => None,
                    _ => {
                        let why = format!(
                            "case {case}, line {line}, column {}: found `{symbol}`, expected `X`, `O` or `.`",
                            column + 1
                        );
                        return Err(Rejection::Malformed(why));
                    }
                };
                let token = input.get(cell).is_some();
                if token != player.is_some() {
                    let was = if token { "`X`" } else { "`.`" };
                    let why = format!(
                        "case {case}, line {line}, column {}: `{symbol}` where the input has {was}: only `X` may turn into `O`",
                        column + 1
                    );
                    return Err(Rejection::Wrong(why));
                }
                flips += usize::from(player == Some(Player::SECOND));
                board.set(cell, player);
            }
        }
        let tokens = input.stones(Player::FIRST).len();
        if flips > tokens / 3 {
            let why = format!(
                "case {case}: {flips} tokens turned into `O`, more than ⌊k/3⌋ = {} of its k = {tokens}",
                tokens / 3
            );
            return Err(Rejection::Wrong(why));
        }
        let three = LineRule::in_a_row(3).without_diagonals();
        for (player, symbol) in [(Player::FIRST, 'X'), (Player::SECOND, 'O')] {
            if let Some(run) = three.runs(&board, player).first() {
                let way = if run.direction() == Direction::Vertical { "a column" } else { "a row" };
                let (row, column) = (run.first().row(), run.first().column() + 1);
                let why = format!(
                    "case {case}, line {}, column {column}: {} `{symbol}` in {way}",
                    first_line + row,
                    run.length()
                );
                return Err(Rejection::Wrong(why));
            }
        }
    }
    match lines.next() {
        Some((line, extra)) => {
            let why = format!("line {line}: found `{extra}` after the last case");
            Err(Rejection::Malformed(why))
        }
        None => Ok(()),
    }
}

/// Reads the file `path`, or says why not.
fn read(path: Option<String>, what: &str) -> Result<Vec<u8>, String> {
    let path = path.ok_or_else(|| format!("usage: check <input> <output> <answer>: no {what}"))?;
    std::fs::read(&path).map_err(|error| format!("cannot read the {what} {path}: {error}"))
}

fn main() -> ExitCode {
    let mut arguments = std::env::args().skip(1);
    let [input, output, answer] =
        ["input", "output", "answer"].map(|what| read(arguments.next(), what));
    let judged = (|| {
        let grids = cases(&input?)?;
        if let Err(rejection) = check(&grids, &answer?) {
            return Err(format!("the jury's answer is rejected: {rejection:?}"));
        }
        Ok(check(&grids, &output?))
    })();
    let (code, message) = match judged {
        Ok(Ok(())) => (0, "ok".to_owned()),
        Ok(Err(Rejection::Wrong(why))) => (1, format!("wrong answer: {why}")),
        Ok(Err(Rejection::Malformed(why))) => (2, format!("presentation error: {why}")),
        Err(why) => (3, format!("fail: {why}")),
    };
    println!("{message}");
    ExitCode::from(code)
}
