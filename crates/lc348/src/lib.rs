//! LeetCode 348, Design Tic-Tac-Toe: on an n×n board, does a move make a line of n, a row, a
//! column or either diagonal, all the mover's?
//!
//! LeetCode constructs the class, `TicTacToe::new(n)`, then calls `make_a_move(row, col,
//! player)` for each move, which returns the player when the move completes a line of theirs
//! and 0 otherwise (`src/solution.rs`, which calls [`LineCounts`]). The judge promises moves on
//! free cells of the board, players 1 and 2, and no move after a win. The binary reads a sample
//! as the problem page writes it, the names called and their arguments, and prints the results.
//!
//! ```
//! let mut lines = lc348::LineCounts::new(2);
//! assert_eq!((lines.play(0, 0, 1), lines.play(1, 1, 2), lines.play(0, 1, 1)), (0, 0, 1));
//! let sample = b"[\"TicTacToe\",\"move\",\"move\"]\n[[2],[0,0,2],[1,0,2]]\n";
//! assert_eq!(ttt_core::judge::transcript(lc348::solve, sample), "[null,0,2]\n");
//! ```

use ttt_core::arguments::{read_calls, Call, FromLiteral};
use ttt_core::judge::InputError;

/// The largest board the binary reads: LeetCode's n is 2 to 100 (a board of 1 is read too, the
/// first move making a line).
pub const MAX_SIZE: i32 = 100;

/// The marks on each row, each column and the two diagonals of an n×n board, one sum a line: +1
/// for each of player 1's, −1 for each of player 2's. As the moves are on free cells, a line is
/// all one player's exactly when its sum reaches n or −n.
#[derive(Clone, Debug)]
pub struct LineCounts {
    size: usize,
    rows: Vec<i32>,
    columns: Vec<i32>,
    diagonal: i32,
    anti_diagonal: i32,
}

impl LineCounts {
    /// An empty `size`×`size` board.
    ///
    /// # Complexity
    /// O(n) time and memory.
    pub fn new(size: usize) -> LineCounts {
        LineCounts {
            size,
            rows: vec![0; size],
            columns: vec![0; size],
            diagonal: 0,
            anti_diagonal: 0,
        }
    }

    /// Plays `player`'s mark on (`row`, `column`): `player` when it completes a line of n of
    /// theirs, else 0. Moves the judge never makes (off the board, or a player other than 1 or
    /// 2) count nothing and return 0; a move on a taken cell is counted as on a free one. Never
    /// panics.
    ///
    /// # Complexity
    /// O(1): the four lines through the cell.
    pub fn play(&mut self, row: usize, column: usize, player: i32) -> i32 {
        let mark = match player {
            1 => 1,
            2 => -1,
            _ => return 0,
        };
        let size = self.size;
        let (Some(in_row), Some(in_column)) =
            (self.rows.get_mut(row), self.columns.get_mut(column))
        else {
            return 0;
        };
        let full = |sum: &mut i32| {
            *sum += mark;
            sum.unsigned_abs() as usize == size
        };
        // Every line through the cell is counted before the answer: `|` does not stop early.
        let on_diagonal = row == column && full(&mut self.diagonal);
        let on_anti_diagonal = row + column + 1 == size && full(&mut self.anti_diagonal);
        if full(in_row) | full(in_column) | on_diagonal | on_anti_diagonal {
            player
        } else {
            0
        }
    }
}

/// Reads one sample, LeetCode's two arrays (`["TicTacToe","move",...]` then `[[n],[row,col,
/// player],...]`), makes its calls on one object, `new(n)` then `make_a_move` for each move, and
/// appends their results as LeetCode prints them, `[null,0,...,1]`, and a line end. The binary
/// passes the submission's `TicTacToe::new` and `TicTacToe::make_a_move`.
///
/// # Errors
/// [`InputError`] where the input is not such calls: the two arrays malformed, another name, a
/// size outside 1 to [`MAX_SIZE`], a cell off the board or taken, a player other than 1 or 2, or
/// a move after a win.
pub fn solve_with<T>(
    input: &[u8],
    output: &mut Vec<u8>,
    new: impl FnOnce(i32) -> T,
    mut make_a_move: impl FnMut(&mut T, i32, i32, i32) -> i32,
) -> Result<(), InputError> {
    let calls = read_calls(input)?;
    let (constructor, moves) = calls.split_first().unwrap_or_else(|| unreachable!("one call"));
    named(constructor, "TicTacToe")?;
    let [n] = integers(constructor)?;
    let size = usize::try_from(n).ok().filter(|_| (1..=MAX_SIZE).contains(&n));
    let size = size.ok_or_else(|| {
        constructor.arguments()[0].error(format!("a board's size from 1 to {MAX_SIZE}"))
    })?;
    let mut object = new(n);
    let mut taken = vec![false; size * size];
    let mut results = vec!["null".to_owned()];
    let mut winner = 0;
    for call in moves {
        named(call, "move")?;
        if winner != 0 {
            let found = format!("found a move after player {winner} won");
            return Err(InputError::new(call.name.position, found, "no move after a win"));
        }
        let [row, col, player] = integers(call)?;
        let arguments = call.arguments();
        let on_board = |at: usize, value: i32| {
            usize::try_from(value).ok().filter(|&value| value < size).ok_or_else(|| {
                arguments[at].error(format!("a row or column from 0 to {}", size - 1))
            })
        };
        let cell = on_board(0, row)? * size + on_board(1, col)?;
        if ![1, 2].contains(&player) {
            return Err(arguments[2].error("a player, 1 or 2"));
        }
        if std::mem::replace(&mut taken[cell], true) {
            let found = format!("found ({row}, {col}), a cell already taken");
            return Err(InputError::new(call.arguments.position, found, "a free cell"));
        }
        winner = make_a_move(&mut object, row, col, player);
        results.push(winner.to_string());
    }
    output.extend_from_slice(format!("[{}]\n", results.join(",")).as_bytes());
    Ok(())
}

