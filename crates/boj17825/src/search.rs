//! The best score of a roll: branch and bound over the moves of interchangeable pieces, pruned
//! by a Lagrangian upper bound and a table of positions already searched.

use crate::board::{
    BY_DISTANCE, DESTINATION, LANDING_SCORE, MAX_DISTANCE, OCCUPANCY, SQUARE_COUNT, START, WITHIN,
};

/// The number of turns, one die each.
pub const TURNS: usize = 10;

/// The number of pieces, all on start before the first turn.
pub const PIECES: u8 = 4;

/// The dice of a game, one per turn and each 1..=5, known before the first move.
pub type Dice = [u8; TURNS];

/// Where the pieces stand, packed in one word. Pieces are interchangeable, so it only records
/// which squares hold a piece (bit `square`, as in [`OCCUPANCY`]) and, from bit
/// [`Pieces::START_SHIFT`] up, how many pieces are still on start; the others are on arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pieces(u64);

impl Pieces {
    /// Where the count of pieces on start begins, above every square's bit.
    pub const START_SHIFT: u32 = SQUARE_COUNT as u32;

    /// Every piece on start.
    pub const START: Pieces = Pieces((PIECES as u64) << Self::START_SHIFT);

    /// The squares holding a piece, one bit each; start and arrival never show.
    pub const fn occupied(self) -> u64 {
        self.0 & ((1 << Self::START_SHIFT) - 1)
    }

    /// How many pieces are on start.
    pub const fn on_start(self) -> u64 {
        self.0 >> Self::START_SHIFT
    }

    /// The squares a piece may move from, one bit each: every square holding a piece, and
    /// start (bit 0) while a piece is there. Pieces on one square are alike, so only one of
    /// them needs to move; only start can hold several (arrival's pieces are done).
    pub const fn movable(self) -> u64 {
        self.occupied() | (self.on_start() != 0) as u64
    }

    /// The pieces after one piece moved from `from` to `to`, which must be free or arrival.
    pub const fn moved(self, from: usize, to: usize) -> Pieces {
        Pieces(self.0 - LEAVING[from] + OCCUPANCY[to])
    }
}

/// `LEAVING[square]` is what leaves [`Pieces`] when a piece moves off `square`: its bit, or one
/// piece from the count on start.
const LEAVING: [u64; SQUARE_COUNT] = leaving();

// `Pieces::movable` marks start with bit 0, which no square on the board uses.
const _: () = assert!(START == 0 && OCCUPANCY[START] == 0);

const fn leaving() -> [u64; SQUARE_COUNT] {
    let mut table = OCCUPANCY;
    table[START] = 1 << Pieces::START_SHIFT;
    table
}

/// The price each turn but the last carries in the upper bound. Any value gives a valid bound;
/// this one, close to what a move is worth on average, keeps it tight (picked by counting search
/// nodes over every possible roll). The last turn is free: the bound already lets only one piece
/// take it, and any price for it would only loosen the bound.
const TURN_PRICE: i32 = 27;

/// Slots in the table of positions already searched. A clash only costs a repeated search,
/// and a small table is cheap to clear.
const SEEN_SLOTS: usize = 1 << 8;

/// The best score of one roll, and how hard it was to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The largest total of the squares where the ten moves end.
    pub score: u32,
    /// How many positions the search expanded (a measure of its work, for tests).
    pub nodes: u32,
}

/// The largest total a game with these `dice` can score.
///
/// # Panics
/// When a die is not 1..=5.
///
/// # Complexity
/// At most 4 choices a turn, so `4^10` move sequences in principle, but the search expands a few
/// hundred positions at most (200 for the hardest of all `5^10` rolls, 37 on average). It
/// moves only one of the pieces on start (they are alike) and never two pieces from one square;
/// it tries the moves with the best bound first; it cuts a branch when an upper bound (below)
/// cannot beat the best total found; it skips a position it already reached at the same turn with
/// at least the same score; and it plays the last two turns by trying every pair of moves.
/// Setting up the bound costs `TURNS × SQUARE_COUNT` steps.
///
/// The bound relaxes "each turn moves exactly one piece". A lone piece on square `s` before turn
/// `t` may take any subset of the remaining turns, scoring its moves and paying a price λ for
/// each turn but the last that it takes, and ignoring the other pieces: `potential[t][s]` is the
/// most such a plan earns when it leaves the last turn alone, and `bonus[t][s]` how much more it
/// earns when it may take the last turn too. In a real game the pieces split the remaining turns
/// exactly, and only one of them takes the last turn, so the score still to come is at most
/// `λ × (TURNS - 1 - t) + Σ potential[t][s] + max bonus[t][s]` over the pieces, whatever λ is.
pub fn max_score(dice: &Dice) -> Solution {
    max_score_showing_bounds(dice, |_| {})
}

