//! Game search: the value of a two-player position and the moves that keep it, by negamax with
//! alpha-beta pruning and a transposition table.
//!
//! A game is anything that implements [`Game`]: its positions, the moves from a position in the
//! order the problem states them, the value of a finished position for the player to move (a
//! line won, a score, misère, ...) and a compact key that names a position. [`Search`] then
//! answers [`Search::value`], [`Search::move_values`] and [`Search::best_moves`], the last in
//! the game's move order, so "the first winning move in row order" is
//! `best_moves(..).moves.first()`. Values are always seen from the player to move: the
//! opponent's value of the same position is its negation (negamax).
//!
//! This module reaches no other module of the crate, so a submission that uses only it carries
//! only it.
//!
//! ```
//! use ttt_core::search::{Game, Search};
//!
//! /// Misère Nim on one pile: take 1, 2 or 3 stones; whoever takes the last stone loses.
//! #[derive(Clone, Copy, Debug)]
//! struct Pile(u32);
//!
//! impl Game for Pile {
//!     type Move = u32;
//!     type Moves = Vec<u32>;
//!     type Key = u32;
//!     fn key(&self) -> u32 {
//!         self.0
//!     }
//!     fn final_value(&self) -> Option<i64> {
//!         // No stone left: the opponent took the last one, so the player to move has won.
//!         (self.0 == 0).then_some(1)
//!     }
//!     fn moves(&self) -> Vec<u32> {
//!         (1..=3.min(self.0)).collect()
//!     }
//!     fn play(&self, take: u32) -> Pile {
//!         Pile(self.0 - take)
//!     }
//! }
//!
//! let mut search = Search::new();
//! // A pile of 4k + 1 stones is lost for the player to move, any other is won.
//! assert_eq!(search.value(&Pile(9)), -1);
//! assert_eq!(search.value(&Pile(11)), 1);
//! // The winning move leaves 4k + 1 stones: from 11 take 2.
//! let best = search.best_moves(&Pile(11));
//! assert_eq!((best.value, best.moves), (1, vec![2]));
//! assert_eq!(search.move_values(&Pile(11)), [(1, -1), (2, 1), (3, -1)]);
//!
//! // The table is the memo: without it every move order is searched again.
//! let mut plain = Search::without_table();
//! assert_eq!(plain.value(&Pile(20)), 1);
//! let mut memo = Search::new();
//! assert_eq!(memo.value(&Pile(20)), 1);
//! assert!(memo.visited() < plain.visited());
//! ```
//!
//! # Why the table is right
//!
//! Write `V(p)` for the value of `p` under perfect play. The search of `p` with a window
//! `alpha < beta` returns `r` with (fail-soft alpha-beta):
//!
//! - `r <= alpha`: `V(p) <= r`;
//! - `r >= beta`: `V(p) >= r`;
//! - otherwise `r == V(p)`.
//!
//! Without the table this is Knuth and Moore's theorem on alpha-beta (1975), by induction on the
//! depth: each child is searched with the window (`-beta`, `-alpha`) of the best value so far,
//! and a child's result that reaches `beta` makes the rest irrelevant.
//!
//! The table stores `r` under `p`'s key as exactly that: an upper bound, a lower bound or the
//! value, so every entry is a true statement about `V(p)`, whatever window wrote it, and stays
//! true for any later search. A look-up returns at once when the entry decides the window (a
//! value, a lower bound `>= beta`, an upper bound `<= alpha`); otherwise a lower bound `l`
//! raises `alpha` to `max(alpha, l)` (an upper bound lowers `beta` likewise), and the three
//! cases still hold for the window the caller gave: a result `<= alpha` is `<=` the raised one
//! too, and a result between `alpha` and the raised `alpha` has `V(p) <= r <= l <= V(p)`.
//! The full window (`-i64::MAX`, `i64::MAX`) holds every value, so a search with it is exact:
//! [`Search::value`] and every child [`Search::move_values`] searches use it, so the moves that
//! keep the value are found by exact values, never by a bound.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// A two-player game with perfect information, as the search sees it: the players alternate,
/// and every value is seen from the player to move.
pub trait Game: Sized {
    /// A move, as the problem names it (a square, a number of stones).
    type Move: Copy;
    /// The moves from a position, in the order the problem states them.
    type Moves: IntoIterator<Item = Self::Move>;
    /// A compact key that tells apart every position one [`Search`] meets (a `u32`, `u64` or
    /// `u128` of bits). What is fixed for the whole game, such as a problem's weights, need not
    /// be in it, as long as a `Search` is not shared between games where it differs.
    type Key: Copy + Eq + Hash;

