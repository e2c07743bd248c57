//! A slow, obviously-correct reference for k-in-a-row games on grids of any size (gomoku,
//! connect four, 4×4 tic-tac-toe), written apart from `ttt-core`: grids of symbols, runs found
//! by walking cell by cell, and positions checked by undoing their moves one at a time.
//!
//! A grid is rows of bytes, row 0 at the top: [`EMPTY`] for a free cell, any other byte a
//! player's mark. A cell is `(row, column)`, both counted from 0. Gravity pulls marks down,
//! towards the last row.

pub mod generate;

use std::collections::{HashMap, HashSet};

/// The symbol of a free cell.
pub const EMPTY: u8 = b'.';

/// A board: rows of symbols, row 0 at the top, every row as long as the first.
pub type Grid = Vec<Vec<u8>>;

/// A cell as `(row, column)`, from the top left, both counted from 0.
pub type Cell = (usize, usize);

/// The grid whose rows are `rows`, each a string of symbols.
pub fn grid(rows: &[&str]) -> Grid {
    rows.iter().map(|row| row.as_bytes().to_vec()).collect()
}

/// A grid of `height` rows of `width` free cells.
pub fn empty_grid(height: usize, width: usize) -> Grid {
    vec![vec![EMPTY; width]; height]
}

/// The grid's rows, each ending a line.
pub fn rows(grid: &Grid) -> String {
    grid.iter().map(|row| String::from_utf8_lossy(row).into_owned() + "\n").collect()
}

/// The grid's width: the length of its first row, 0 for a grid without rows.
pub fn width(grid: &Grid) -> usize {
    grid.first().map_or(0, Vec::len)
}

/// A direction a line runs in, read from its first cell in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// → along a row.
    Right,
    /// ↓ down a column.
    Down,
    /// ↘ down and to the right.
    DownRight,
    /// ↙ down and to the left: the run's first cell is its topmost, which is its rightmost.
    DownLeft,
}

impl Direction {
    /// The four directions: rows, columns, then the two diagonals.
    pub const ALL: [Direction; 4] =
        [Direction::Right, Direction::Down, Direction::DownRight, Direction::DownLeft];

    /// One step in this direction, as (rows, columns).
    pub fn step(self) -> (isize, isize) {
        match self {
            Direction::Right => (0, 1),
            Direction::Down => (1, 0),
            Direction::DownRight => (1, 1),
            Direction::DownLeft => (1, -1),
        }
    }

    /// Is this one of the two diagonals.
    pub fn is_diagonal(self) -> bool {
        matches!(self, Direction::DownRight | Direction::DownLeft)
    }
}

/// The cell `steps` steps from `cell` in `direction` (a negative count walks backwards), when it
/// lies inside `grid`.
pub fn neighbour(grid: &Grid, cell: Cell, direction: Direction, steps: isize) -> Option<Cell> {
    let (rows, columns) = direction.step();
    let row = cell.0.checked_add_signed(rows * steps)?;
    let column = cell.1.checked_add_signed(columns * steps)?;
    (row < grid.len() && column < width(grid)).then_some((row, column))
}

/// A maximal run of one player's marks in one direction: the cells before its first and after
/// its last are outside the grid or not the player's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Run {
    /// The player's mark.
    pub player: u8,
    /// The direction it runs in.
    pub direction: Direction,
    /// Its cells in reading order: the first is the topmost, and the leftmost of a row.
    pub cells: Vec<Cell>,
}

impl Run {
    /// How many cells it has.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Does it have no cells (never true of a run [`runs`] finds).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
}

/// When a player has a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// The k of k in a row.
    pub length: usize,
    /// Do diagonal runs count, or only rows and columns.
    pub diagonals: bool,
    /// Must a run be exactly `length` long (an overline does not count), or `length` or more.
    pub exactly: bool,
}

impl Rule {
    /// k or more in a row, in any of the four directions: gomoku's and connect four's rule.
    pub fn k_in_a_row(length: usize) -> Rule {
        Rule { length, diagonals: true, exactly: false }
    }

    /// The same rule where only a run of exactly k counts, as `LineRule::exactly` in ttt-core.
    pub fn exactly(self) -> Rule {
        Rule { exactly: true, ..self }
    }

    /// The same rule for rows and columns only, as `LineRule::without_diagonals` in ttt-core.
    pub fn without_diagonals(self) -> Rule {
        Rule { diagonals: false, ..self }
    }

    /// Does this run make a line under the rule: a direction it allows, and a length it counts.
    pub fn counts(&self, run: &Run) -> bool {
        let direction = self.diagonals || !run.direction.is_diagonal();
        let length = if self.exactly { run.len() == self.length } else { run.len() >= self.length };
        direction && length
    }
}

