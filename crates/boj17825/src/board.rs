//! The Dice Yut board as a graph: squares are positions in [`SQUARES`], never the numbers on them.
//!
//! Several numbers (16, 22, 24, 26, 28, 30) label two different squares, and 25, the inner 30,
//! 35 and 40 are single squares that every path runs through, so a square is only ever named by
//! its index. All tables are computed at compile time.

/// The number of squares on the board, start and arrival included.
pub const SQUARE_COUNT: usize = 33;

/// Where every piece waits before its first move; it scores 0.
pub const START: usize = 0;
/// The blue square 10 on the outer path.
pub const BLUE_10: usize = 5;
/// The blue square 20 on the outer path.
pub const BLUE_20: usize = 10;
/// The blue square 30 on the outer path.
pub const BLUE_30: usize = 15;
/// The square 40, the last before arrival, shared by the outer path and the shortcuts.
pub const FORTY: usize = 20;
/// The shortcut square 25 where the three blue shortcuts meet.
pub const CENTRE_25: usize = 29;
/// The inner square 30 after 25 (not the blue outer 30).
pub const INNER_30: usize = 30;
/// The square 35 between the inner 30 and 40.
pub const INNER_35: usize = 31;
/// Where a piece ends: a move that reaches it stops, it scores 0 and holds any number of pieces.
pub const ARRIVAL: usize = 32;

/// One square: the number written on it and where a step from it leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    /// The number on the square, scored by a move that ends here (0 on start and arrival).
    pub score: u8,
    /// The square one step further along the path (arrival leads to itself).
    pub next: usize,
    /// On a blue square, the first step of a move that starts here; a move passing over it
    /// goes on to `next`.
    pub blue: Option<usize>,
}

/// A square on a path, stepping on to `next`.
const fn path(score: u8, next: usize) -> Square {
    Square { score, next, blue: None }
}

/// A blue square: a move starting here takes `shortcut` first, a move passing over it `next`.
const fn blue(score: u8, next: usize, shortcut: usize) -> Square {
    Square { score, next, blue: Some(shortcut) }
}

/// Every square, indexed by position: start, the outer path 2..=40, the three blue shortcuts,
/// the shared centre 25 → 30 → 35, and arrival.
pub const SQUARES: [Square; SQUARE_COUNT] = [
    path(0, 1), // START
    path(2, 2),
    path(4, 3),
    path(6, 4),
    path(8, 5),
    blue(10, 6, 21), // BLUE_10
    path(12, 7),
    path(14, 8),
    path(16, 9), // the outer 16
    path(18, 10),
    blue(20, 11, 24), // BLUE_20
    path(22, 12),     // the outer 22
    path(24, 13),     // the outer 24
    path(26, 14),     // the outer 26
    path(28, 15),     // the outer 28
    blue(30, 16, 26), // BLUE_30, the outer 30
    path(32, 17),
    path(34, 18),
    path(36, 19),
    path(38, FORTY),
    path(40, ARRIVAL), // FORTY
    path(13, 22),      // shortcut from 10
    path(16, 23),      // the inner 16
    path(19, CENTRE_25),
    path(22, 25),        // shortcut from 20: the inner 22
    path(24, CENTRE_25), // the inner 24
    path(28, 27),        // shortcut from 30: the inner 28
    path(27, 28),
    path(26, CENTRE_25), // the inner 26
    path(25, INNER_30),  // CENTRE_25
    path(30, INNER_35),  // INNER_30
    path(35, FORTY),     // INNER_35
    path(0, ARRIVAL),    // ARRIVAL
];

/// The largest die.
pub const DIE_MAX: usize = 5;

/// Where a move of `die` steps that starts on `square` ends: the blue shortcut first when
/// `square` is blue, and arrival as soon as it is reached, whatever is left of the die.
///
/// # Panics
/// When `square` is not below [`SQUARE_COUNT`].
pub const fn destination(square: usize, die: usize) -> usize {
    if die == 0 || square == ARRIVAL {
        return square;
    }
    let mut at = match SQUARES[square].blue {
        Some(shortcut) => shortcut,
        None => SQUARES[square].next,
    };
    let mut step = 1;
    while step < die && at != ARRIVAL {
        at = SQUARES[at].next;
        step += 1;
    }
    at
}

/// `DESTINATION[die][square]` is [`destination`]`(square, die)` for dice 0..=5, as bytes;
/// die-major, so one turn reads one row.
pub const DESTINATION: [[u8; SQUARE_COUNT]; DIE_MAX + 1] = destinations();

