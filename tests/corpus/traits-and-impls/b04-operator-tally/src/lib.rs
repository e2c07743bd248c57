//! Tournament tally: operator overloading (`Add`, `AddAssign`, `Index`, `IndexMut`, `Not`) on
//! local types, an `Iterator` implemented for a local type, `impl Trait` returns, and
//! `Default`, `From`, `TryFrom`, `Display`, `Sum` and `FromIterator` impls used only
//! implicitly (`?`, `{}`, `collect`, `sum`).
//! Problem: the input holds `n`, then `n` boards, each one token of nine letters `X`, `O` and
//! `.`: the last board of each game of a tournament, where X always moved first. A board that
//! is not a possible final state of such a game (as in BOJ 7682) is void. Print
//! `X <wins> O <wins> draws <draws> void <void>` on one line, then the points on another,
//! `points X <points> O <points>`, where a win is worth 3 points and a draw 1 to each player.
//! Bad input makes `main` return the error: `Error: <error>` on stderr and exit status 1.

use std::error::Error;
use std::fmt;
use std::iter::Sum;
use std::num::ParseIntError;
use std::ops::{Add, AddAssign, Index, IndexMut, Not};
use std::str::SplitAsciiWhitespace;

use ttt_core::board::{Board, Mark};
use ttt_core::judge::InputError;
use ttt_core::rules::{is_final, status, Status};

/// A player, as the tally sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The first player.
    X,
    /// The second player.
    O,
}

impl Not for Side {
    type Output = Side;

    fn not(self) -> Side {
        match self {
            Side::X => Side::O,
            Side::O => Side::X,
        }
    }
}

impl From<Mark> for Side {
    fn from(mark: Mark) -> Side {
        match mark {
            Mark::X => Side::X,
            Mark::O => Side::O,
        }
    }
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// This side won.
    Win(Side),
    /// Nobody won.
    Draw,
    /// The board is no final state.
    Void,
}

/// Wins, draws and void games counted so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    wins: [u32; 2],
    draws: u32,
    void: u32,
}

impl From<Verdict> for Tally {
    fn from(verdict: Verdict) -> Tally {
        let mut tally = Tally::default();
        match verdict {
            Verdict::Win(side) => tally.wins[side as usize] = 1,
            Verdict::Draw => tally.draws = 1,
            Verdict::Void => tally.void = 1,
        }
        tally
    }
}

impl Add for Tally {
    type Output = Tally;

    fn add(self, other: Tally) -> Tally {
        Tally {
            wins: [self.wins[0] + other.wins[0], self.wins[1] + other.wins[1]],
            draws: self.draws + other.draws,
            void: self.void + other.void,
        }
    }
}

impl AddAssign<Verdict> for Tally {
    fn add_assign(&mut self, verdict: Verdict) {
        *self = *self + verdict.into();
    }
}

impl Sum<Verdict> for Tally {
    fn sum<I: Iterator<Item = Verdict>>(verdicts: I) -> Tally {
        verdicts.map(Tally::from).fold(Tally::default(), Add::add)
    }
}

/// Wins of a side.
impl Index<Side> for Tally {
    type Output = u32;

    fn index(&self, side: Side) -> &u32 {
        &self.wins[side as usize]
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "X {} O {} draws {} void {}",
            self[Side::X],
            self[Side::O],
            self.draws,
            self.void
        )
    }
}

/// Points per side: 3 for a win, 1 for a draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Points([u32; 2]);

impl Index<Side> for Points {
    type Output = u32;

    fn index(&self, side: Side) -> &u32 {
        &self.0[side as usize]
    }
}

impl IndexMut<Side> for Points {
    fn index_mut(&mut self, side: Side) -> &mut u32 {
        &mut self.0[side as usize]
    }
}

