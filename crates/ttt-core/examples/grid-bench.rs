//! A bench program of `cargo xtask bench` (an example named `*-bench`, printing its sections as
//! JSON): the bitboard run finder of `ttt_core::runs` against a plain scan over cells and
//! directions on the same random boards, and `ttt_core::search` on 4 × 4 four in a row with and
//! without its transposition table. Both sides are checked to agree before they are timed.
//!
//! ```text
//! cargo run --release -p ttt-core --example grid-bench [-- --quick]
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use ttt_core::grid::{Cell, Grid, Player, Size};
use ttt_core::line_game::LineGame;
use ttt_core::runs::{Direction, LineRule};
use ttt_core::search::Search;

/// The boards: side and k, each with diagonals.
const SHAPES: [(usize, usize); 3] = [(4, 4), (10, 5), (19, 5)];

/// The seed of the random boards.
const SEED: u64 = 30;

/// A run as both finders report it: first cell (row, column), direction, length.
type PlainRun = (usize, usize, Direction, usize);

/// SplitMix64, a small generator with a fixed seed, so every run times the same boards.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `count` boards of `side` × `side`: each a density from 15 to 45 % drawn, then each cell X
/// with that chance, O with that chance, else empty; so some boards have lines and some not.
fn boards(random: &mut Random, side: usize, count: usize) -> Vec<Grid> {
    let size = Size::new(side, side).expect("a small board");
    let boards = (0..count).map(|_| {
        let density = 15 + random.next() % 31;
        let mut grid = Grid::new(size, 2);
        for cell in size.cells() {
            match random.next() % 100 {
                roll if roll < density => grid.set(cell, Some(Player::FIRST)),
                roll if roll < 2 * density => grid.set(cell, Some(Player::SECOND)),
                _ => {}
            }
        }
        grid
    });
    boards.collect()
}

/// The plain scan: the player's stones as a `Vec<bool>` per board, walked cell by cell.
struct Plain {
    side: usize,
    k: usize,
    mine: Vec<bool>,
    empty: Vec<bool>,
}

impl Plain {
    fn new(grid: &Grid, player: Player, k: usize) -> Plain {
        let side = grid.width();
        let cells = grid.size().cells();
        let (mine, empty) =
            cells.map(|c| (grid.get(c) == Some(player), grid.get(c).is_none())).unzip();
        Plain { side, k, mine, empty }
    }

    /// The cell `steps` steps from (row, column) along `direction`, if on the board.
    fn step(
        &self,
        (row, column): (usize, usize),
        direction: Direction,
        steps: isize,
    ) -> Option<usize> {
        let (down, right) = direction.step();
        let row = row.checked_add_signed(down * steps).filter(|&r| r < self.side)?;
        let column = column.checked_add_signed(right * steps).filter(|&c| c < self.side)?;
        Some(row * self.side + column)
    }

    /// How many of the player's stones follow (row, column) along `direction` (`sign` 1) or
    /// precede it (`sign` -1), the cell itself not counted.
    fn count(&self, at: (usize, usize), direction: Direction, sign: isize) -> usize {
        (1..)
            .take_while(|&steps| {
                self.step(at, direction, sign * steps).is_some_and(|i| self.mine[i])
            })
            .count()
    }

    fn runs(&self) -> Vec<PlainRun> {
        let mut runs = Vec::new();
        for index in (0..self.mine.len()).filter(|&index| self.mine[index]) {
            let at = (index / self.side, index % self.side);
            for direction in Direction::ALL {
                // A run starts where the cell before it is not the player's.
                if self.count(at, direction, -1) == 0 {
                    let length = 1 + self.count(at, direction, 1);
                    if length >= self.k {
                        runs.push((at.0, at.1, direction, length));
                    }
                }
            }
        }
        runs
    }

    fn has_line(&self) -> bool {
        (0..self.mine.len()).filter(|&index| self.mine[index]).any(|index| {
            let at = (index / self.side, index % self.side);
            Direction::ALL.iter().any(|&direction| 1 + self.count(at, direction, 1) >= self.k)
        })
    }