/// [`solve_with`] over [`LineCounts`] itself: what the binary prints, for the tests.
///
/// # Errors
/// As [`solve_with`].
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let cell = |at: i32| usize::try_from(at).unwrap_or(usize::MAX);
    solve_with(
        input,
        output,
        |n| LineCounts::new(cell(n)),
        |lines, row, col, player| lines.play(cell(row), cell(col), player),
    )
}

/// Is `call` to the method the arrays name `name`: an error at its name when not.
fn named(call: &Call, name: &str) -> Result<(), InputError> {
    if call.name() == name {
        return Ok(());
    }
    let expected = format!("`\"{name}\"`");
    Err(InputError::found_bytes(
        call.name.position,
        format!("\"{}\"", call.name()).as_bytes(),
        expected,
    ))
}

/// The `N` integer arguments of `call`: an error at its arguments when there are more or fewer,
/// or at one that is no `i32`.
fn integers<const N: usize>(call: &Call) -> Result<[i32; N], InputError> {
    let arguments = call.arguments();
    if arguments.len() != N {
        let found = format!("found {} arguments", arguments.len());
        let expected = format!("the {N} integers of `{}`", call.name());
        return Err(InputError::new(call.arguments.position, found, expected));
    }
    let mut values = [0; N];
    for (value, literal) in values.iter_mut().zip(arguments) {
        *value = i32::from_literal(literal)?;
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::{solve, LineCounts};

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(ttt_core::judge::transcript(solve, input.as_bytes()), expected, "{input:?}");
    }

    #[test]
    fn every_line_through_a_cell_counts() {
        // Player 2 fills the anti-diagonal of 3 while player 1 fills nothing.
        let mut lines = LineCounts::new(3);
        let moves = [(0, 0, 1), (0, 2, 2), (2, 2, 1), (1, 1, 2), (1, 2, 1), (2, 0, 2)];
        let results: Vec<i32> = moves.iter().map(|&(r, c, p)| lines.play(r, c, p)).collect();
        assert_eq!(results, [0, 0, 0, 0, 0, 2]);
        // The centre of an odd board is on both diagonals; a board of 1 is won at once.
        let mut one = LineCounts::new(1);
        assert_eq!(one.play(0, 0, 2), 2);
        // Off the board or another player: nothing, no panic.
        let mut lines = LineCounts::new(2);
        assert_eq!(
            (lines.play(2, 0, 1), lines.play(0, usize::MAX, 1), lines.play(0, 0, 3)),
            (0, 0, 0)
        );
        assert_eq!((lines.play(0, 0, 1), lines.play(1, 0, 1)), (0, 1));
    }

    #[test]
    fn moves_the_judge_never_makes_are_refused_where_they_are() {
        let calls = |moves: &str| format!("[\"TicTacToe\",\"move\"]\n[[3],{moves}]\n");
        check(&calls("[0,0,1]"), "[null,0]\n");
        check(
            &calls("[3,0,1]"),
            "error: line 2, column 7: found `3`, expected a row or column from 0 to 2\n",
        );
        check(
            &calls("[0,-1,1]"),
            "error: line 2, column 9: found `-1`, expected a row or column from 0 to 2\n",
        );
        check(
            &calls("[0,0,3]"),
            "error: line 2, column 11: found `3`, expected a player, 1 or 2\n",
        );
        check(
            &calls("[0,0]"),
            "error: line 2, column 6: found 2 arguments, expected the 3 integers of `move`\n",
        );
        check(
            "[\"TicTacToe\",\"move\",\"move\"]\n[[3],[1,1,1],[1,1,2]]",
            "error: line 2, column 14: found (1, 1), a cell already taken, expected a free cell\n",
        );
        check(
            "[\"TicTacToe\",\"move\",\"move\"]\n[[1],[0,0,1],[0,0,2]]",
            "error: line 1, column 21: found a move after player 1 won, expected no move after a win\n",
        );
        check(
            "[\"TicTacToe\"]\n[[0]]",
            "error: line 2, column 3: found `0`, expected a board's size from 1 to 100\n",
        );
        check(
            "[\"TicTacToe\"]\n[[101]]",
            "error: line 2, column 3: found `101`, expected a board's size from 1 to 100\n",
        );
        check(
            "[\"Tic\"]\n[[3]]",
            "error: line 1, column 2: found `\"Tic\"`, expected `\"TicTacToe\"`\n",
        );
        check(
            &calls("[0,0,1]").replace("\"move\"", "\"mov\""),
            "error: line 1, column 14: found `\"mov\"`, expected `\"move\"`\n",
        );
    }
}