/// A move the search weighed, with the bound it put on it. Pruning is safe exactly when no game
/// that makes this move scores more than `bound` in all, so tests check that through
/// [`max_score_showing_bounds`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundedMove {
    /// The turn the move is made on. The last two turns are played out without a bound, so it
    /// is below `TURNS - 2`.
    pub turn: usize,
    /// Where the pieces stand before the move.
    pub pieces: Pieces,
    /// The total scored before the move.
    pub score: i32,
    /// The square the moving piece leaves (start for a piece on start).
    pub from: usize,
    /// The most the search assumes a game that makes the move can score in all; it cuts the
    /// move when that cannot beat the best total found.
    pub bound: i32,
}

/// [`max_score`], calling `each` with every move the search weighs at every position it
/// expands, cut or not, and its bound. `max_score` is this with an `each` that does nothing, which
/// the compiler removes, so the solver pays nothing for it.
///
/// # Panics
/// When a die is not 1..=5.
pub fn max_score_showing_bounds(dice: &Dice, each: impl FnMut(BoundedMove)) -> Solution {
    assert!(dice.iter().all(|die| (1..=5).contains(die)), "a die is not 1..=5: {dice:?}");
    let mut seen = [0; SEEN_SLOTS];
    let mut search = Search::new(dice, &mut seen, each);
    search.visit(0, Pieces::START, 0);
    Solution { score: search.best.max(0) as u32, nodes: search.nodes }
}

/// The state of one branch-and-bound search.
#[derive(Debug)]
struct Search<'a, Each> {
    dice: &'a Dice,
    /// `potential[turn][square]`, as in [`max_score`]; row `TURNS - 1` is zero.
    potential: [[i32; SQUARE_COUNT]; TURNS],
    /// `bonus[turn][square]`, as in [`max_score`].
    bonus: [[i32; SQUARE_COUNT]; TURNS],
    /// `gain[turn][square]`: the score of the move on `turn` from `square` plus the change it
    /// brings to the sum of `potential[turn + 1]`.
    gain: [[i32; SQUARE_COUNT]; TURNS],
    /// The best total found so far, -1 before the first.
    best: i32,
    nodes: u32,
    /// Positions already searched, packed by [`Search::seen_before`]; 0 is an empty slot.
    seen: &'a mut [u64; SEEN_SLOTS],
    /// Shown every move weighed, as in [`max_score_showing_bounds`].
    each: Each,
}

impl<'a, Each: FnMut(BoundedMove)> Search<'a, Each> {
    /// Sets up the bound for `dice`.
    ///
    /// # Complexity
    /// `TURNS × SQUARE_COUNT` steps.
    fn new(dice: &'a Dice, seen: &'a mut [u64; SEEN_SLOTS], each: Each) -> Self {
        let mut potential = [[0; SQUARE_COUNT]; TURNS];
        let mut bonus = [[0; SQUARE_COUNT]; TURNS];
        let mut gain = [[0; SQUARE_COUNT]; TURNS];
        // Before turn `t` a piece stands at most as far from start as the dice before `t` add
        // up to, so the rows only cover those squares; the rest are never read.
        let mut travelled = [0; TURNS];
        for turn in 1..TURNS {
            travelled[turn] = travelled[turn - 1] + usize::from(dice[turn - 1]);
        }
        let reach =
            |turn: usize| &BY_DISTANCE[..usize::from(WITHIN[travelled[turn].min(MAX_DISTANCE)])];
        // `full` is a row of `potential + bonus`: the best plan that may take the last turn too.
        let last = usize::from(dice[TURNS - 1]);
        let mut full = [0; SQUARE_COUNT];
        for &square in reach(TURNS - 1) {
            let square = usize::from(square);
            full[square] = LANDING_SCORE[last][square];
        }
        bonus[TURNS - 1] = full;
        for turn in (0..TURNS - 1).rev() {
            let die = usize::from(dice[turn]);
            let (now, later) = potential.split_at_mut(turn + 1);
            let (now, later) = (&mut now[turn], &later[0]);
            let later_full = full;
            for &square in reach(turn) {
                let square = usize::from(square);
                let to = usize::from(DESTINATION[die][square]);
                let landing = LANDING_SCORE[die][square];
                // A lone piece takes the turn when it gains more than the price. Arrival never
                // does: its move scores 0 and changes nothing.
                let change = landing + later[to] - later[square];
                now[square] = later[square] + (change - TURN_PRICE).max(0);
                let full_change = landing + later_full[to] - later_full[square];
                full[square] = later_full[square] + (full_change - TURN_PRICE).max(0);
                bonus[turn][square] = full[square] - now[square];
                gain[turn][square] = change;
            }
        }
        Search { dice, potential, bonus, gain, best: -1, nodes: 0, seen, each }
    }