    fn completing_cells(&self) -> Vec<usize> {
        let completes = |index: usize| {
            let at = (index / self.side, index % self.side);
            Direction::ALL
                .iter()
                .any(|&d| 1 + self.count(at, d, -1) + self.count(at, d, 1) >= self.k)
        };
        (0..self.empty.len()).filter(|&index| self.empty[index] && completes(index)).collect()
    }
}

/// The row, column and index of a cell.
fn index(cell: Cell, side: usize) -> usize {
    cell.row() * side + cell.column()
}

/// One row of a section, as the xtask reads it.
fn row(program: &str, input: &str, seconds: f64, ratio: Option<f64>) -> String {
    let ratio = ratio.map_or("null".to_owned(), |ratio| ratio.to_string());
    format!(
        r#"{{"program": {program:?}, "input": {input:?}, "measure": {{"Seconds": {seconds:e}}}, "ratio": {ratio}, "target": null}}"#
    )
}

/// One section, as the xtask reads it.
fn section(name: &str, title: &str, ratio_means: &str, rows: &[String]) -> String {
    format!(
        r#"{{"name": {name:?}, "title": {title:?}, "ratio_means": {ratio_means:?}, "rows": [{}]}}"#,
        rows.join(", ")
    )
}

/// The median wall clock of each job over `runs` runs, the jobs taking turns.
fn alternate(jobs: &mut [&mut dyn FnMut()], runs: usize) -> Vec<Duration> {
    let mut times = vec![Vec::new(); jobs.len()];
    for _ in 0..runs {
        for (job, times) in jobs.iter_mut().zip(&mut times) {
            let start = Instant::now();
            job();
            times.push(start.elapsed());
        }
    }
    times.into_iter().map(|mut times| (times.sort(), times[(times.len() - 1) / 2]).1).collect()
}

/// `12345` as `12,345`.
fn thousands(number: usize) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The run finder against the plain scan: has a line, every run, the completing cells, for X.
fn run_finder(quick: bool, runs: usize) -> String {
    let mut random = Random(SEED);
    let count = if quick { 500 } else { 20_000 };
    let mut rows = Vec::new();
    for (side, k) in SHAPES {
        let grids = boards(&mut random, side, count);
        let rule = LineRule::in_a_row(k);
        let x = Player::FIRST;
        // Each side answers every board before it is timed, and the answers must be equal.
        let plains: Vec<Plain> = grids.iter().map(|grid| Plain::new(grid, x, k)).collect();
        let mut lines = 0;
        for (grid, plain) in grids.iter().zip(&plains) {
            let has_line = rule.has_line(grid, x);
            assert_eq!(has_line, plain.has_line(), "has a line, {grid:?}");
            lines += usize::from(has_line);
            let runs: Vec<PlainRun> = rule
                .runs(grid, x)
                .iter()
                .map(|run| (run.first().row(), run.first().column(), run.direction(), run.length()))
                .collect();
            let mut plain_runs = plain.runs();
            plain_runs.sort_by_key(|&(row, column, direction, _)| {
                (row, column, Direction::ALL.iter().position(|&d| d == direction))
            });
            assert_eq!(runs, plain_runs, "runs, {grid:?}");
            let cells: Vec<usize> =
                rule.completing_cells(grid, x).iter().map(|c| index(c, side)).collect();
            assert_eq!(cells, plain.completing_cells(), "completing cells, {grid:?}");
        }
        let input = format!(
            "{side} × {side}, k = {k}: {} boards, {} with a line of X",
            thousands(count),
            thousands(lines)
        );
        let per_million = |time: Duration| time.as_secs_f64() * 1e6 / count as f64;
        let mut bits_has =
            || grids.iter().for_each(|g| _ = black_box(rule.has_line(black_box(g), x)));
        let mut plain_has = || plains.iter().for_each(|p| _ = black_box(black_box(p).has_line()));
        let mut bits_runs = || grids.iter().for_each(|g| _ = black_box(rule.runs(black_box(g), x)));
        let mut plain_runs = || plains.iter().for_each(|p| _ = black_box(black_box(p).runs()));
        let mut bits_completing: Box<dyn FnMut()> = Box::new(|| {
            grids.iter().for_each(|g| _ = black_box(rule.completing_cells(black_box(g), x)));
        });
        let mut plain_completing =
            || plains.iter().for_each(|p| _ = black_box(black_box(p).completing_cells()));
        let times = alternate(
            &mut [
                &mut bits_has,
                &mut plain_has,
                &mut bits_runs,
                &mut plain_runs,
                &mut *bits_completing,
                &mut plain_completing,
            ],
            runs,
        );
        let names = [
            "runs: has_line",
            "plain scan: has a line",
            "runs: runs",
            "plain scan: runs",
            "runs: completing_cells",
            "plain scan: completing cells",
        ];
        for (index, (name, time)) in names.iter().zip(&times).enumerate() {
            let ratio = time.as_secs_f64() / times[index | 1].as_secs_f64();
            rows.push(row(name, &input, per_million(*time), Some(ratio)));
        }
    }
    section(
        "run finder",
        &format!(
            "run finder: ttt_core::runs (bitboard shift-ANDs) against a plain scan of each cell \
             and direction (the player's stones as a Vec<bool>), X's lines with diagonals, on \
             random boards (seed {SEED}), the same answers checked first; time per 1,000,000 boards (1 ms is 1 ns a board), \
             median of {runs} runs, taking turns"
        ),
        "time / the plain scan's for the same question",
        &rows,
    )
}

