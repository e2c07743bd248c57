//! k in a row as a [`Game`] for [`crate::search`]: two players put stones in turn on the empty
//! cells of a [`Grid`], and the first with a line under a [`LineRule`] wins; a full grid
//! without one is a draw.
//!
//! A win is worth 1, and "the first move in row order that wins by force" is one call,
//! [`LineGame::first_winning_move`]. The search is spared what needs no search: a player who
//! can make a line at once has won (a final value), and one who must stop the other's line has
//! only the moves that stop it.
//!
//! A position is its grid's two sets of stones as plain `u64` bitboards, laid out as
//! [`crate::grid`] lays out a [`Cells`](crate::grid::Cells) (cell `(row, column)` at bit
//! `row * (width + 1) + column`, a guard bit after each row), so a position is `Copy`, a move
//! sets one bit, and lines are found with shifts and ANDs on one word, never through a
//! [`Grid`]: with `s` the shift of a direction, the windows of k cells whose cell `j` is in a
//! set `g` and whose other cells are among stones `b` start at `g >> j·s & b >> i·s & ..` over
//! every `i != j`. With `g` the empty cells, cell `j` of such a window completes a line; with
//! `g = b`, the window is a line. The key is both players' stones and the player to move
//! in one `u128`, so a grid may take up to [`MAX_KEY_BITS`] bits (`height * (width + 1)`: 7 × 7
//! and 6 × 8 fit, 8 × 8 does not), the sizes a full search can finish on anyway.
//!
//! ```
//! use ttt_core::grid::{Grid, Player, Size};
//! use ttt_core::line_game::LineGame;
//! use ttt_core::runs::LineRule;
//! use ttt_core::search::Search;
//!
//! // 4 × 4, four in a row (UVa 10111): X has three on the bottom row and plays first.
//! let size = Size::new(4, 4).unwrap();
//! let mut grid = Grid::new(size, 2);
//! for column in 1..4 {
//!     grid.set(size.cell(3, column).unwrap(), Some(Player::FIRST));
//!     grid.set(size.cell(0, column).unwrap(), Some(Player::SECOND));
//! }
//! let game = LineGame::new(grid.clone(), LineRule::in_a_row(4), Player::FIRST).unwrap();
//! // (0,0) stops O's row but lets O stop X's; (3,0) wins at once.
//! assert_eq!(game.first_winning_move(&mut Search::new()), size.cell(3, 0));
//! assert_eq!(game.grid(), grid);
//! ```

use crate::grid::{Cell, Grid, Player, Size};
use crate::runs::{Length, LineRule};
use crate::search::{Game, Search};

/// The most bits (`height * (width + 1)`) a grid of a [`LineGame`] may take: two of them and
/// the player to move make its `u128` key.
pub const MAX_KEY_BITS: usize = 63;

/// A position of k in a row: each player's stones, the rule of a line, and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LineGame {
    size: Size,
    rule: LineRule,
    /// Each player's stones, bit `row * (width + 1) + column`.
    stones: [u64; 2],
    /// Every cell of the grid.
    all: u64,
    to_move: Player,
}

/// `bits >> by`, 0 when `by` is 64 or more.
fn shr(bits: u64, by: usize) -> u64 {
    u32::try_from(by).ok().and_then(|by| bits.checked_shr(by)).unwrap_or(0)
}

/// `bits << by`, 0 when `by` is 64 or more.
fn shl(bits: u64, by: usize) -> u64 {
    u32::try_from(by).ok().and_then(|by| bits.checked_shl(by)).unwrap_or(0)
}

impl LineGame {
    /// The position on `grid`, `to_move` to play, lines under `rule`; `None` when the grid is
    /// not for two players, `to_move` is not one of them, or the grid takes more than
    /// [`MAX_KEY_BITS`] bits.
    pub fn new(grid: Grid, rule: LineRule, to_move: Player) -> Option<LineGame> {
        let size = grid.size();
        if grid.player_count() != 2 || to_move.index() > 1 || size.bits() > MAX_KEY_BITS {
            return None;
        }
        let row = (1 << size.width()) - 1;
        let all = (0..size.height()).fold(0, |all, r| all | row << (r * size.stride()));
        let stones = [Player::FIRST, Player::SECOND]
            .map(|player| grid.stones(player).small_bits().unwrap_or(0) as u64);
        Some(LineGame { size, rule, stones, all, to_move })
    }

