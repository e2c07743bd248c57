//! The proof of `ttt_core::search`: tic-tac-toe as a `Game` agrees with `perfect_play` on every
//! reachable position, with and without the table, and a score-valued game agrees with a plain
//! minimax written here.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::{best_moves, outcome, Outcome};
use ttt_core::positions::reachable_positions;
use ttt_core::search::{Best, Game, Search};

/// Tic-tac-toe in a game X starts: a line wins at once, a full board without one is a draw.
#[derive(Clone, Copy, Debug)]
struct TicTacToe(Board);

impl TicTacToe {
    fn to_move(self) -> Mark {
        match self.0.count(Mark::X) == self.0.count(Mark::O) {
            true => Mark::X,
            false => Mark::O,
        }
    }
}

impl Game for TicTacToe {
    type Move = Square;
    type Moves = Vec<Square>;
    type Key = u32;
    fn key(&self) -> u32 {
        u32::from(self.0.marks(Mark::X)) | u32::from(self.0.marks(Mark::O)) << 9
    }
    fn final_value(&self) -> Option<i64> {
        // Only the player who just moved can have a line: the player to move has lost.
        if self.0.has_line(self.to_move().opponent()) {
            Some(-1)
        } else if self.0.is_full() {
            Some(0)
        } else {
            None
        }
    }
    fn moves(&self) -> Vec<Square> {
        Square::ALL.into_iter().filter(|&square| self.0.mark_at(square).is_none()).collect()
    }
    fn play(&self, square: Square) -> TicTacToe {
        TicTacToe(self.0.with(square, self.to_move()))
    }
}

fn value_of(outcome: Outcome) -> i64 {
    match outcome {
        Outcome::Loss => -1,
        Outcome::Draw => 0,
        Outcome::Win => 1,
    }
}

/// Every reachable position, in the order `reachable_positions` gives (which mixes early and
/// late positions, so the table meets many windows), against the compile-time table.
fn agrees_with_perfect_play(mut search: Search<TicTacToe>) -> Search<TicTacToe> {
    let positions = reachable_positions(Mark::X);
    assert_eq!(positions.len(), 5478);
    for &board in &positions {
        let expected = value_of(outcome(board, Mark::X).unwrap());
        assert_eq!(search.value(&TicTacToe(board)), expected, "{board:?}");
        let best = search.best_moves(&TicTacToe(board));
        let expected = Best { value: expected, moves: best_moves(board, Mark::X).unwrap() };
        assert_eq!(best, expected, "{board:?}");
    }
    // And backwards, so the late positions are asked first, with a table that knows them.
    for &board in positions.iter().rev() {
        let expected = value_of(outcome(board, Mark::X).unwrap());
        assert_eq!(search.value(&TicTacToe(board)), expected, "{board:?}");
    }
    search
}

#[test]
fn tic_tac_toe_agrees_with_perfect_play_on_every_reachable_position() {
    let with_table = agrees_with_perfect_play(Search::new());
    let without = agrees_with_perfect_play(Search::without_table());
    assert!(with_table.visited() < without.visited());
    // One entry per position the search expanded: reachable and unfinished, 5478 - 958.
    assert_eq!(with_table.stored(), 5478 - 958);
}

#[test]
fn the_empty_board_with_and_without_the_table() {
    let empty = TicTacToe(Board::EMPTY);
    let mut with_table = Search::new();
    let mut without = Search::without_table();
    assert_eq!((with_table.value(&empty), without.value(&empty)), (0, 0));
    // Pinned: a change of the search shows here. Plain minimax would visit 549,946 positions
    // (every game prefix); the pruning alone cuts that, the table cuts it again.
    assert_eq!((with_table.visited(), without.visited()), (WITH_TABLE, WITHOUT_TABLE));
    let (mut with_table, mut without) = (Search::new(), Search::without_table());
    assert_eq!(with_table.best_moves(&empty).moves, Square::ALL);
    assert_eq!(without.best_moves(&empty).moves, Square::ALL);
}

const WITH_TABLE: u64 = 4777;
const WITHOUT_TABLE: u64 = 18_297;

