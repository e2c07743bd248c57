//! Dice Yut (boj17825) written out as plainly as possible, sharing no code with `boj17825`: the
//! board as explicit routes, a plain search over every choice of piece, the same search with a
//! memo, and the digest of every roll's answer that `tests/data/boj17825-digest.txt` pins.

use std::collections::HashMap;
use std::fmt;

/// The turns of a game, one die each.
pub const TURNS: usize = 10;

/// The dice of one game, each 1..=5.
pub type Roll = [u8; TURNS];

/// How many rolls there are: 5^10.
pub const ROLL_COUNT: usize = 9_765_625;

/// Every way from start (0) to 40, as the numbers it passes: the outer path, then the routes
/// that turn at the blue 10, 20 and 30. They share their start up to the blue square.
const ROUTES: [&[u32]; 4] = [
    &[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40],
    &[0, 2, 4, 6, 8, 10, 13, 16, 19, 25, 30, 35, 40],
    &[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25, 30, 35, 40],
    &[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 28, 27, 26, 25, 30, 35, 40],
];

/// Where each route leaves the outer path: the place of its blue square (none for the outer
/// path itself).
const BLUE_PLACE: [Option<usize>; 4] = [None, Some(5), Some(10), Some(15)];

/// A piece: the route it is on and how far along. One past the end of the route is arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    route: u8,
    place: u8,
}

impl Piece {
    const START: Piece = Piece { route: 0, place: 0 };

    fn route(self) -> &'static [u32] {
        ROUTES[usize::from(self.route)]
    }

    fn arrived(self) -> bool {
        usize::from(self.place) == self.route().len()
    }

    /// The number on its square; arrival scores 0.
    fn number(self) -> u32 {
        self.route().get(usize::from(self.place)).copied().unwrap_or(0)
    }

    /// Which square it stands on, the same for every route through that square: the outer
    /// path's squares (40 included) by their number, the centre 25, 30, 35 shared by all three
    /// shortcuts, and the rest of each shortcut its own. Start and arrival hold any number of
    /// pieces, so they are no square here.
    fn square(self) -> Option<(&'static str, u32)> {
        let number = self.number();
        let on_outer_path = match BLUE_PLACE[usize::from(self.route)] {
            None => true,
            Some(blue) => usize::from(self.place) <= blue,
        };
        if self.place == 0 || self.arrived() {
            None
        } else if on_outer_path || number == 40 {
            Some(("outer", number))
        } else if matches!(number, 25 | 30 | 35) {
            Some(("centre", number))
        } else {
            Some((["outer", "from 10", "from 20", "from 30"][usize::from(self.route)], number))
        }
    }

    /// Moves `die` places on: a move that starts on the outer path's blue square follows that
    /// square's route, and a move stops on arrival.
    fn moved(self, die: u8) -> Piece {
        let mut piece = self;
        if piece.route == 0 {
            let place = usize::from(piece.place);
            if let Some(route) = BLUE_PLACE.iter().position(|&blue| blue == Some(place)) {
                piece.route = route as u8;
            }
        }
        piece.place = (piece.place + die).min(piece.route().len() as u8);
        piece
    }
}

/// Where the four pieces stand.
pub type Pieces = [Piece; 4];

/// The legal games one turn further: each piece that has not arrived, moved by `die`, unless it
/// would end on a square another piece stands on; with what the move scores.
fn moves(pieces: Pieces, die: u8) -> impl Iterator<Item = (Pieces, u32)> {
    (0..4).filter_map(move |i| {
        if pieces[i].arrived() {
            return None;
        }
        let moved = pieces[i].moved(die);
        let taken = moved.square().is_some()
            && (0..4).any(|j| j != i && pieces[j].square() == moved.square());
        if taken {
            return None;
        }
        let mut after = pieces;
        after[i] = moved;
        Some((after, moved.number()))
    })
}

/// The best score by depth-first search over every choice of piece, all `4^10` games.
pub fn best_plain(dice: &Roll) -> u32 {
    fn search(dice: &Roll, turn: usize, pieces: Pieces) -> Option<u32> {
        if turn == TURNS {
            return Some(0);
        }
        moves(pieces, dice[turn])
            .filter_map(|(after, score)| Some(score + search(dice, turn + 1, after)?))
            .max()
    }
    search(dice, 0, [Piece::START; 4]).expect("some game plays all ten turns")
}

/// What the best score from a position depends on: where the pieces stand (in sorted order, as
/// pieces are interchangeable) and the dice still to come. The dice before do not matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    pieces: Pieces,
    turn: u8,
    /// The dice from `turn` on, as a number in base 5 (die 1 is digit 0).
    dice_left: u32,
}

/// [`best_plain`]'s search with a memo of the best score from each position and dice left,
/// shared by every roll it is asked about, so that all 5^10 rolls take a minute, not years.
#[derive(Debug, Default)]
pub struct Memo {
    best: HashMap<Key, Option<u16>>,
}

impl Memo {
    /// An empty memo.
    pub fn new() -> Memo {
        Memo::default()
    }