    /// The grid of this position.
    pub fn grid(&self) -> Grid {
        let mut grid = Grid::new(self.size, 2);
        for (player, &stones) in self.stones.iter().enumerate() {
            grid.put_on_empty_word(0, player, stones);
        }
        grid
    }

    /// The rule of a line.
    pub fn rule(&self) -> LineRule {
        self.rule
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Has `player` a line under the rule ([`LineRule::has_line`] on [`LineGame::grid`]).
    ///
    /// # Panics
    /// When `player` is not one of the two.
    pub fn has_line(&self, player: Player) -> bool {
        let stones = self.stones[player.index()];
        self.windows(stones, stones) != 0
    }

    /// The stones of the player to move and of the other.
    fn sides(&self) -> (u64, u64) {
        let mover = self.to_move.index();
        (self.stones[mover], self.stones[1 - mover])
    }

    /// The empty cells.
    fn empty(&self) -> u64 {
        self.all & !(self.stones[0] | self.stones[1])
    }

    /// The cells `j` of the windows of k cells whose other k - 1 cells are `stones` and whose
    /// cell `j` is in `gap`, over every `j` and direction; under [`Length::Exactly`] only
    /// windows with no stone just before nor just after. With `gap` the empty cells, the cells
    /// that would give `stones` a line; with `gap` the stones themselves, the cells of their
    /// lines.
    fn windows(&self, stones: u64, gap: u64) -> u64 {
        let k = self.rule.k();
        let mut cells = 0;
        for direction in self.rule.directions().list() {
            // The bits from a cell to the next along the direction: a row down is `width + 1`.
            let (down, right) = direction.step();
            let s = (down * self.size.stride() as isize + right) as usize;
            for j in 0..k {
                let others = (0..k).filter(|&i| i != j);
                let mut starts = others.fold(shr(gap, j * s), |w, i| w & shr(stones, i * s));
                if self.rule.length() == Length::Exactly {
                    starts &= !shl(stones, s) & !shr(stones, k * s);
                }
                cells |= shl(starts, j * s);
            }
        }
        cells
    }

    /// The first empty cell, in reading order, from which the player to move wins by force
    /// whatever the other does, or `None`. Each cell is played and the other player's answers
    /// searched with [`Search::first_move_reaching`] (is there one that holds a draw), so
    /// `search` may be shared by the positions of one game and rule.
    ///
    /// # Complexity
    /// A null-window search after each empty cell up to the one found (none on a full grid).
    pub fn first_winning_move(&self, search: &mut Search<LineGame>) -> Option<Cell> {
        let mut empty = LineMoves { bits: self.empty(), size: self.size };
        empty.find(|&cell| {
            let next = self.play(cell);
            match next.final_value() {
                Some(value) => value < 0,
                None => search.first_move_reaching(&next, 0).is_none(),
            }
        })
    }
}

/// The moves of a [`LineGame`]: cells in reading order, taken from a bitboard.
#[derive(Clone, Debug)]
pub struct LineMoves {
    bits: u64,
    size: Size,
}

impl Iterator for LineMoves {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        let bit = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits.checked_sub(1)?;
        Some(self.size.cell_of_bit(bit))
    }
}

impl Game for LineGame {
    type Move = Cell;
    type Moves = LineMoves;
    type Key = u128;

    /// The first player's stones in bits 0 to 62, the second's from bit 63, and bit 126 set
    /// when the second player is to move.
    fn key(&self) -> u128 {
        let mover = self.to_move.index() as u128;
        let [first, second] = self.stones.map(u128::from);
        first | second << MAX_KEY_BITS | mover << (2 * MAX_KEY_BITS)
    }

    /// -1 when the player who moved last has a line; 1 when the player to move has one (on a
    /// grid no game reaches, given as it is) or can make one at once; 0 when the grid is full;
    /// `None` otherwise. Winning at once is a value the search needs not search for, so a
    /// position where the player to move can win at once has no moves to the search: ask
    /// [`LineGame::first_winning_move`] for the first of its winning moves.
    fn final_value(&self) -> Option<i64> {
        let (mine, theirs) = self.sides();
        if self.windows(theirs, theirs) != 0 {
            Some(-1)
        } else if self.windows(mine, mine | self.empty()) != 0 {
            Some(1)
        } else if self.empty() == 0 {
            Some(0)
        } else {
            None
        }
    }

