//! Seeded random grids and games for a problem's `tests/proof.rs` and its `examples/generate.rs`:
//! grids of weighted symbols, positions reached by random play, planted runs and near misses,
//! and gravity games as column sequences.

use super::{empty_grid, has_line, landing_row, neighbour, Cell, Direction, Game, Grid, EMPTY};
use crate::SplitMix64;

/// One of `weights`' symbols, each drawn with probability its weight over their sum.
///
/// # Panics
/// When the weights sum to 0.
pub fn weighted_symbol(random: &mut SplitMix64, weights: &[(u8, u64)]) -> u8 {
    let total: u64 = weights.iter().map(|&(_, weight)| weight).sum();
    assert!(total > 0, "the weights sum to 0");
    let mut ticket = random.below(total);
    for &(symbol, weight) in weights {
        if ticket < weight {
            return symbol;
        }
        ticket -= weight;
    }
    unreachable!("a ticket below the total falls on some symbol")
}

/// A grid of `height` rows of `width` cells, each drawn by [`weighted_symbol`]:
/// `&[(b'.', 2), (b'X', 1), (b'O', 1)]` leaves about half the cells free.
pub fn random_grid(
    random: &mut SplitMix64,
    height: usize,
    width: usize,
    weights: &[(u8, u64)],
) -> Grid {
    (0..height).map(|_| (0..width).map(|_| weighted_symbol(random, weights)).collect()).collect()
}

/// The moves of a random game: each mover picks a free cell uniformly (with gravity, a column
/// that is not full), until a move gives its mover a line, no cell is free, or `max_moves`
/// moves are made. [`super::replay`] gives the position, which [`super::is_legal`] accepts.
pub fn random_game(random: &mut SplitMix64, game: &Game, max_moves: usize) -> Vec<Cell> {
    let mut grid = empty_grid(game.height, game.width);
    let mut moves = Vec::new();
    while moves.len() < max_moves {
        let free: Vec<Cell> = (0..game.height)
            .flat_map(|row| (0..game.width).map(move |column| (row, column)))
            .filter(|&(row, column)| grid[row][column] == EMPTY)
            .filter(|&(row, column)| !game.gravity || landing_row(&grid, column) == Some(row))
            .collect();
        if free.is_empty() {
            break;
        }
        let (row, column) = *random.pick(&free);
        let player = game.mover(moves.len());
        grid[row][column] = player;
        moves.push((row, column));
        if has_line(&grid, player, game.rule) {
            break;
        }
    }
    moves
}

/// `moves` random columns (counted from 0) of a gravity game on a `height` × `width` board, each
/// drawn uniformly from the columns not yet full; `height * width` of them fill the board.
///
/// # Panics
/// When `moves` is more than the board holds.
pub fn random_columns(
    random: &mut SplitMix64,
    height: usize,
    width: usize,
    moves: usize,
) -> Vec<usize> {
    assert!(moves <= height * width, "{moves} moves do not fit in {height}×{width}");
    let mut filled = vec![0; width];
    let mut columns = Vec::with_capacity(moves);
    for _ in 0..moves {
        let open: Vec<usize> = (0..width).filter(|&column| filled[column] < height).collect();
        let column = *random.pick(&open);
        filled[column] += 1;
        columns.push(column);
    }
    columns
}

/// Every placement of `length` consecutive cells inside the grid: its direction and cells in
/// reading order.
fn placements(grid: &Grid, length: usize) -> Vec<(Direction, Vec<Cell>)> {
    let mut found = Vec::new();
    for direction in Direction::ALL {
        for row in 0..grid.len() {
            for column in 0..grid[row].len() {
                let cells: Option<Vec<Cell>> = (0..length as isize)
                    .map(|step| neighbour(grid, (row, column), direction, step))
                    .collect();
                if let Some(cells) = cells {
                    found.push((direction, cells));
                }
            }
        }
    }
    found
}

/// Writes `length` marks of `player` in a row into `grid`, in a direction and place drawn
/// uniformly among those that fit, and returns the direction and cells. The cells around are
/// left as they were, so the run may be longer than `length` in the grid.
///
/// # Panics
/// When `length` is 0 or no run of `length` fits in the grid.
pub fn plant_run(
    random: &mut SplitMix64,
    grid: &mut Grid,
    player: u8,
    length: usize,
) -> (Direction, Vec<Cell>) {
    assert!(length > 0, "a run has cells");
    let placements = placements(grid, length);
    assert!(!placements.is_empty(), "no run of {length} fits");
    let (direction, cells) = random.pick(&placements).clone();
    for &(row, column) in &cells {
        grid[row][column] = player;
    }
    (direction, cells)
}

/// A near miss: [`plant_run`] of `length`, then one of its cells, drawn uniformly, made free
/// again. Returns the direction, the cells and the gap; a mark of `player` in the gap completes
/// the run.
///
/// # Panics
/// As [`plant_run`].
pub fn plant_near_miss(
    random: &mut SplitMix64,
    grid: &mut Grid,
    player: u8,
    length: usize,
) -> (Direction, Vec<Cell>, Cell) {
    let (direction, cells) = plant_run(random, grid, player, length);
    let gap = *random.pick(&cells);
    grid[gap.0][gap.1] = EMPTY;
    (direction, cells, gap)
}

/// A grid for a problem's proof and its generator alike, in the input's symbols: `height` rows
/// of `width` cells drawn by [`random_grid`], `empty` twice as likely as each of `players`;
/// then, one time in three each, a run of `k` of the first player planted ([`plant_run`]) or one
/// a cell short, its gap `empty` ([`plant_near_miss`]).
///
/// # Panics
/// When `players` is empty, or no run of `k` fits in the grid.
pub fn random_case(
    random: &mut SplitMix64,
    (height, width): (usize, usize),
    empty: u8,
    players: &[u8],
    k: usize,
) -> Grid {
    let mut weights = vec![(empty, 2)];
    weights.extend(players.iter().map(|&player| (player, 1)));
    let mut grid = random_grid(random, height, width, &weights);
    match random.below(3) {
        0 => drop(plant_run(random, &mut grid, players[0], k)),
        1 => {
            let (_, _, (row, column)) = plant_near_miss(random, &mut grid, players[0], k);
            grid[row][column] = empty;
        }
        _ => {}
    }
    grid
}
