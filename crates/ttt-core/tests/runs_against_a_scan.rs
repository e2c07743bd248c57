//! The bitboard line finder of `ttt_core::runs` against a plain scan written here, cell by
//! cell: on every two-player board of 3×3 and 3×4 (ignored by a plain `cargo test`: run it with
//! `-- --include-ignored`), on seeded random boards of many shapes
//! (both sides of the 64- and 128-bit storage boundaries, one row, one column, 1000×1000),
//! and against the 3×3 `Board::marks_with_a_line` on all 3^9 boards.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::grid::{Cell, Grid, Player, Size};
use ttt_core::runs::{Direction, Directions, Length, LineRule};

/// A board as the plain scan sees it: the player on each cell, in reading order.
struct Plain {
    height: usize,
    width: usize,
    cells: Vec<Option<usize>>,
}

impl Plain {
    fn at(&self, row: isize, column: isize) -> Option<Option<usize>> {
        let inside =
            (0..self.height as isize).contains(&row) && (0..self.width as isize).contains(&column);
        inside.then(|| self.cells[row as usize * self.width + column as usize])
    }

    /// How many of `player`'s stones lie next to (row, column) without a gap, stepping
    /// (down, right) at a time.
    fn stones_from(
        &self,
        player: usize,
        row: usize,
        column: usize,
        (down, right): (isize, isize),
    ) -> usize {
        let mut count = 0;
        let (mut r, mut c) = (row as isize + down, column as isize + right);
        while self.at(r, c) == Some(Some(player)) {
            count += 1;
            r += down;
            c += right;
        }
        count
    }
}

fn directions(rule: LineRule) -> &'static [Direction] {
    match rule.directions() {
        Directions::RowsAndColumns => &[Direction::Horizontal, Direction::Vertical],
        Directions::WithDiagonals => &Direction::ALL,
    }
}

fn counts(rule: LineRule, length: usize) -> bool {
    match rule.length() {
        Length::AtLeast => length >= rule.k(),
        Length::Exactly => length == rule.k(),
    }
}

/// Everything the scan says about `player` under `rule`: its runs (first row, first column,
/// direction, length), the cells that complete a line, the number of free windows with
/// exactly c stones for each c, and the line through each cell.
struct Answers {
    runs: Vec<(usize, usize, Direction, usize)>,
    completing: Vec<(usize, usize)>,
    windows_with: Vec<usize>,
    through: Vec<Option<(usize, usize, Direction, usize)>>,
}

fn scan(plain: &Plain, rule: LineRule, player: usize) -> Answers {
    let mut runs = Vec::new();
    let mut completing = Vec::new();
    let mut windows_with = vec![0; rule.k() + 1];
    let mut through = Vec::new();
    for row in 0..plain.height {
        for column in 0..plain.width {
            let cell = plain.cells[row * plain.width + column];
            let mut line_through = None;
            let mut completes = false;
            for &direction in directions(rule) {
                let (down, right) = direction.step();
                let before = plain.stones_from(player, row, column, (-down, -right));
                let after = plain.stones_from(player, row, column, (down, right));
                let length = before + 1 + after;
                if cell == Some(player) && before == 0 && counts(rule, length) {
                    runs.push((row, column, direction, length));
                }
                if cell == Some(player) && line_through.is_none() && counts(rule, length) {
                    let first = (
                        row as isize - before as isize * down,
                        column as isize - before as isize * right,
                    );
                    line_through = Some((first.0 as usize, first.1 as usize, direction, length));
                }
                completes |= cell.is_none() && counts(rule, length);
                // The window of k cells from here: counted when it lies within the grid and
                // holds no other player's stone.
                let mut mine = Some(0);
                for t in 0..rule.k() as isize {
                    match plain.at(row as isize + t * down, column as isize + t * right) {
                        Some(None) => {}
                        Some(Some(owner)) if owner == player => mine = mine.map(|m| m + 1),
                        _ => mine = None,
                    }
                    if mine.is_none() {
                        break;
                    }
                }
                if let Some(mine) = mine {
                    windows_with[mine] += 1;
                }
            }
            if completes {
                completing.push((row, column));
            }
            through.push(line_through);
        }
    }
    runs.sort_by_key(|&(row, column, direction, _)| (row, column, direction));
    Answers { runs, completing, windows_with, through }
}