    /// The best score of `dice`, the same as [`best_plain`]'s.
    pub fn best(&mut self, dice: &Roll) -> u32 {
        let best = self.search(dice, 0, [Piece::START; 4]);
        u32::from(best.expect("some game plays all ten turns"))
    }

    /// The best score still to come from `pieces` before `turn`, or `None` when no game plays
    /// all the remaining turns from there.
    fn search(&mut self, dice: &Roll, turn: usize, mut pieces: Pieces) -> Option<u16> {
        if turn == TURNS {
            return Some(0);
        }
        pieces.sort_unstable();
        let dice_left = dice[turn..].iter().fold(0, |number, &die| number * 5 + u32::from(die - 1));
        let key = Key { pieces, turn: turn as u8, dice_left };
        if let Some(&best) = self.best.get(&key) {
            return best;
        }
        let best = moves(pieces, dice[turn])
            .filter_map(|(after, score)| Some(score as u16 + self.search(dice, turn + 1, after)?))
            .max();
        self.best.insert(key, best);
        best
    }
}

/// The roll numbered `index` in 0..5^10: rolls in lexicographic order, the first die the most
/// significant.
pub fn roll(index: usize) -> Roll {
    let mut dice = [0; TURNS];
    let mut rest = index;
    for die in dice.iter_mut().rev() {
        *die = (rest % 5) as u8 + 1;
        rest /= 5;
    }
    dice
}

/// How many first dice name a group of the digest: one line per group.
pub const GROUP_DICE: usize = 4;

/// How many rolls share their first [`GROUP_DICE`] dice: 5^6.
pub const GROUP_SIZE: usize = 15_625;

/// How many groups there are: 5^4.
pub const GROUP_COUNT: usize = ROLL_COUNT / GROUP_SIZE;

/// The answers of one group of rolls, in brief: their sum, their largest, and an FNV-1a hash of
/// all of them in roll order (each as two bytes, little-endian), so that any wrong answer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupDigest {
    /// The dice the group's rolls start with.
    pub first_dice: [u8; GROUP_DICE],
    /// The sum of the answers.
    pub sum: u64,
    /// The largest answer.
    pub max: u32,
    /// FNV-1a (64 bits) of the answers in roll order.
    pub hash: u64,
}

impl GroupDigest {
    /// The digest of `answers`, the answers of group `group` in roll order.
    ///
    /// # Panics
    /// When `answers` is not [`GROUP_SIZE`] long or an answer does not fit two bytes.
    pub fn new(group: usize, answers: impl IntoIterator<Item = u32>) -> GroupDigest {
        let first = roll(group * GROUP_SIZE);
        let mut digest = GroupDigest {
            first_dice: std::array::from_fn(|i| first[i]),
            sum: 0,
            max: 0,
            hash: 0xcbf2_9ce4_8422_2325,
        };
        let mut count = 0;
        for answer in answers {
            let bytes = u16::try_from(answer).expect("an answer fits two bytes").to_le_bytes();
            for byte in bytes {
                digest.hash = (digest.hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
            digest.sum += u64::from(answer);
            digest.max = digest.max.max(answer);
            count += 1;
        }
        assert_eq!(count, GROUP_SIZE, "group {group}");
        digest
    }

    /// Reads a line as [`GroupDigest`]'s `Display` writes it.
    pub fn parse(line: &str) -> Option<GroupDigest> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [a, b, c, d, "sum", sum, "max", max, "fnv1a", hash] = words[..] else {
            return None;
        };
        Some(GroupDigest {
            first_dice: [a.parse().ok()?, b.parse().ok()?, c.parse().ok()?, d.parse().ok()?],
            sum: sum.parse().ok()?,
            max: max.parse().ok()?,
            hash: u64::from_str_radix(hash, 16).ok()?,
        })
    }
}

/// One line: the first dice, then `sum`, `max` and `fnv1a` (16 hex digits).
impl fmt::Display for GroupDigest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.first_dice;
        write!(f, "{a} {b} {c} {d}  sum {}  max {}  fnv1a {:016x}", self.sum, self.max, self.hash)
    }
}

/// The digest file's opening comment: what it pins and how to recompute it.
pub const DIGEST_HEADER: &str = "\
# boj17825: the best score of every one of the 5^10 rolls, computed by the memoised plain search
# of workspace_tests::dice_yut (no bound), in groups of the 5^6 rolls that share their first four
# dice: the sum of the group's answers, the largest, and FNV-1a (64 bits) of every answer in roll
# order, each as two bytes little-endian. Recompute with
#   cargo run --release -p workspace-tests --example boj17825_digest > tests/data/boj17825-digest.txt
";

/// The digest file for these groups: [`DIGEST_HEADER`], then one line per group.
pub fn digest_file(groups: &[GroupDigest]) -> String {
    let mut text = String::from(DIGEST_HEADER);
    for group in groups {
        text.push_str(&format!("{group}\n"));
    }
    text
}

/// Reads a digest file: every line that is neither blank nor a `#` comment is one group.
///
/// # Errors
/// The first line that is not a group, with its number.
pub fn parse_digest_file(text: &str) -> Result<Vec<GroupDigest>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(number, line)| {
            GroupDigest::parse(line).ok_or_else(|| format!("line {}: {line:?}", number + 1))
        })
        .collect()
}