/// A score game on up to 7 cells with weights: the players take cells in turn, and when all
/// are taken the value is the mover's total minus the other's. Taking cell 0 first (`grab`)
/// ends the game at once, scoring a bonus: many values, so the table stores every kind of
/// bound.
#[derive(Clone, Copy, Debug)]
struct Cells<'a> {
    weights: &'a [i64],
    /// The cells of the player to move, of the other player.
    mine: u8,
    theirs: u8,
    /// The bonus the last move's player scored by taking cell 0 first, if so.
    grabbed: Option<i64>,
}

impl Game for Cells<'_> {
    type Move = usize;
    type Moves = Vec<usize>;
    type Key = u16;
    fn key(&self) -> u16 {
        u16::from(self.mine) | u16::from(self.theirs) << 8
    }
    fn final_value(&self) -> Option<i64> {
        if let Some(bonus) = self.grabbed {
            return Some(-bonus);
        }
        let all = (1u16 << self.weights.len()) - 1;
        (u16::from(self.mine | self.theirs) == all)
            .then(|| total(self.weights, self.mine) - total(self.weights, self.theirs))
    }
    fn moves(&self) -> Vec<usize> {
        (0..self.weights.len()).filter(|&cell| (self.mine | self.theirs) & 1 << cell == 0).collect()
    }
    fn play(&self, cell: usize) -> Self {
        let grabbed = (cell == 0 && self.mine | self.theirs == 0).then(|| self.weights[0] * 3);
        Cells { weights: self.weights, mine: self.theirs, theirs: self.mine | 1 << cell, grabbed }
    }
}

fn total(weights: &[i64], cells: u8) -> i64 {
    (0..weights.len()).filter(|&cell| cells & 1 << cell != 0).map(|cell| weights[cell]).sum()
}

/// Plain minimax over every order of the cells, with the rules written out again.
fn cells_by_brute_force(weights: &[i64], mine: u8, theirs: u8, grabbed: Option<i64>) -> i64 {
    if let Some(bonus) = grabbed {
        return -bonus;
    }
    let free: Vec<usize> =
        (0..weights.len()).filter(|&cell| (mine | theirs) & 1 << cell == 0).collect();
    if free.is_empty() {
        return total(weights, mine) - total(weights, theirs);
    }
    let first = mine | theirs == 0;
    free.iter()
        .map(|&cell| {
            let grabbed = (first && cell == 0).then(|| weights[0] * 3);
            -cells_by_brute_force(weights, theirs, mine | 1 << cell, grabbed)
        })
        .max()
        .unwrap()
}

#[test]
fn a_score_game_agrees_with_brute_force_on_every_position() {
    let mut state = 0x5eed_u64;
    let mut next = |bound: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % bound
    };
    for round in 0..30 {
        let len = 1 + next(7) as usize;
        let weights: Vec<i64> = (0..len).map(|_| next(21) as i64 - 10).collect();
        let mut with_table = Search::new();
        let mut without = Search::without_table();
        // Every split of the cells between the two players whose counts a game can reach.
        for mine in 0..1u8 << len {
            for theirs in (0..1u8 << len).filter(|theirs| theirs & mine == 0) {
                let (m, t) = (mine.count_ones(), theirs.count_ones());
                if t != m && t != m + 1 {
                    continue;
                }
                let position = Cells { weights: &weights, mine, theirs, grabbed: None };
                let expected = cells_by_brute_force(&weights, mine, theirs, None);
                let shown = format!("round {round}, {weights:?}, {mine:b} against {theirs:b}");
                assert_eq!(with_table.value(&position), expected, "{shown}");
                assert_eq!(without.value(&position), expected, "{shown}");
                let values = with_table.move_values(&position);
                let brute: Vec<(usize, i64)> = position
                    .moves()
                    .into_iter()
                    .map(|cell| {
                        let grabbed = (cell == 0 && mine | theirs == 0).then(|| weights[0] * 3);
                        (cell, -cells_by_brute_force(&weights, theirs, mine | 1 << cell, grabbed))
                    })
                    .collect();
                assert_eq!(values, brute, "{shown}");
                let best = without.best_moves(&position);
                let keep: Vec<usize> =
                    brute.iter().filter(|(_, v)| *v == expected).map(|(cell, _)| *cell).collect();
                assert_eq!(best, Best { value: expected, moves: keep }, "{shown}");
            }
        }
    }
}