/// The library's grid for `plain`.
fn grid_of(plain: &Plain, players: usize) -> Grid {
    let size = Size::new(plain.height, plain.width).unwrap();
    let mut grid = Grid::new(size, players);
    for (cell, &player) in size.cells().zip(&plain.cells) {
        if player.is_some() {
            grid.set(cell, player.and_then(Player::new));
        }
    }
    grid
}

fn place(cell: Cell) -> (usize, usize) {
    (cell.row(), cell.column())
}

/// Checks every query of `rule` for the first `players` players against the scan (the others
/// too when they all have a line or none has); `every_cell` also checks the line through each
/// cell (else through a sample of cells).
fn check(plain: &Plain, grid: &Grid, rule: LineRule, players: usize, every_cell: bool) {
    let scans: Vec<Answers> =
        grid.players().map(|player| scan(plain, rule, player.index())).collect();
    for player in grid.players().take(players) {
        let expected = &scans[player.index()];
        let context = || format!("{rule:?} {player:?} on {grid:?}");
        let runs: Vec<(usize, usize, Direction, usize)> = rule
            .runs(grid, player)
            .iter()
            .map(|run| {
                let cells: Vec<Cell> = run.cells().collect();
                assert_eq!(cells.len(), run.length());
                assert_eq!(cells[0], run.first());
                assert_eq!(*cells.last().unwrap(), run.last());
                assert!(cells.windows(2).all(|pair| pair[0] < pair[1]), "reading order");
                let leftmost = cells.iter().min_by_key(|cell| (cell.column(), cell.row())).unwrap();
                assert_eq!(run.leftmost(), *leftmost);
                assert!(cells.iter().all(|&cell| grid.get(cell) == Some(player)));
                (run.first().row(), run.first().column(), run.direction(), run.length())
            })
            .collect();
        assert_eq!(runs, expected.runs, "{}", context());
        assert_eq!(rule.has_line(grid, player), !expected.runs.is_empty(), "{}", context());
        let completing: Vec<(usize, usize)> =
            rule.completing_cells(grid, player).iter().map(place).collect();
        assert_eq!(completing, expected.completing, "{}", context());
        for at_least in 0..=rule.k() + 1 {
            let scanned: usize = expected.windows_with.iter().skip(at_least).sum();
            assert_eq!(
                rule.windows(grid, player, at_least),
                scanned,
                "{} at least {at_least}",
                context()
            );
        }
        let step = if every_cell { 1 } else { 997 };
        for (index, cell) in grid.size().cells().enumerate().step_by(step) {
            let through = rule.line_through(grid, cell).map(|run| {
                (run.first().row(), run.first().column(), run.direction(), run.length())
            });
            let wanted = match grid.get(cell) {
                Some(owner) if owner == player => expected.through[index],
                _ => continue,
            };
            assert_eq!(through, wanted, "{} through {cell:?}", context());
            assert_eq!(rule.has_line_through(grid, cell), wanted.is_some(), "{}", context());
        }
    }
    let with_a_line: Vec<Player> =
        grid.players().filter(|player| !scans[player.index()].runs.is_empty()).collect();
    assert_eq!(rule.players_with_a_line(grid), with_a_line);
}

/// Every rule with k in `ks`: both direction settings and both length rules.
fn rules(ks: impl Iterator<Item = usize>) -> Vec<LineRule> {
    let mut rules = Vec::new();
    for k in ks {
        for directions in [Directions::RowsAndColumns, Directions::WithDiagonals] {
            for length in [Length::AtLeast, Length::Exactly] {
                rules.push(LineRule::new(k, directions, length));
            }
        }
    }
    rules
}

/// Every board of two players and `height`×`width`, checked with every rule of k in `ks`, the
/// boards shared out over every core; returns how many boards.
fn every_board(height: usize, width: usize, ks: std::ops::RangeInclusive<usize>) -> usize {
    let cells = height * width;
    let boards = 3usize.pow(cells as u32);
    let rules = rules(ks);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let rules = &rules;
            scope.spawn(move || {
                for number in (thread..boards).step_by(threads) {
                    check_board(height, width, number, rules);
                }
            });
        }
    });
    boards
}