    /// Looks `pieces` before `turn` up in the table of positions already searched: true when
    /// they were reached with at least `score` before, else records `score` for them.
    ///
    /// A slot holds the turn and the pieces above bit 16 and the score below; no position after
    /// the first turn packs to 0, the empty slot.
    fn seen_before(&mut self, turn: usize, pieces: Pieces, score: i32) -> bool {
        let key = pieces.0 | (turn as u64) << 36;
        let hash = key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - SEEN_SLOTS.trailing_zeros());
        let slot = &mut self.seen[hash as usize];
        if *slot >> 16 == key && (*slot & 0xffff) as i32 >= score {
            return true;
        }
        *slot = key << 16 | score as u64;
        false
    }

    /// Searches on from `pieces` before `turn`, having scored `score` so far.
    fn visit(&mut self, turn: usize, pieces: Pieces, score: i32) {
        self.nodes += 1;
        if turn + 2 == TURNS {
            self.finish(pieces, score);
            return;
        }
        let next = turn + 1;
        let die = usize::from(self.dice[turn]);
        let destination = &DESTINATION[die];
        let (potential, bonus) = (&self.potential[next], &self.bonus[next]);
        let occupied = pieces.occupied();
        let on_start = pieces.on_start();

        // The bound after a move is `base + gain[from]`, which swaps the moving piece's
        // `potential` for that of its new square, plus the largest `bonus` of the pieces after
        // the move: the moved piece's, or the best of the others'.
        let mut base = score + TURN_PRICE * (TURNS - 1 - next) as i32;
        // The two largest bonuses of the pieces, and the square of the largest.
        let (mut top, mut top_square, mut second) = (0, START, 0);
        let mut take_bonus = |value: i32, square: usize| {
            if value > top {
                (second, top, top_square) = (top, value, square);
            } else if value > second {
                second = value;
            }
        };
        // The squares whose piece may move this turn: not onto another piece.
        let mut froms = [0u8; PIECES as usize];
        let mut count = 0;
        let mut rest = pieces.movable();
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            base += potential[square];
            take_bonus(bonus[square], square);
            if occupied & OCCUPANCY[usize::from(destination[square])] == 0 {
                froms[count] = square as u8;
                count += 1;
            }
        }
        if on_start > 1 {
            // The pieces on start but the one counted above: a start move leaves them there.
            base += (on_start - 1) as i32 * potential[START];
            take_bonus(bonus[START], SQUARE_COUNT);
        }

        // Each move is packed as its bound change (offset to stay positive) above its square, so
        // sorting the words sorts the moves.
        const OFFSET: i32 = 1 << 12;
        let mut moves = [0u32; PIECES as usize];
        let gain = &self.gain[turn];
        for (packed, &from) in moves.iter_mut().zip(&froms[..count]) {
            let from = usize::from(from);
            let others = if from == top_square { second } else { top };
            let change = gain[from] + others.max(bonus[usize::from(destination[from])]);
            *packed = ((change + OFFSET) as u32) << 8 | from as u32;
        }
        let moves = &mut moves[..count];
        // Insertion sort, best bound first: four moves at most.
        for i in 1..moves.len() {
            let mut j = i;
            while j > 0 && moves[j - 1] < moves[j] {
                moves.swap(j - 1, j);
                j -= 1;
            }
        }
        let bound = |packed: u32| base + (packed >> 8) as i32 - OFFSET;
        // Only plain arithmetic, nothing that could panic, goes to `each`, so that when it does
        // nothing the compiler drops this loop whole.
        for &packed in moves.iter() {
            let from = (packed & 0xff) as usize;
            (self.each)(BoundedMove { turn, pieces, score, from, bound: bound(packed) });
        }
        for &packed in moves.iter() {
            if bound(packed) <= self.best {
                // The moves are sorted, so no later one can do better either.
                break;
            }
            let from = (packed & 0xff) as usize;
            let to = usize::from(destination[from]);
            let (child, child_score) = (pieces.moved(from, to), score + LANDING_SCORE[die][from]);
            if !self.seen_before(next, child, child_score) {
                self.visit(next, child, child_score);
            }
        }
    }

    /// Plays the last two turns from `pieces` exactly, trying every pair of moves, having scored
    /// `score` before them.
    fn finish(&mut self, pieces: Pieces, score: i32) {
        let (first, second) =
            (usize::from(self.dice[TURNS - 2]), usize::from(self.dice[TURNS - 1]));
        let occupied = pieces.occupied();
        let mut best = -1;
        let mut firsts = pieces.movable();
        while firsts != 0 {
            let from = firsts.trailing_zeros() as usize;
            firsts &= firsts - 1;
            let to = usize::from(DESTINATION[first][from]);
            if occupied & OCCUPANCY[to] != 0 {
                continue;
            }
            let after = pieces.moved(from, to);
            let mut seconds = after.movable();
            while seconds != 0 {
                let last = seconds.trailing_zeros() as usize;
                seconds &= seconds - 1;
                if after.occupied() & OCCUPANCY[usize::from(DESTINATION[second][last])] == 0 {
                    best = best.max(LANDING_SCORE[first][from] + LANDING_SCORE[second][last]);
                }
            }
        }
        if best >= 0 {
            self.best = self.best.max(score + best);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{ARRIVAL, BLUE_10, FORTY};

    #[test]
    fn known_rolls_take_a_known_number_of_positions() {
        // The samples, the hardest roll of all 5^10 (the most positions) and all 2s, with their
        // answer and the positions the search expands. A change to the bound, the move order or
        // the table of positions shows here at once; a search that lost its pruning fails here
        // in a moment, before the every-roll test would run for hours.
        let rolls: [(Dice, u32, u32); 6] = [
            ([1, 2, 3, 4, 1, 2, 3, 4, 1, 2], 190, 41),
            ([1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 133, 13),
            ([5, 1, 2, 3, 4, 5, 5, 3, 2, 4], 214, 61),
            ([5, 5, 5, 5, 5, 5, 5, 5, 5, 5], 130, 11),
            ([5, 3, 2, 5, 4, 5, 3, 5, 5, 5], 206, 200),
            ([2, 2, 2, 2, 2, 2, 2, 2, 2, 2], 166, 15),
        ];
        for (dice, score, nodes) in rolls {
            assert_eq!(max_score(&dice), Solution { score, nodes }, "{dice:?}");
        }
    }

    #[test]
    fn a_die_outside_one_to_five_is_refused() {
        for die in [0, 6] {
            let mut dice = [1; TURNS];
            dice[3] = die;
            assert!(std::panic::catch_unwind(|| max_score(&dice)).is_err(), "die {die}");
        }
    }

    #[test]
    fn pieces_count_start_and_mark_squares() {
        let start = Pieces::START;
        assert_eq!((start.on_start(), start.occupied(), start.movable()), (4, 0, 1));
        // One piece to the blue 10, then on to 40: start keeps three.
        let one_out = start.moved(START, BLUE_10);
        assert_eq!((one_out.on_start(), one_out.occupied()), (3, 1 << BLUE_10));
        assert_eq!(one_out.movable(), 1 << BLUE_10 | 1);
        let further = one_out.moved(BLUE_10, FORTY);
        assert_eq!((further.on_start(), further.occupied()), (3, 1 << FORTY));
        // Arrival holds the pieces that left the board without showing them.
        let arrived = further.moved(FORTY, ARRIVAL);
        assert_eq!((arrived.on_start(), arrived.occupied(), arrived.movable()), (3, 0, 1));
        let mut last = Pieces::START;
        for _ in 0..PIECES {
            last = last.moved(START, ARRIVAL);
        }
        assert_eq!((last.on_start(), last.occupied(), last.movable()), (0, 0, 0));
    }

    #[test]
    fn a_position_is_seen_again_only_at_the_same_turn_and_no_better_score() {
        let dice = [1; TURNS];
        let mut seen = [0; SEEN_SLOTS];
        let mut search = Search::new(&dice, &mut seen, |_| {});
        let pieces = Pieces::START.moved(START, BLUE_10);
        assert!(!search.seen_before(1, pieces, 10));
        assert!(search.seen_before(1, pieces, 10));
        assert!(search.seen_before(1, pieces, 9));
        assert!(!search.seen_before(2, pieces, 10));
        assert!(!search.seen_before(1, pieces.moved(BLUE_10, FORTY), 10));
        // A better score is searched again, and from then on is the one to beat.
        assert!(!search.seen_before(1, pieces, 11));
        assert!(search.seen_before(1, pieces, 11));
    }
}