    /// This position's key.
    fn key(&self) -> Self::Key;

    /// The value of a finished position for the player to move, or `None` while the game goes
    /// on. Any `i64` but `i64::MIN` (whose negation overflows): `-1`, `0`, `1` for a loss, draw
    /// and win, or a score.
    fn final_value(&self) -> Option<i64>;

    /// The moves of the player to move, in the problem's order; called only when
    /// [`Game::final_value`] is `None`, and must then give at least one move.
    fn moves(&self) -> Self::Moves;

    /// The position after `mv`, with the other player to move.
    fn play(&self, mv: Self::Move) -> Self;
}

/// The value of a position and every move that keeps it, in the game's move order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best<M> {
    /// The value for the player to move, under perfect play by both sides.
    pub value: i64,
    /// The moves whose position has that value for the player who made them; empty when the
    /// game is over.
    pub moves: Vec<M>,
}

/// What an entry of the table knows about the value of its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// The value is exactly this.
    Exact,
    /// The value is at least this.
    Lower,
    /// The value is at most this.
    Upper,
}

/// Negamax with alpha-beta pruning, and a transposition table unless made without one; counts
/// the positions it visits.
///
/// One `Search` may answer many positions of one game: what its table holds stays true.
pub struct Search<G: Game> {
    table: Option<HashMap<G::Key, (i64, Bound)>>,
    visited: u64,
}

impl<G: Game> fmt::Debug for Search<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Search")
            .field("stored", &self.table.as_ref().map(HashMap::len))
            .field("visited", &self.visited)
            .finish()
    }
}

impl<G: Game> Default for Search<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// The widest window: every value but `i64::MIN` lies inside it or on its edges.
const FULL_WINDOW: (i64, i64) = (-i64::MAX, i64::MAX);

impl<G: Game> Search<G> {
    /// A search with a transposition table, empty so far.
    pub fn new() -> Self {
        Search { table: Some(HashMap::new()), visited: 0 }
    }

    /// A search without a table: plain alpha-beta, which meets a position once for each order
    /// of moves that reaches it. For comparison, and for a game too big to remember.
    pub fn without_table() -> Self {
        Search { table: None, visited: 0 }
    }

    /// How many positions this search has visited so far, over all its queries: each time it
    /// looks at a position counts, the ones the table answers included.
    pub fn visited(&self) -> u64 {
        self.visited
    }

    /// How many positions the table holds (0 without a table).
    pub fn stored(&self) -> usize {
        self.table.as_ref().map_or(0, HashMap::len)
    }

    /// The value of `position` for the player to move, under perfect play by both sides.
    ///
    /// # Panics
    /// When the game breaks its contract: a position that is not finished has no move.
    ///
    /// # Complexity
    /// Without a table, at most one visit per node of the game tree below `position` (one per
    /// order of moves), usually far fewer thanks to the pruning. With it, a position whose value
    /// is known is visited but not searched again; one known only by a bound may be searched
    /// again for a window that bound does not decide. Each visit costs a table look-up, and
    /// the table keeps one entry per position searched: memory linear in those positions.
    pub fn value(&mut self, position: &G) -> i64 {
        self.negamax(position, FULL_WINDOW.0, FULL_WINDOW.1)
    }

    /// Each move of `position` in the game's order, with its value for the player making it
    /// (the negation of the value of the position it leads to); empty when the game is over.
    ///
    /// # Panics
    /// As [`Search::value`].
    ///
    /// # Complexity
    /// A full-window search of each child, each as [`Search::value`] (the children are the
    /// positions visited, not `position` itself); with the table, they share what they learn.
    pub fn move_values(&mut self, position: &G) -> Vec<(G::Move, i64)> {
        if position.final_value().is_some() {
            return Vec::new();
        }
        let mut values = Vec::new();
        for mv in position.moves() {
            values.push((mv, -self.value(&position.play(mv))));
        }
        values
    }

