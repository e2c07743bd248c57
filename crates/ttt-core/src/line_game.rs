//! k in a row as a [`Game`] for [`crate::search`]: two players put stones in turn on the empty
//! cells of a [`Grid`], and the first with a line under a [`LineRule`] wins; a full grid
//! without one is a draw.
//!
//! A win is worth 1, and "the first move in row order that wins by force" is one call,
//! [`LineGame::first_winning_move`]. The search is spared what needs no search: a player who
//! can make a line at once has won (a final value), and one who must stop the other's line has
//! only the moves that stop it. The
//! key is both players' stones and the player to move in one `u128`, which holds grids of up to
//! [`MAX_KEY_BITS`] bits each (`height * (width + 1)`: 7 × 7 and 6 × 8 fit, 8 × 8 does not),
//! the sizes a full search can finish on anyway.
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
//! let game = LineGame::new(grid, LineRule::in_a_row(4), Player::FIRST).unwrap();
//! // (0,0) stops O's row but lets O stop X's; (3,0) wins at once.
//! assert_eq!(game.first_winning_move(&mut Search::new()), size.cell(3, 0));
//! ```

use crate::grid::{Cell, Grid, Player};
use crate::runs::LineRule;
use crate::search::{Game, Search};

/// The most bits (`height * (width + 1)`) a grid of a [`LineGame`] may take: two of them and
/// the player to move make its `u128` key.
pub const MAX_KEY_BITS: usize = 63;

/// A position of k in a row: the grid, the rule of a line, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LineGame {
    grid: Grid,
    rule: LineRule,
    to_move: Player,
}

impl LineGame {
    /// The position on `grid`, `to_move` to play, lines under `rule`; `None` when the grid is
    /// not for two players, `to_move` is not one of them, or the grid takes more than
    /// [`MAX_KEY_BITS`] bits.
    pub fn new(grid: Grid, rule: LineRule, to_move: Player) -> Option<LineGame> {
        let size = grid.size();
        let fits = size.height() * (size.width() + 1) <= MAX_KEY_BITS;
        (grid.player_count() == 2 && to_move.index() < 2 && fits).then_some(LineGame {
            grid,
            rule,
            to_move,
        })
    }

    /// The grid.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The rule of a line.
    pub fn rule(&self) -> LineRule {
        self.rule
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The player who moved last.
    fn opponent(&self) -> Player {
        if self.to_move == Player::FIRST {
            Player::SECOND
        } else {
            Player::FIRST
        }
    }

    /// The first empty cell, in reading order, from which the player to move wins by force
    /// whatever the other does, or `None`. Each cell is played and the other player's answers
    /// searched with [`Search::first_move_reaching`] (is there one that holds a draw), so
    /// `search` may be shared by the positions of one game and rule.
    ///
    /// # Complexity
    /// A null-window search after each empty cell up to the one found (none on a full grid).
    pub fn first_winning_move(&self, search: &mut Search<LineGame>) -> Option<Cell> {
        let empty = self.grid.empty_cells();
        let first = empty.iter().find(|&cell| {
            let next = self.play(cell);
            match next.final_value() {
                Some(value) => value < 0,
                None => search.first_move_reaching(&next, 0).is_none(),
            }
        });
        first
    }
}

impl Game for LineGame {
    type Move = Cell;
    type Moves = Vec<Cell>;
    type Key = u128;

    /// The first player's stones in bits 0 to 62, the second's from bit 63, and bit 126 set
    /// when the second player is to move.
    fn key(&self) -> u128 {
        let bits = |player| self.grid.stones(player).small_bits().unwrap_or(0);
        let mover = u128::from(self.to_move == Player::SECOND);
        bits(Player::FIRST) | bits(Player::SECOND) << MAX_KEY_BITS | mover << (2 * MAX_KEY_BITS)
    }

    /// -1 when the player who moved last has a line; 1 when the player to move has one (on a
    /// grid no game reaches, given as it is) or can make one at once; 0 when the grid is full;
    /// `None` otherwise. Winning at once is a value the search needs not search for, so a
    /// position where the player to move can win at once has no moves to the search: ask
    /// [`LineGame::first_winning_move`] for the first of its winning moves.
    fn final_value(&self) -> Option<i64> {
        if self.rule.has_line(&self.grid, self.opponent()) {
            Some(-1)
        } else if self.rule.has_line(&self.grid, self.to_move)
            || !self.rule.completing_cells(&self.grid, self.to_move).is_empty()
        {
            Some(1)
        } else if self.grid.empty_count() == 0 {
            Some(0)
        } else {
            None
        }
    }

    /// The empty cells in reading order; but when the other player could make a line at once,
    /// only the cells that stop it: any other move loses, and the search need not try it.
    fn moves(&self) -> Vec<Cell> {
        let threats = self.rule.completing_cells(&self.grid, self.opponent());
        let cells = if threats.is_empty() { self.grid.empty_cells() } else { threats };
        cells.iter().collect()
    }

    fn play(&self, cell: Cell) -> LineGame {
        let mut grid = self.grid.clone();
        grid.set(cell, Some(self.to_move));
        LineGame { grid, rule: self.rule, to_move: self.opponent() }
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
        let other = LineGame::new(grid, rule, Player::FIRST).unwrap();
        let keys = [first.key(), second.key(), other.key()];
        assert!(keys[0] != keys[1] && keys[0] != keys[2] && keys[1] != keys[2], "{keys:?}");
        assert_eq!(first.play(size.cell(0, 0).unwrap()).to_move(), Player::SECOND);
    }
}
