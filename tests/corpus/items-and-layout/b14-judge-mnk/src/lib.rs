//! k in a row on an m×n board: a crate that uses only `ttt_core::judge` (`run`, `Scanner`,
//! `InputError`), with local modules named like `ttt-core` modules (`lines`, `board`) and a
//! const-generic grid.
//! Problem: each case starts with a line `n m k` (1 ≤ n, m, k ≤ 20), then `n` rows of `m`
//! characters `X`, `O` or `.`. For each case print who has `k` of their marks in a row,
//! horizontally, vertically or diagonally: `X`, `O`, `both` or `none`. Cases follow each other
//! until the end of the input. Bad input stops with `error: <where and what>` on stderr and
//! exit status 1, after the answers before it.

mod board;
mod lines;

use ttt_core::judge::{InputError, Scanner, Token};

pub use board::Grid;

/// The largest side and run length.
pub const LIMIT: usize = 20;

/// Reads a number from 1 to [`LIMIT`].
fn number(scanner: &mut Scanner<'_>, what: &str) -> Result<usize, InputError> {
    let expected = format!("{what}, a number from 1 to {LIMIT}");
    let token: Token<'_> = scanner.expect_token(&expected)?;
    std::str::from_utf8(token.text)
        .ok()
        .and_then(|text| text.parse::<usize>().ok())
        .filter(|value| (1..=LIMIT).contains(value))
        .ok_or_else(|| InputError::found_bytes(token.position, token.text, expected))
}

/// Answers every case of `input`.
///
/// # Errors
/// [`InputError`] at the first bad number or row, or when the input holds no case.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut cases = 0;
    while !scanner.at_end() {
        let rows = number(&mut scanner, "the number of rows")?;
        let columns = number(&mut scanner, "the number of columns")?;
        let k = number(&mut scanner, "the run length")?;
        let grid: Grid<LIMIT> = Grid::read(&mut scanner, rows, columns)?;
        let answer = match (lines::has_run(&grid, b'X', k), lines::has_run(&grid, b'O', k)) {
            (true, true) => "both",
            (true, false) => "X",
            (false, true) => "O",
            (false, false) => "none",
        };
        output.extend_from_slice(answer.as_bytes());
        output.push(b'\n');
        cases += 1;
    }
    if cases == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a line `n m k`"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(ttt_core::judge::transcript(super::solve, input.as_bytes()), expected);
    }

    #[test]
    fn runs_in_every_direction() {
        check("3 3 3\nXXX\nOO.\n...\n", "X\n");
        check("2 4 2\n.O.X\nO..X\n", "both\n");
        check("1 1 1\n.\n", "none\n");
        check("3 3 2\nX..\n...\n..X\n", "none\n");
    }

    #[test]
    fn bad_rows_say_where() {
        check(
            "2 2 2\nXO\nX\n",
            "error: line 3, column 1: found `X`, expected a row of 2 squares `X`, `O` or `.`\n",
        );
    }
}