/// The position searched: 4 × 4, X at (0, 0) and (1, 1), O at (0, 1) and (1, 2), X to move.
fn opening(cells: &[(usize, usize, Player)]) -> LineGame {
    let size = Size::new(4, 4).expect("4 × 4");
    let mut grid = Grid::new(size, 2);
    for &(row, column, player) in cells {
        grid.set(size.cell(row, column).expect("on the board"), Some(player));
    }
    LineGame::new(grid, LineRule::in_a_row(4), Player::FIRST).expect("4 × 4 fits a key")
}

/// The search from a position after two moves each (three each with `--quick`), with the
/// transposition table and without.
fn search(quick: bool, runs: usize) -> String {
    let (x, o) = (Player::FIRST, Player::SECOND);
    let mut cells = vec![(0, 0, x), (1, 1, x), (0, 1, o), (1, 2, o)];
    if quick {
        cells.extend([(2, 2, x), (3, 3, o)]);
    }
    let moves = cells.len() / 2;
    let game = opening(&cells);
    let (mut with, mut without) = (Search::new(), Search::without_table());
    let value = with.value(&game);
    assert_eq!(value, without.value(&game), "the two searches disagree");
    let visited = [with.visited(), without.visited()];
    let mut timed_with = || _ = black_box(Search::new().value(black_box(&game)));
    let mut timed_without = || _ = black_box(Search::without_table().value(black_box(&game)));
    let times = alternate(&mut [&mut timed_with, &mut timed_without], runs);
    let names = ["Search::new()", "Search::without_table()"];
    let rows: Vec<String> = (names.iter().zip(visited).zip(&times))
        .map(|((name, visited), time)| {
            let input = format!(
                "{moves} moves each, value {value} for X: {} positions visited",
                thousands(visited as usize)
            );
            let ratio = time.as_secs_f64() / times[0].as_secs_f64();
            row(name, &input, time.as_secs_f64(), Some(ratio))
        })
        .collect();
    let drawn: Vec<String> =
        cells.iter().map(|(r, c, p)| format!("{}{r}{c}", ["X", "O"][p.index()])).collect();
    section(
        "search",
        &format!(
            "search: ttt_core::search (negamax, alpha-beta) of line_game's 4 × 4 four in a row, X \
             to move after {} (row, column), a fresh search each run; median of {runs} runs, taking turns",
            drawn.join(" ")
        ),
        "time / the search's with the table",
        &rows,
    )
}

fn main() {
    let quick = std::env::args().any(|arg| arg == "--quick");
    let runs = if quick { 3 } else { 9 };
    println!("[{}, {}]", run_finder(quick, runs), search(quick, runs));
}