/// Checks board `number` of two players and `height`×`width` (its cells the digits of `number`
/// in base 3, the first cell the lowest) with every rule of `rules`.
fn check_board(height: usize, width: usize, number: usize, rules: &[LineRule]) {
    let cells = height * width;
    let mut rest = number;
    let plain = Plain {
        height,
        width,
        cells: (0..cells)
            .map(|_| {
                let digit = rest % 3;
                rest /= 3;
                digit.checked_sub(1)
            })
            .collect(),
    };
    let grid = grid_of(&plain, 2);
    // Player 1's stones on one board are player 0's on the board with the players
    // swapped, which is checked too.
    for &rule in rules {
        check(&plain, &grid, rule, 1, true);
    }
}

#[test]
fn every_board_of_3_by_3_with_k_1_to_4() {
    assert_eq!(every_board(3, 3, 1..=4), 19_683);
}

#[test]
#[ignore = "half a million boards: proven once per change of ttt-core, by the workspace's \
            tests/tests/library.rs, which runs this crate's ignored tests too"]
fn every_board_of_3_by_4_with_k_3_and_4() {
    // k = 1 and 2 on every 3×4 board would double the time for little: they are checked on
    // every 3×3 board and on the random boards.
    assert_eq!(every_board(3, 4, 3..=4), 531_441);
}

/// A deterministic pseudo-random sequence (SplitMix64).
fn random(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A random board of `players`, each cell empty with probability `empty_in_8` / 8.
fn random_board(
    seed: &mut u64,
    height: usize,
    width: usize,
    players: usize,
    empty_in_8: u64,
) -> Plain {
    let cells = (0..height * width)
        .map(|_| {
            if random(seed) % 8 < empty_in_8 {
                None
            } else {
                Some(random(seed) as usize % players)
            }
        })
        .collect();
    Plain { height, width, cells }
}

#[test]
fn random_boards_of_every_shape_with_k_1_to_7() {
    let shapes = [
        (4, 4, 60),
        (7, 6, 40),
        (6, 7, 40),
        (4, 15, 20),  // 64 bits
        (5, 12, 20),  // 65 bits
        (1, 127, 10), // 128 bits
        (8, 15, 20),  // 128 bits
        (3, 42, 10),  // 129 bits
        (10, 10, 20),
        (15, 15, 10),
        (19, 19, 10),
        (1, 30, 30),
        (1, 300, 4),
        (30, 1, 30),
        (300, 1, 4),
    ];
    let mut seed = 2026;
    let rules = rules(1..=7);
    let mut boards = 0;
    for (height, width, count) in shapes {
        for index in 0..count {
            let players = [2, 2, 3, 5][index % 4];
            // Dense boards make long runs, sparse ones leave room to complete lines.
            let empty_in_8 = [1, 3, 5, 7][index / 4 % 4];
            let plain = random_board(&mut seed, height, width, players, empty_in_8);
            let grid = grid_of(&plain, players);
            for &rule in &rules {
                check(&plain, &grid, rule, players, true);
            }
            boards += 1;
        }
    }
    assert_eq!(boards, 328);
}

#[test]
fn a_random_1000_by_1000_board() {
    let mut seed = 1000;
    let plain = random_board(&mut seed, 1000, 1000, 2, 3);
    let grid = grid_of(&plain, 2);
    for rule in [
        LineRule::in_a_row(5),
        LineRule::in_a_row(6).without_diagonals(),
        LineRule::in_a_row(5).exactly(),
        LineRule::in_a_row(7),
    ] {
        check(&plain, &grid, rule, 2, false);
    }
}

#[test]
fn the_grid_rule_agrees_with_the_3_by_3_board_on_every_board() {
    let size = Size::new(3, 3).unwrap();
    let rule = LineRule::in_a_row(3);
    for number in 0..19_683 {
        let mut rest = number;
        let mut board = Board::EMPTY;
        let mut grid = Grid::new(size, 2);
        for square in Square::ALL {
            let mark = [None, Some(Mark::X), Some(Mark::O)][rest % 3];
            rest /= 3;
            if let Some(mark) = mark {
                board = board.with(square, mark);
                let player = if mark == Mark::X { Player::FIRST } else { Player::SECOND };
                let cell = size.cell(usize::from(square.row()), usize::from(square.column()));
                grid.set(cell.unwrap(), Some(player));
            }
        }
        let marks: Vec<Player> = board
            .marks_with_a_line()
            .iter()
            .map(|&mark| if mark == Mark::X { Player::FIRST } else { Player::SECOND })
            .collect();
        assert_eq!(rule.players_with_a_line(&grid), marks, "{board:?}");
    }
}