    /// The empty cells in reading order; but when the other player could make a line at once,
    /// only the cells that stop it: any other move loses, and the search need not try it.
    fn moves(&self) -> LineMoves {
        let threats = self.windows(self.sides().1, self.empty());
        LineMoves { bits: if threats == 0 { self.empty() } else { threats }, size: self.size }
    }

    /// The position after the player to move puts a stone on `cell`.
    ///
    /// # Panics
    /// When `cell` is not an empty cell of the grid.
    fn play(&self, cell: Cell) -> LineGame {
        let bit = self.size.bit(cell);
        assert!(self.size.contains(cell) && shr(self.empty(), bit) & 1 == 1, "{cell:?} is taken");
        let mut next = *self;
        next.stones[self.to_move.index()] |= 1 << bit;
        next.to_move = if self.to_move == Player::FIRST { Player::SECOND } else { Player::FIRST };
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Mark, Square};
    use crate::grid::Size;
    use crate::perfect_play::{outcome, Outcome};
    use crate::positions::reachable_positions;

    /// The 3 × 3 grid of a tic-tac-toe board, X the first player.
    fn grid_of(board: crate::board::Board) -> Grid {
        let size = Size::new(3, 3).unwrap();
        let mut grid = Grid::new(size, 2);
        for square in Square::ALL {
            let player = match board.mark_at(square) {
                Some(Mark::X) => Some(Player::FIRST),
                Some(Mark::O) => Some(Player::SECOND),
                None => None,
            };
            grid.set(size.cell(square.index() / 3, square.index() % 3).unwrap(), player);
        }
        grid
    }

    #[test]
    fn tic_tac_toe_through_the_search_agrees_with_perfect_play_on_every_position() {
        let mut search = Search::new();
        let positions = reachable_positions(Mark::X);
        for &board in &positions {
            // On a finished board the player to move is the one who did not move last.
            let mover =
                if board.count(Mark::X) == board.count(Mark::O) { Mark::X } else { Mark::O };
            let player = if mover == Mark::X { Player::FIRST } else { Player::SECOND };
            let game = LineGame::new(grid_of(board), LineRule::in_a_row(3), player).unwrap();
            let expected = match outcome(board, Mark::X) {
                Ok(Outcome::Win) => 1,
                Ok(Outcome::Draw) => 0,
                Ok(Outcome::Loss) => -1,
                Err(_) => continue,
            };
            assert_eq!(search.value(&game), expected, "{board:?}");
            if board.is_full() || !board.marks_with_a_line().is_empty() {
                continue;
            }
            let first_win = game.first_winning_move(&mut search);
            let expected = Square::ALL
                .into_iter()
                .find(|&square| {
                    board.mark_at(square).is_none()
                        && outcome(board.with(square, mover), Mark::X) == Ok(Outcome::Loss)
                })
                .map(|square| Cell::at(square.index() / 3, square.index() % 3));
            assert_eq!(first_win, expected, "{board:?}");
        }
        assert_eq!(positions.len(), 5478);
    }