/// Every maximal run of `player`'s marks in each of the four directions, single cells included
/// (a lone mark is a run of one in every direction), ordered by direction as
/// [`Direction::ALL`], then by first cell in reading order.
///
/// # Complexity
/// O(height · width · longest run).
pub fn runs(grid: &Grid, player: u8) -> Vec<Run> {
    let mut found = Vec::new();
    for direction in Direction::ALL {
        for row in 0..grid.len() {
            for column in 0..grid[row].len() {
                if grid[row][column] != player {
                    continue;
                }
                let before = neighbour(grid, (row, column), direction, -1);
                if before.is_some_and(|(r, c)| grid[r][c] == player) {
                    continue;
                }
                let mut cells = vec![(row, column)];
                while let Some((r, c)) = neighbour(grid, cells[cells.len() - 1], direction, 1) {
                    if grid[r][c] != player {
                        break;
                    }
                    cells.push((r, c));
                }
                found.push(Run { player, direction, cells });
            }
        }
    }
    found
}

/// The runs of `player` that make a line under `rule`.
pub fn lines(grid: &Grid, player: u8, rule: Rule) -> Vec<Run> {
    runs(grid, player).into_iter().filter(|run| rule.counts(run)).collect()
}

/// Does `player` have a line under `rule`.
pub fn has_line(grid: &Grid, player: u8, rule: Rule) -> bool {
    !lines(grid, player, rule).is_empty()
}

/// The free cells where a mark of `player` would make a line through that cell under `rule`, in
/// reading order: each is tried by placing the mark and checking the runs through it.
pub fn completing_cells(grid: &Grid, player: u8, rule: Rule) -> Vec<Cell> {
    let mut found = Vec::new();
    for row in 0..grid.len() {
        for column in 0..grid[row].len() {
            if grid[row][column] != EMPTY {
                continue;
            }
            let mut placed = grid.clone();
            placed[row][column] = player;
            if lines(&placed, player, rule).iter().any(|run| run.cells.contains(&(row, column))) {
                found.push((row, column));
            }
        }
    }
    found
}

/// Every window of `length` consecutive cells inside the grid, in rows and columns and, when
/// `diagonals`, along both diagonals: each as its cells in reading order.
pub fn windows(grid: &Grid, length: usize, diagonals: bool) -> Vec<Vec<Cell>> {
    let mut found = Vec::new();
    for direction in Direction::ALL {
        if direction.is_diagonal() && !diagonals {
            continue;
        }
        for row in 0..grid.len() {
            for column in 0..grid[row].len() {
                let cells: Option<Vec<Cell>> = (0..length as isize)
                    .map(|step| neighbour(grid, (row, column), direction, step))
                    .collect();
                if let Some(cells) = cells.filter(|cells| !cells.is_empty()) {
                    found.push(cells);
                }
            }
        }
    }
    found
}

/// How many windows of `length` cells ([`windows`]) hold at least `at_least` of `player`'s
/// marks and no other player's: every cell of the window is `player`'s or free.
pub fn count_windows(
    grid: &Grid,
    player: u8,
    length: usize,
    diagonals: bool,
    at_least: usize,
) -> usize {
    windows(grid, length, diagonals)
        .iter()
        .filter(|cells| {
            let symbols: Vec<u8> = cells.iter().map(|&(r, c)| grid[r][c]).collect();
            let own = symbols.iter().filter(|&&symbol| symbol == player).count();
            let open = symbols.iter().all(|&symbol| symbol == player || symbol == EMPTY);
            open && own >= at_least
        })
        .count()
}

/// The row a mark dropped in `column` lands on: the lowest free cell of the column, or `None`
/// when the column is full.
///
/// # Panics
/// When `column` is outside the grid.
pub fn landing_row(grid: &Grid, column: usize) -> Option<usize> {
    assert!(column < width(grid), "column {column} is outside a grid {} wide", width(grid));
    (0..grid.len()).rev().find(|&row| grid[row][column] == EMPTY)
}

/// The cells that marks dropped in `columns` (counted from 0), one after another on an empty
/// grid, land on.
///
/// # Panics
/// When a column is outside the grid or already full.
pub fn dropped_cells(height: usize, width: usize, columns: &[usize]) -> Vec<Cell> {
    let mut grid = empty_grid(height, width);
    let mut cells = Vec::new();
    for (index, &column) in columns.iter().enumerate() {
        let row = landing_row(&grid, column)
            .unwrap_or_else(|| panic!("move {}: column {column} is full", index + 1));
        grid[row][column] = b'#';
        cells.push((row, column));
    }
    cells
}

/// A game: its board's size, its players in the order they move, when a player has a line, and
/// whether marks fall to the lowest free cell of their column.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// Rows of the board.
    pub height: usize,
    /// Columns of the board.
    pub width: usize,
    /// The players' marks, the first to move first; none of them [`EMPTY`].
    pub players: Vec<u8>,
    /// When a player has a line, which ends the game.
    pub rule: Rule,
    /// Does a mark fall to the lowest free cell of its column.
    pub gravity: bool,
}

impl Game {
    /// Two players, `X` first then `O`, k or more in a row in any direction, no gravity.
    pub fn two_players(height: usize, width: usize, length: usize) -> Game {
        Game {
            height,
            width,
            players: vec![b'X', b'O'],
            rule: Rule::k_in_a_row(length),
            gravity: false,
        }
    }