    /// The value of `position` and every move that keeps it, in the game's order: the first of
    /// them is the first best move the problem's order meets.
    ///
    /// # Panics
    /// As [`Search::value`].
    ///
    /// # Complexity
    /// That of [`Search::move_values`].
    pub fn best_moves(&mut self, position: &G) -> Best<G::Move> {
        if let Some(value) = position.final_value() {
            return Best { value, moves: Vec::new() };
        }
        let values = self.move_values(position);
        let Some(value) = values.iter().map(|&(_, value)| value).max() else {
            panic!("a position that is not finished has no move");
        };
        let moves = values.into_iter().filter(|&(_, v)| v == value).map(|(mv, _)| mv).collect();
        Best { value, moves }
    }

    /// The first move of `position` in the game's order whose position is worth at least
    /// `target` to the player making it, or `None` when no move is (or the game is over):
    /// "the first move in row order that wins by force" is `first_move_reaching(position, 1)`
    /// for a game that scores a win 1. Unlike [`Search::best_moves`] it stops at that move,
    /// and asks of each move only whether it reaches `target`.
    ///
    /// # Panics
    /// As [`Search::value`].
    ///
    /// # Complexity
    /// A null-window search of each move up to the one found: the window (`-target`,
    /// `-target + 1`) of the opponent holds no integer, so each search only decides whether the
    /// value is at most `-target`, and prunes as soon as it knows.
    pub fn first_move_reaching(&mut self, position: &G, target: i64) -> Option<G::Move> {
        if position.final_value().is_some() {
            return None;
        }
        let mut moves = position.moves().into_iter();
        if target <= -i64::MAX {
            // Every value is at least `-i64::MAX`: the first move reaches it.
            return moves.next();
        }
        // A result `r <= -target` means `V <= r` for the opponent: the mover gets `-V >= target`.
        // A result `r >= -target + 1` means `V >= r`: the mover gets less than `target`.
        moves.find(|&mv| self.negamax(&position.play(mv), -target, -target + 1) <= -target)
    }

