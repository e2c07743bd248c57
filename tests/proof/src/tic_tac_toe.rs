//! A slow, obviously-correct tic-tac-toe reference, written apart from `ttt-core`: grids of
//! letters, lines as explicit triples, and games played out move by move.

use std::collections::HashMap;
use std::sync::OnceLock;

use ttt_core::judge::Solve;

use crate::SplitMix64;

/// A board as nine letters, row by row: `b'X'`, `b'O'` or `b'.'`.
pub type Grid = [u8; 9];

/// The 8 lines, written out square by square.
const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Does `mark` hold all three squares of some line.
pub fn has_line(grid: &Grid, mark: u8) -> bool {
    LINES.iter().any(|line| line.iter().all(|&square| grid[square] == mark))
}

/// Is the game over on this grid: a line for someone, or no empty square.
pub fn is_over(grid: &Grid) -> bool {
    has_line(grid, b'X') || has_line(grid, b'O') || !grid.contains(&b'.')
}

/// The other mark.
pub fn other(mark: u8) -> u8 {
    if mark == b'X' {
        b'O'
    } else {
        b'X'
    }
}

/// Every grid a game started by `first` passes through, mapped to the player to move there
/// (the player who would move next, even when the game is over). Found by playing every game
/// out, one move at a time, stopping as soon as a game is over.
pub fn play_every_game(first: u8) -> HashMap<Grid, u8> {
    fn play(grid: Grid, to_move: u8, seen: &mut HashMap<Grid, u8>) {
        if seen.insert(grid, to_move).is_some() || is_over(&grid) {
            return;
        }
        for square in 0..9 {
            if grid[square] == b'.' {
                let mut next = grid;
                next[square] = to_move;
                play(next, other(to_move), seen);
            }
        }
    }
    let mut seen = HashMap::new();
    play([b'.'; 9], first, &mut seen);
    seen
}

/// Does a game started by `first` pass through `grid`: [`play_every_game`], played once per
/// first player and kept.
pub fn is_reached(grid: &Grid, first: u8) -> bool {
    assert!(first == b'X' || first == b'O', "a game starts with X or O, not {first}");
    static GAMES: [OnceLock<HashMap<Grid, u8>>; 2] = [OnceLock::new(), OnceLock::new()];
    let index = usize::from(first != b'X');
    GAMES[index].get_or_init(|| play_every_game(first)).contains_key(grid)
}

/// Plain minimax with a memo: +1 when `to_move` can force a win, 0 a draw, -1 a loss. A game
/// that is already over scores -1 when the opponent has a line, 0 otherwise.
pub fn minimax(grid: Grid, to_move: u8, memo: &mut HashMap<Grid, i8>) -> i8 {
    if has_line(&grid, other(to_move)) {
        return -1;
    }
    if !grid.contains(&b'.') {
        return 0;
    }
    if let Some(&score) = memo.get(&grid) {
        return score;
    }
    let mut best = -1;
    for square in 0..9 {
        if grid[square] == b'.' {
            let mut next = grid;
            next[square] = to_move;
            best = best.max(-minimax(next, other(to_move), memo));
        }
    }
    memo.insert(grid, best);
    best
}

/// All 3^9 grids, in base-3 order.
pub fn every_grid() -> impl Iterator<Item = Grid> {
    (0..19_683u32).map(|mut number| {
        let mut grid = [b'.'; 9];
        for square in &mut grid {
            *square = [b'.', b'X', b'O'][(number % 3) as usize];
            number /= 3;
        }
        grid
    })
}

/// The grid as three rows of letters joined by `separator`.
pub fn rows(grid: &Grid, separator: &str) -> String {
    grid.chunks(3)
        .map(|row| String::from_utf8_lossy(row).into_owned())
        .collect::<Vec<_>>()
        .join(separator)
}

/// The grid in boj16571's notation: three lines of three space-separated digits, `0` empty,
/// `1` X, `2` O.
pub fn digit_rows(grid: &Grid) -> String {
    let digit = |letter: &u8| match letter {
        b'X' => "1",
        b'O' => "2",
        _ => "0",
    };
    grid.chunks(3).map(|row| row.iter().map(digit).collect::<Vec<_>>().join(" ") + "\n").collect()
}

/// The grid as an input writes it: three rows, each ending a line, with `symbols` for X's
/// squares, O's and empty ones, in that order (`*b"X0."` for Codeforces).
pub fn written(grid: &Grid, symbols: [u8; 3]) -> String {
    let [x, o, empty] = symbols;
    let symbol = |letter: &u8| match letter {
        b'X' => x,
        b'O' => o,
        _ => empty,
    };
    let mut text = Vec::with_capacity(12);
    for row in grid.chunks(3) {
        text.extend(row.iter().map(symbol));
        text.push(b'\n');
    }
    String::from_utf8_lossy(&text).into_owned()
}