const fn destinations() -> [[u8; SQUARE_COUNT]; DIE_MAX + 1] {
    let mut table = [[0; SQUARE_COUNT]; DIE_MAX + 1];
    let mut die = 0;
    while die <= DIE_MAX {
        let mut square = 0;
        while square < SQUARE_COUNT {
            table[die][square] = destination(square, die) as u8;
            square += 1;
        }
        die += 1;
    }
    table
}

/// `LANDING_SCORE[die][square]` is what a move of `die` from `square` scores: the number on
/// [`DESTINATION`]`[die][square]`.
pub const LANDING_SCORE: [[i32; SQUARE_COUNT]; DIE_MAX + 1] = landing_scores();

const fn landing_scores() -> [[i32; SQUARE_COUNT]; DIE_MAX + 1] {
    let mut table = [[0; SQUARE_COUNT]; DIE_MAX + 1];
    let mut die = 0;
    while die <= DIE_MAX {
        let mut square = 0;
        while square < SQUARE_COUNT {
            table[die][square] = SQUARES[DESTINATION[die][square] as usize].score as i32;
            square += 1;
        }
        die += 1;
    }
    table
}

/// The most steps any square lies from start (the outer 38).
pub const MAX_DISTANCE: usize = 19;

/// `DISTANCE[square]`: the fewest steps from start to `square` along any path. A piece that
/// moved `n` steps in all stands on a square at most `n` steps away.
pub const DISTANCE: [u8; SQUARE_COUNT] = distances();

const fn distances() -> [u8; SQUARE_COUNT] {
    let mut distance = [u8::MAX; SQUARE_COUNT];
    distance[START] = 0;
    // Relax every square's steps (on to `next`, and onto a blue shortcut) until nothing
    // changes; no path is longer than the board.
    let mut round = 0;
    while round < SQUARE_COUNT {
        let mut square = 0;
        while square < SQUARE_COUNT {
            if distance[square] != u8::MAX && square != ARRIVAL {
                let step = distance[square] + 1;
                let next = SQUARES[square].next;
                if step < distance[next] {
                    distance[next] = step;
                }
                if let Some(shortcut) = SQUARES[square].blue {
                    if step < distance[shortcut] {
                        distance[shortcut] = step;
                    }
                }
            }
            square += 1;
        }
        round += 1;
    }
    distance
}

/// Every square, nearest to start first (ties by position), so the squares within `n` steps
/// of start are `BY_DISTANCE[..WITHIN[n]]`.
pub const BY_DISTANCE: [u8; SQUARE_COUNT] = by_distance();

const fn by_distance() -> [u8; SQUARE_COUNT] {
    let mut order = [0; SQUARE_COUNT];
    let mut placed = 0;
    let mut steps = 0;
    while steps <= MAX_DISTANCE {
        let mut square = 0;
        while square < SQUARE_COUNT {
            if DISTANCE[square] as usize == steps {
                order[placed] = square as u8;
                placed += 1;
            }
            square += 1;
        }
        steps += 1;
    }
    order
}

/// `WITHIN[n]`: how many squares lie at most `n` steps from start, for `n` up to
/// [`MAX_DISTANCE`].
pub const WITHIN: [u8; MAX_DISTANCE + 1] = within();

const fn within() -> [u8; MAX_DISTANCE + 1] {
    let mut count = [0; MAX_DISTANCE + 1];
    let mut steps = 0;
    while steps <= MAX_DISTANCE {
        let mut square = 0;
        while square < SQUARE_COUNT {
            if DISTANCE[square] as usize <= steps {
                count[steps] += 1;
            }
            square += 1;
        }
        steps += 1;
    }
    count
}

/// `OCCUPANCY[square]` is the bit of `square` in a mask of occupied squares: 0 for start and
/// arrival, which any number of pieces may share, so they never block a move.
pub const OCCUPANCY: [u64; SQUARE_COUNT] = occupancy_bits();