    /// Fail-soft negamax over the window `alpha < beta`; the module's guide says what the
    /// result tells and why the table keeps it true.
    fn negamax(&mut self, position: &G, mut alpha: i64, mut beta: i64) -> i64 {
        self.visited += 1;
        if let Some(value) = position.final_value() {
            return value;
        }
        let key = position.key();
        let window = (alpha, beta);
        if let Some(&(value, bound)) = self.table.as_ref().and_then(|table| table.get(&key)) {
            match bound {
                Bound::Exact => return value,
                Bound::Lower if value >= beta => return value,
                Bound::Upper if value <= alpha => return value,
                Bound::Lower => alpha = alpha.max(value),
                Bound::Upper => beta = beta.min(value),
            }
        }
        let mut best = None;
        for mv in position.moves() {
            let value = -self.negamax(&position.play(mv), -beta, -alpha);
            best = Some(best.map_or(value, |best: i64| best.max(value)));
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let Some(best) = best else {
            panic!("a position that is not finished has no move");
        };
        if let Some(table) = &mut self.table {
            let bound = if best <= window.0 {
                Bound::Upper
            } else if best >= window.1 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            table.insert(key, (best, bound));
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Misère Nim on several piles of up to 7 stones: take any number from one pile; whoever
    /// takes the last stone loses.
    #[derive(Clone, Copy, Debug)]
    struct Nim([u8; 4]);

    impl Game for Nim {
        type Move = (usize, u8);
        type Moves = Vec<(usize, u8)>;
        type Key = u32;
        fn key(&self) -> u32 {
            self.0.iter().fold(0, |key, &pile| key << 3 | u32::from(pile))
        }
        fn final_value(&self) -> Option<i64> {
            self.0.iter().all(|&pile| pile == 0).then_some(1)
        }
        fn moves(&self) -> Vec<(usize, u8)> {
            (0..4).flat_map(|pile| (1..=self.0[pile]).map(move |take| (pile, take))).collect()
        }
        fn play(&self, (pile, take): (usize, u8)) -> Nim {
            let mut piles = self.0;
            piles[pile] -= take;
            Nim(piles)
        }
    }

    /// Plain minimax over every move order, written apart from the search.
    fn nim_by_brute_force(piles: [u8; 4]) -> i64 {
        if piles.iter().all(|&pile| pile == 0) {
            return 1;
        }
        let mut best = i64::MIN;
        for pile in 0..4 {
            for take in 1..=piles[pile] {
                let mut next = piles;
                next[pile] -= take;
                best = best.max(-nim_by_brute_force(next));
            }
        }
        best
    }

    #[test]
    fn misere_nim_against_brute_force_and_bouton() {
        let mut memo = Search::new();
        for piles in [[1, 0, 0, 0], [1, 1, 0, 0], [2, 2, 0, 0], [1, 2, 3, 0], [3, 1, 2, 2]] {
            let expected = nim_by_brute_force(piles);
            // Misère Bouton: with a pile of two or more the mover wins when the xor is not 0;
            // with piles of at most one, when their number is even.
            let big = piles.iter().any(|&pile| pile > 1);
            let xor = piles.iter().fold(0, |xor, &pile| xor ^ pile);
            let ones = piles.iter().filter(|&&pile| pile == 1).count();
            let bouton = if (big && xor != 0) || (!big && ones % 2 == 0) { 1 } else { -1 };
            assert_eq!(expected, bouton, "{piles:?}");
            assert_eq!(memo.value(&Nim(piles)), expected, "{piles:?} with the table");
            assert_eq!(Search::without_table().value(&Nim(piles)), expected, "{piles:?}");
        }
        // The table is used: its piles of 3, 1, 2, 2 were partly met before.
        let mut plain = Search::without_table();
        plain.value(&Nim([3, 1, 2, 2]));
        let mut fresh = Search::new();
        fresh.value(&Nim([3, 1, 2, 2]));
        assert!(fresh.visited() < plain.visited(), "{fresh:?} {plain:?}");
        assert!(fresh.stored() > 0 && plain.stored() == 0);
    }

    #[test]
    fn the_first_move_reaching_a_value_is_the_first_such_in_move_values() {
        let mut shared = Search::new();
        for piles in
            [[1, 0, 0, 0], [1, 1, 0, 0], [2, 2, 0, 0], [1, 2, 3, 0], [3, 1, 2, 2], [3, 3, 1, 0]]
        {
            let values = Search::new().move_values(&Nim(piles));
            for target in [-i64::MAX, -2, -1, 0, 1, 2, i64::MAX] {
                let expected =
                    values.iter().find(|&&(_, value)| value >= target).map(|&(mv, _)| mv);
                assert_eq!(shared.first_move_reaching(&Nim(piles), target), expected, "{piles:?}");
                let plain = Search::without_table().first_move_reaching(&Nim(piles), target);
                assert_eq!(plain, expected, "{piles:?} {target} without a table");
            }
        }
        assert_eq!(Search::new().first_move_reaching(&Nim([0; 4]), -1), None);
    }

    #[test]
    fn a_finished_position_has_its_value_and_no_move() {
        let mut search = Search::new();
        let over = Nim([0; 4]);
        assert_eq!(search.value(&over), 1);
        assert_eq!(search.move_values(&over), []);
        assert_eq!(search.best_moves(&over), Best { value: 1, moves: vec![] });
    }

    /// A game that breaks the contract: never over, and no move.
    #[derive(Debug)]
    struct Stuck;

    impl Game for Stuck {
        type Move = ();
        type Moves = Vec<()>;
        type Key = ();
        fn key(&self) {}
        fn final_value(&self) -> Option<i64> {
            None
        }
        fn moves(&self) -> Vec<()> {
            Vec::new()
        }
        fn play(&self, (): ()) -> Stuck {
            Stuck
        }
    }

    #[test]
    fn a_game_without_moves_that_is_not_over_is_a_bug_in_the_game() {
        let value = std::panic::catch_unwind(|| Search::new().value(&Stuck));
        let best = std::panic::catch_unwind(|| Search::new().best_moves(&Stuck));
        assert!(value.is_err() && best.is_err());
    }
}