/// A grid with each square drawn uniformly from empty, X and O.
pub fn random_grid(random: &mut SplitMix64) -> Grid {
    let mut grid = [b'.'; 9];
    for square in &mut grid {
        *square = *random.pick(b".XO");
    }
    grid
}

/// How a board problem's input is written: the symbols for X's squares, O's and empty ones,
/// in that order, and whether the number of boards comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boards {
    /// X's, O's and the empty squares' symbols (`*b"X0."` for Codeforces).
    pub symbols: [u8; 3],
    /// Does the input start with the number of boards, on a line of its own.
    pub counted: bool,
}

impl Boards {
    /// The input that holds `grids`, in order: each [`written`] in the symbols, after their
    /// number when the input is counted.
    pub fn input(&self, grids: &[Grid]) -> String {
        let count = if self.counted { format!("{}\n", grids.len()) } else { String::new() };
        count + &grids.iter().map(|grid| written(grid, self.symbols)).collect::<String>()
    }
}

/// The proof of a problem that answers each board: every one of the 3^9 grids must give
/// `reference`'s answer. The grids it answers (`Some`) go in one input, written as `boards`
/// says, each answer in its place; each grid it refuses (`None`: a board the problem has no
/// answer for) goes alone in an input of its own, which the solver must reject with an error
/// placed where the board starts.
///
/// # Panics
/// At the first board whose answer differs, naming it and both answers; when the solver
/// rejects a board the reference answers, or answers one it refuses; when the solver panics,
/// naming the first board it panics on, as the input writes it.
pub fn every_board_against(solve: Solve, boards: Boards, reference: fn(&Grid) -> Option<String>) {
    let (mut answered, mut expected) = (Vec::new(), Vec::new());
    for grid in every_grid() {
        match reference(&grid) {
            Some(answer) => {
                answered.push(grid);
                expected.push(answer);
            }
            None => {
                let input = boards.input(&[grid]);
                let mut output = Vec::new();
                let shown = rows(&grid, "/");
                let error = solve(input.as_bytes(), &mut output).err().unwrap_or_else(|| {
                    panic!(
                        "{shown}: the reference refuses it, the solver answers {:?}",
                        String::from_utf8_lossy(&output)
                    )
                });
                let line = if boards.counted { 2 } else { 1 };
                assert_eq!(
                    (error.position.line, error.position.column),
                    (line, 1),
                    "{shown}: {error}"
                );
            }
        }
    }
    let input = boards.input(&answered);
    let run = std::panic::catch_unwind(|| solve(input.as_bytes(), &mut Vec::new()));
    if run.is_err() {
        panic_on_the_board(solve, boards, &answered);
    }
    crate::same_answers(solve, input.as_bytes(), &expected, |case| {
        written(&answered[case], boards.symbols)
    });
}

/// Finds the first of `grids` the solver panics on, alone in an input, and panics naming it
/// as the input writes it, with the solver's message.
fn panic_on_the_board(solve: Solve, boards: Boards, grids: &[Grid]) -> ! {
    for grid in grids {
        let input = boards.input(&[*grid]);
        if let Err(panic) = std::panic::catch_unwind(|| solve(input.as_bytes(), &mut Vec::new())) {
            let message = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("a panic without a message");
            panic!("the solver panics on the board\n{input}with: {message}");
        }
    }
    panic!("the solver panics on the boards together, but on none alone")
}

#[cfg(test)]
mod tests {
    use ttt_core::judge::InputError;

    use super::*;

    /// Answers `a` for every board, and panics on a board of nine X.
    fn panics_on_nine_x(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
        let text = String::from_utf8_lossy(input);
        assert!(!text.contains("XXX\nXXX\nXXX\n"), "oops");
        output.extend(text.lines().step_by(3).flat_map(|_| *b"a\n"));
        Ok(())
    }

    #[test]
    fn a_solver_that_panics_is_named_by_the_board_it_panics_on() {
        let letters = Boards { symbols: *b"XO.", counted: false };
        let proof = std::panic::catch_unwind(|| {
            every_board_against(panics_on_nine_x, letters, |_| Some("a".to_owned()));
        });
        let panic = proof.expect_err("the proof fails");
        let message = panic.downcast_ref::<String>().expect("a formatted message");
        assert_eq!(message, "the solver panics on the board\nXXX\nXXX\nXXX\nwith: oops");
    }
}