impl FromIterator<Verdict> for Points {
    fn from_iter<I: IntoIterator<Item = Verdict>>(verdicts: I) -> Points {
        let mut points = Points::default();
        for verdict in verdicts {
            match verdict {
                Verdict::Win(side) => points[side] += 3,
                Verdict::Draw => {
                    points[Side::X] += 1;
                    points[!Side::X] += 1;
                }
                Verdict::Void => {}
            }
        }
        points
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "points X {} O {}", self[Side::X], self[!Side::X])
    }
}

/// Why the input could not be read.
#[derive(Debug)]
pub enum GameError {
    /// The input is empty.
    NoCount,
    /// The count of games is no number.
    Count(ParseIntError),
    /// A board is malformed.
    Board(InputError),
    /// Fewer boards than announced.
    Missing {
        /// Boards announced.
        expected: usize,
        /// Boards found.
        found: usize,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::NoCount => write!(f, "empty input, expected the number of games"),
            GameError::Count(error) => write!(f, "bad number of games: {error}"),
            GameError::Board(error) => write!(f, "bad board: {error}"),
            GameError::Missing { expected, found } => {
                write!(f, "expected {expected} boards, found {found}")
            }
        }
    }
}

impl Error for GameError {}

impl From<ParseIntError> for GameError {
    fn from(error: ParseIntError) -> GameError {
        GameError::Count(error)
    }
}

impl From<InputError> for GameError {
    fn from(error: InputError) -> GameError {
        GameError::Board(error)
    }
}

/// The last board of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game(Board);

impl TryFrom<&str> for Game {
    type Error = GameError;

    fn try_from(token: &str) -> Result<Game, GameError> {
        Ok(Game(token.parse()?))
    }
}

impl Game {
    /// How the game ended, or `Void`.
    pub fn verdict(self) -> Verdict {
        if !is_final(self.0, Mark::X) {
            return Verdict::Void;
        }
        match status(self.0, Mark::X) {
            Ok(Status::Won(winner)) => Verdict::Win(winner.into()),
            Ok(Status::Drawn) => Verdict::Draw,
            _ => Verdict::Void,
        }
    }
}

/// The games of the input, read one token at a time.
#[derive(Debug)]
pub struct Games<'a> {
    tokens: SplitAsciiWhitespace<'a>,
    expected: usize,
    found: usize,
}

impl Iterator for Games<'_> {
    type Item = Result<Game, GameError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.found == self.expected {
            return None;
        }
        let Some(token) = self.tokens.next() else {
            let (expected, found) = (self.expected, self.found);
            self.found = self.expected;
            return Some(Err(GameError::Missing { expected, found }));
        };
        self.found += 1;
        Some(token.try_into())
    }
}

/// Reads the count of games and returns the games that follow.
///
/// # Errors
/// [`GameError`] when the count is missing or no number.
pub fn games(input: &str) -> Result<Games<'_>, GameError> {
    let mut tokens = input.split_ascii_whitespace();
    let expected = tokens.next().ok_or(GameError::NoCount)?.parse()?;
    Ok(Games { tokens, expected, found: 0 })
}

/// The verdicts of every game in `input`, stopping at the first error.
///
/// # Errors
/// As [`games`].
pub fn verdicts(input: &str) -> Result<impl Iterator<Item = Result<Verdict, GameError>> + '_, GameError> {
    Ok(games(input)?.map(|game| game.map(Game::verdict)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_and_points_of_a_small_tournament() {
        let verdicts: Vec<Verdict> =
            verdicts("3 XXXOO.... XOXOXOOXO XOXXOOOXX").unwrap().collect::<Result<_, _>>().unwrap();
        let tally: Tally = verdicts.iter().copied().sum();
        assert_eq!(tally.to_string(), "X 1 O 0 draws 1 void 1");
        let points: Points = verdicts.into_iter().collect();
        assert_eq!(points.to_string(), "points X 4 O 1");
        let mut more = tally;
        more += Verdict::Win(!Side::X);
        assert_eq!(more[Side::O], 1);
    }
}