const fn occupancy_bits() -> [u64; SQUARE_COUNT] {
    let mut table = [0; SQUARE_COUNT];
    let mut square = 0;
    while square < SQUARE_COUNT {
        if square != START && square != ARRIVAL {
            table[square] = 1 << square;
        }
        square += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The numbers a piece lands on, step by step, from `square` until arrival.
    fn walk(square: usize) -> Vec<u8> {
        let mut numbers = Vec::new();
        let mut at = destination(square, 1);
        while at != ARRIVAL {
            numbers.push(SQUARES[at].score);
            at = SQUARES[at].next;
        }
        numbers
    }

    #[test]
    fn paths_read_as_in_the_statement() {
        let outer: Vec<u8> = (1..=20).map(|n| 2 * n).collect();
        assert_eq!(walk(START), outer);
        assert_eq!(walk(BLUE_10), [13, 16, 19, 25, 30, 35, 40]);
        assert_eq!(walk(BLUE_20), [22, 24, 25, 30, 35, 40]);
        assert_eq!(walk(BLUE_30), [28, 27, 26, 25, 30, 35, 40]);
    }

    #[test]
    fn named_squares_carry_their_numbers() {
        let named = [
            (START, 0),
            (BLUE_10, 10),
            (BLUE_20, 20),
            (BLUE_30, 30),
            (FORTY, 40),
            (CENTRE_25, 25),
            (INNER_30, 30),
            (INNER_35, 35),
            (ARRIVAL, 0),
        ];
        for (square, score) in named {
            assert_eq!(SQUARES[square].score, score, "square {square}");
        }
        let blue: Vec<usize> = (0..SQUARE_COUNT).filter(|&s| SQUARES[s].blue.is_some()).collect();
        assert_eq!(blue, [BLUE_10, BLUE_20, BLUE_30]);
    }

    #[test]
    fn destinations_turn_only_when_the_move_starts_on_blue() {
        // From 8, a 1 lands on the blue 10 and a 2 passes over it to 12.
        assert_eq!(usize::from(DESTINATION[1][4]), BLUE_10);
        assert_eq!(LANDING_SCORE[2][4], 12);
        // From the blue 10, a 2 goes 13 → 16: the inner 16, not the outer one.
        assert_eq!(usize::from(DESTINATION[2][BLUE_10]), 22);
        assert_ne!(usize::from(DESTINATION[2][BLUE_10]), 8);
        assert_eq!(usize::from(DESTINATION[4][BLUE_10]), CENTRE_25);
        assert_eq!(usize::from(DESTINATION[3][BLUE_20]), CENTRE_25);
        assert_eq!(usize::from(DESTINATION[4][BLUE_30]), CENTRE_25);
        // A move of no steps stays where it is, on arrival too.
        for (square, &to) in DESTINATION[0].iter().enumerate() {
            assert_eq!(destination(square, 0), square);
            assert_eq!(usize::from(to), square);
        }
        // Moves stop on arrival whatever is left of the die.
        assert_eq!(usize::from(DESTINATION[1][FORTY]), ARRIVAL);
        assert_eq!(usize::from(DESTINATION[5][INNER_35]), ARRIVAL);
        assert_eq!(usize::from(DESTINATION[5][18]), ARRIVAL);
        assert_eq!(usize::from(DESTINATION[3][ARRIVAL]), ARRIVAL);
    }

    #[test]
    fn distances_follow_the_shortest_path() {
        let named = [
            (START, 0),
            (BLUE_10, 5),
            (CENTRE_25, 9),
            (INNER_30, 10),
            (FORTY, 12),
            (ARRIVAL, 13),
            (19, MAX_DISTANCE),
        ];
        for (square, steps) in named {
            assert_eq!(usize::from(DISTANCE[square]), steps, "square {square}");
        }
        assert_eq!(usize::from(WITHIN[MAX_DISTANCE]), SQUARE_COUNT);
        assert_eq!(WITHIN[0], 1);
        let mut order = BY_DISTANCE.to_vec();
        order.sort_unstable();
        assert_eq!(order, (0..SQUARE_COUNT as u8).collect::<Vec<_>>());
        // Every move ends within its die of where it started, as `WITHIN` relies on.
        for (die, row) in DESTINATION.iter().enumerate().skip(1) {
            for (square, &to) in row.iter().enumerate() {
                let to = usize::from(to);
                assert!(DISTANCE[to] <= DISTANCE[square] + die as u8, "{square} by {die}");
            }
        }
    }

    #[test]
    fn occupancy_ignores_start_and_arrival() {
        assert_eq!(OCCUPANCY[START] | OCCUPANCY[ARRIVAL], 0);
        let board: u64 = OCCUPANCY.iter().sum();
        assert_eq!(board.count_ones() as usize, SQUARE_COUNT - 2);
    }
}