    /// The player who makes move `index` (counted from 0).
    pub fn mover(&self, index: usize) -> u8 {
        self.players[index % self.players.len()]
    }

    /// Is the game over on `grid`: someone has a line, or no cell is free.
    pub fn is_over(&self, grid: &Grid) -> bool {
        self.players.iter().any(|&player| has_line(grid, player, self.rule))
            || grid.iter().all(|row| !row.contains(&EMPTY))
    }
}

/// The first move of a game that gave its mover a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Win {
    /// The mover's mark.
    pub player: u8,
    /// The move's number, counted from 1.
    pub move_number: usize,
}

/// Plays `moves` (cells, placed in turn by the game's players) on an empty board and finds the
/// first move after which its mover has a line; the moves after it are ignored.
///
/// # Panics
/// When a move is outside the board or on a taken cell, or, with gravity, not on the lowest free
/// cell of its column.
pub fn first_line(game: &Game, moves: &[Cell]) -> Option<Win> {
    let mut grid = empty_grid(game.height, game.width);
    for (index, &(row, column)) in moves.iter().enumerate() {
        assert!(grid[row][column] == EMPTY, "move {}: {:?} is taken", index + 1, (row, column));
        if game.gravity {
            assert_eq!(landing_row(&grid, column), Some(row), "move {}: floats", index + 1);
        }
        let player = game.mover(index);
        grid[row][column] = player;
        if has_line(&grid, player, game.rule) {
            return Some(Win { player, move_number: index + 1 });
        }
    }
    None
}

/// The board after `moves`, placed in turn by the game's players, all of them.
pub fn replay(game: &Game, moves: &[Cell]) -> Grid {
    let mut grid = empty_grid(game.height, game.width);
    for (index, &(row, column)) in moves.iter().enumerate() {
        grid[row][column] = game.mover(index);
    }
    grid
}

/// Can `grid` arise in `game`: played from an empty board, the players moving in turn, and no
/// move made once someone has a line. Found by brute force: undo a mark of the player who moved
/// last (with gravity, one resting on the floor or on a mark), provided
/// nobody had a line before it, and recurse down to the empty board. So the counts must fit the
/// order of play, at most one player has a line, the one with a line moved last, and some last
/// mark of theirs leaves nobody with a line.
///
/// # Complexity
/// Exponential in the number of marks where lines force a search: for small boards, or boards
/// with few marks.
pub fn is_legal(grid: &Grid, game: &Game) -> bool {
    fn undo(grid: &mut Grid, game: &Game, failed: &mut HashSet<Grid>) -> bool {
        let marks = grid.iter().flatten().filter(|&&symbol| symbol != EMPTY).count();
        if marks == 0 {
            return true;
        }
        if failed.contains(grid) {
            return false;
        }
        let last = game.mover(marks - 1);
        for row in 0..grid.len() {
            for column in 0..grid[row].len() {
                if grid[row][column] != last {
                    continue;
                }
                // With gravity a mark must rest on the floor or on a mark. Undoing one from under
                // another needs no check of its own: the mark above would then float, and so
                // never be undone.
                if game.gravity && row + 1 < grid.len() && grid[row + 1][column] == EMPTY {
                    continue;
                }
                grid[row][column] = EMPTY;
                let before_was_open =
                    game.players.iter().all(|&player| !has_line(grid, player, game.rule));
                let reached = before_was_open && undo(grid, game, failed);
                grid[row][column] = last;
                if reached {
                    return true;
                }
            }
        }
        failed.insert(grid.clone());
        false
    }
    let sized = grid.len() == game.height && grid.iter().all(|row| row.len() == game.width);
    sized && undo(&mut grid.clone(), game, &mut HashSet::new())
}

/// Plain negamax for a two-player game without gravity, from `grid` with the player whose turn
/// it is by the count of marks: +1 when that player can force a line, -1 when the other can,
/// 0 a draw. A grid where someone already has a line scores -1 (the last mover made it).
///
/// # Panics
/// When the game has not exactly two players.
pub fn negamax(grid: &Grid, game: &Game, memo: &mut HashMap<Grid, i8>) -> i8 {
    assert_eq!(game.players.len(), 2, "negamax plays two players");
    if game.players.iter().any(|&player| has_line(grid, player, game.rule)) {
        return -1;
    }
    if let Some(&score) = memo.get(grid) {
        return score;
    }
    let marks = grid.iter().flatten().filter(|&&symbol| symbol != EMPTY).count();
    let to_move = game.mover(marks);
    let mut best: Option<i8> = None;
    for row in 0..grid.len() {
        for column in 0..grid[row].len() {
            if grid[row][column] == EMPTY {
                let mut next = grid.clone();
                next[row][column] = to_move;
                let score = -negamax(&next, game, memo);
                best = Some(best.map_or(score, |best| best.max(score)));
            }
        }
    }
    let score = best.unwrap_or(0);
    memo.insert(grid.clone(), score);
    score
}

#[cfg(test)]
mod tests;