    /// A deterministic pseudo-random sequence (SplitMix64).
    fn random(seed: &mut u64) -> u64 {
        *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    #[test]
    fn the_bitboards_agree_with_the_rules_on_a_grid_for_every_size_and_rule() {
        // Every size a key holds, k from 1 to past the longer side, each form of the rule, on
        // grids of every density: the final value and the moves are what `runs` says of the
        // same `Grid`, and the game gives that grid back and plays onto it.
        let mut seed = 11;
        let mut positions = 0;
        for height in 1..=8 {
            for width in 1..=62 {
                let size = Size::new(height, width).unwrap();
                if size.bits() > MAX_KEY_BITS {
                    continue;
                }
                for k in 1..=height.max(width) + 1 {
                    let rules = [
                        LineRule::in_a_row(k),
                        LineRule::in_a_row(k).exactly(),
                        LineRule::in_a_row(k).without_diagonals(),
                        LineRule::in_a_row(k).without_diagonals().exactly(),
                    ];
                    for rule in rules {
                        let density = random(&mut seed) % 4;
                        let mut grid = Grid::new(size, 2);
                        for cell in size.cells() {
                            let pick = random(&mut seed) % 8;
                            if pick < 2 * density {
                                grid.set(
                                    cell,
                                    Some([Player::FIRST, Player::SECOND][pick as usize % 2]),
                                );
                            }
                        }
                        let mover = [Player::FIRST, Player::SECOND][random(&mut seed) as usize % 2];
                        check_against_the_grid(&grid, rule, mover);
                        positions += 1;
                    }
                }
            }
        }
        assert!(positions > 5000, "{positions}");
    }

    /// What the game on `grid` says, against [`LineRule`]'s answers on the grid itself.
    fn check_against_the_grid(grid: &Grid, rule: LineRule, mover: Player) {
        let game = LineGame::new(grid.clone(), rule, mover).unwrap();
        let other = if mover == Player::FIRST { Player::SECOND } else { Player::FIRST };
        let expected = if rule.has_line(grid, other) {
            Some(-1)
        } else if rule.has_line(grid, mover) || !rule.completing_cells(grid, mover).is_empty() {
            Some(1)
        } else if grid.empty_count() == 0 {
            Some(0)
        } else {
            None
        };
        let context = format!("{rule:?} on {grid:?}, {mover:?} to move");
        assert_eq!(game.final_value(), expected, "{context}");
        for player in [mover, other] {
            assert_eq!(game.has_line(player), rule.has_line(grid, player), "{context}");
        }
        let threats = rule.completing_cells(grid, other);
        let cells = if threats.is_empty() { grid.empty_cells() } else { threats };
        assert_eq!(game.moves().collect::<Vec<_>>(), cells.iter().collect::<Vec<_>>(), "{context}");
        assert_eq!(&game.grid(), grid, "{context}");
        if let Some(cell) = grid.empty_cells().first() {
            let mut after = grid.clone();
            after.set(cell, Some(mover));
            let next = game.play(cell);
            assert_eq!((next.grid(), next.to_move()), (after, other), "{context}");
        }
    }

    #[test]
    fn playing_a_taken_cell_or_one_outside_panics() {
        let size = Size::new(3, 3).unwrap();
        let mut grid = Grid::new(size, 2);
        grid.set(size.cell(1, 1).unwrap(), Some(Player::SECOND));
        let game = LineGame::new(grid.clone(), LineRule::in_a_row(3), Player::FIRST).unwrap();
        let outside = Size::new(4, 4).unwrap().cell(0, 3).unwrap();
        for cell in [size.cell(1, 1).unwrap(), outside] {
            assert!(std::panic::catch_unwind(|| game.play(cell)).is_err(), "{cell:?}");
        }
    }

    #[test]
    fn new_refuses_grids_a_key_does_not_hold_and_other_player_counts() {
        let rule = LineRule::in_a_row(4);
        let size = |height, width| Size::new(height, width).unwrap();
        assert!(LineGame::new(Grid::new(size(7, 8), 2), rule, Player::FIRST).is_some());
        assert!(LineGame::new(Grid::new(size(8, 8), 2), rule, Player::FIRST).is_none());
        assert!(LineGame::new(Grid::new(size(3, 3), 3), rule, Player::FIRST).is_none());
        let third = Player::new(2).unwrap();
        assert!(LineGame::new(Grid::new(size(3, 3), 2), rule, third).is_none());
    }

    #[test]
    fn keys_tell_apart_the_stones_and_the_player_to_move() {
        let size = Size::new(7, 8).unwrap();
        let rule = LineRule::in_a_row(4);
        let mut grid = Grid::new(size, 2);
        let last = size.cell(6, 7).unwrap();
        grid.set(last, Some(Player::FIRST));
        let first = LineGame::new(grid.clone(), rule, Player::FIRST).unwrap();
        let second = LineGame::new(grid.clone(), rule, Player::SECOND).unwrap();
        grid.set(last, Some(Player::SECOND));
        let other = LineGame::new(grid.clone(), rule, Player::FIRST).unwrap();
        let keys = [first.key(), second.key(), other.key()];
        assert!(keys[0] != keys[1] && keys[0] != keys[2] && keys[1] != keys[2], "{keys:?}");
        assert_eq!(first.play(size.cell(0, 0).unwrap()).to_move(), Player::SECOND);
    }
}
