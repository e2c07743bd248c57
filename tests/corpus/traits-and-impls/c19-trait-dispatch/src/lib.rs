//! Bot league (bundling shape: traits reached only through generic bounds and `dyn`, blanket
//! impls for `&T` and `Box<T>`, impls of a local trait for a tuple, an array and a `Vec` of
//! local types, associated consts read through `Self::` and `T::`, `Default`, `From` and `Into`
//! used implicitly, operator traits, an `Iterator` consumed by `for`, `Sum`, and a `Drop` that
//! writes output).
//!
//! Each case is a line with a starting board (nine letters, X to move or O to move as a game X
//! starts says). Every pair of bots plays the game out from it, each bot taking each side once;
//! the answer is one line per game and a standings line.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Index, IndexMut, Neg};

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::InputError;
use ttt_core::rules::{status, to_move, Status};

/// A bot: picks a free square.
pub trait Bot {
    /// Its name in the standings.
    fn name(&self) -> &'static str;
    /// The square it plays on `board` as `me`; `board` is in play.
    fn choose(&self, board: Board, me: Mark) -> Square;
}

/// A bot with a fixed preference order, known at compile time.
pub trait Ranked {
    /// The name.
    const NAME: &'static str;
    /// Squares in the order the bot prefers them (0 to 8).
    const ORDER: [u8; 9];

    /// The first free square in [`Self::ORDER`].
    fn preferred(&self, board: Board) -> Square {
        for index in Self::ORDER {
            let square = Square::new(index).expect("orders hold squares 0 to 8");
            if board.mark_at(square).is_none() {
                return square;
            }
        }
        unreachable!("a board in play has a free square")
    }
}

/// A ranked bot playing by its order.
#[derive(Debug, Default)]
pub struct Fixed<T>(pub T);

impl<T: Ranked> Bot for Fixed<T> {
    fn name(&self) -> &'static str {
        T::NAME
    }
    fn choose(&self, board: Board, _: Mark) -> Square {
        self.0.preferred(board)
    }
}

/// Takes the centre, then corners, then edges.
#[derive(Debug, Default)]
pub struct Centre;
/// Takes corners first.
#[derive(Debug, Default)]
pub struct Corner;

impl Ranked for Centre {
    const NAME: &'static str = "centre";
    const ORDER: [u8; 9] = [4, 0, 2, 6, 8, 1, 3, 5, 7];
}

impl Ranked for Corner {
    const NAME: &'static str = "corner";
    const ORDER: [u8; 9] = [0, 2, 6, 8, 4, 1, 3, 5, 7];
}

/// Wins when it can, blocks when it must, else defers to another bot.
#[derive(Debug)]
pub struct Sharp<B> {
    /// The bot it defers to.
    pub fallback: B,
}

impl<B: Bot> Bot for Sharp<B> {
    fn name(&self) -> &'static str {
        "sharp"
    }
    fn choose(&self, board: Board, me: Mark) -> Square {
        for mark in [me, me.opponent()] {
            for square in FreeSquares::of(board) {
                if board.with(square, mark).has_line(mark) {
                    return square;
                }
            }
        }
        self.fallback.choose(board, me)
    }
}

impl<B: Bot + ?Sized> Bot for Box<B> {
    fn name(&self) -> &'static str {
        (**self).name()
    }
    fn choose(&self, board: Board, me: Mark) -> Square {
        (**self).choose(board, me)
    }
}

impl<B: Bot + ?Sized> Bot for &B {
    fn name(&self) -> &'static str {
        (**self).name()
    }
    fn choose(&self, board: Board, me: Mark) -> Square {
        (**self).choose(board, me)
    }
}

/// The free squares of a board, in order.
#[derive(Debug)]
pub struct FreeSquares {
    free: u16,
    next: u8,
}

impl FreeSquares {
    /// The free squares of `board`.
    pub fn of(board: Board) -> FreeSquares {
        FreeSquares { free: board.empty_squares(), next: 0 }
    }
}

impl Iterator for FreeSquares {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        while self.next < 9 {
            let index = self.next;
            self.next += 1;
            if self.free & (1 << index) != 0 {
                return Square::new(index);
            }
        }
        None
    }
}

/// League points: 2 a win, 1 a draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Points(pub i32);

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        *self = *self + other;
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::default(), Add::add)
    }
}

/// How a game ended for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result3 {
    /// Won.
    Won,
    /// Drawn.
    Drawn,
    /// Lost.
    Lost,
}

impl From<Result3> for Points {
    fn from(result: Result3) -> Points {
        match result {
            Result3::Won => Points(2),
            Result3::Drawn => Points(1),
            Result3::Lost => Points(0),
        }
    }
}

/// Points per side of the board.
#[derive(Clone, Copy, Debug, Default)]
pub struct BySide {
    x: Points,
    o: Points,
}

impl Index<Mark> for BySide {
    type Output = Points;
    fn index(&self, mark: Mark) -> &Points {
        match mark {
            Mark::X => &self.x,
            Mark::O => &self.o,
        }
    }
}

impl IndexMut<Mark> for BySide {
    fn index_mut(&mut self, mark: Mark) -> &mut Points {
        match mark {
            Mark::X => &mut self.x,
            Mark::O => &mut self.o,
        }
    }
}

/// A bot's line in the standings.
#[derive(Clone, Debug, Default)]
pub struct Standing {
    /// The bot's name.
    pub name: &'static str,
    /// Its points by the side it played.
    pub by_side: BySide,
    /// Its game results, in order.
    pub results: Vec<Result3>,
}

/// What can be written in the report.
pub trait Describe {
    /// A short text.
    fn describe(&self) -> String;
}

impl Describe for (Mark, Result3) {
    fn describe(&self) -> String {
        let word = match self.1 {
            Result3::Won => "wins",
            Result3::Drawn => "draws",
            Result3::Lost => "loses",
        };
        format!("{} {word}", self.0)
    }
}

impl Describe for [Points; 2] {
    fn describe(&self) -> String {
        format!("{}+{}", self[0].0, self[1].0)
    }
}

impl Describe for Vec<Standing> {
    fn describe(&self) -> String {
        let parts: Vec<String> = self
            .iter()
            .map(|s| {
                let total: Points = s.results.iter().map(|&r| Points::from(r)).sum();
                format!("{} {} ({})", s.name, total.0, [s.by_side[Mark::X], s.by_side[Mark::O]].describe())
            })
            .collect();
        parts.join("; ")
    }
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.name, self.results.len())
    }
}

/// Plays `x` against `o` from `start`; the result for X.
pub fn play<X: Bot, O: Bot>(x: X, o: O, start: Board) -> Result<Result3, InputError> {
    let mut board = start;
    loop {
        match status(board, Mark::X) {
            Ok(Status::Won(Mark::X)) => return Ok(Result3::Won),
            Ok(Status::Won(Mark::O)) => return Ok(Result3::Lost),
            Ok(Status::Drawn) => return Ok(Result3::Drawn),
            Ok(Status::InProgress { to_move }) => {
                let square = match to_move {
                    Mark::X => x.choose(board, Mark::X),
                    Mark::O => o.choose(board, Mark::O),
                };
                board = board.with(square, to_move);
            }
            Err(why) => {
                return Err(InputError::new(
                    ttt_core::judge::Position { line: 1, column: 1 },
                    format!("found a board no game reaches ({why})"),
                    "a reachable board",
                ))
            }
        }
    }
}

/// Writes a footer line into the report when the round is over.
#[derive(Debug)]
pub struct Footer<'a> {
    /// Where the footer goes.
    pub out: &'a mut Vec<u8>,
    /// Games played.
    pub games: usize,
}

impl Drop for Footer<'_> {
    fn drop(&mut self) {
        self.out.extend_from_slice(format!("-- {} games\n", self.games).as_bytes());
    }
}

/// Records `result` for the standing at `index` playing `side`.
pub fn record(table: &mut [Standing], index: usize, side: Mark, result: impl Into<Points> + Copy, raw: Result3) {
    table[index].by_side[side] += result.into();
    table[index].results.push(raw);
}

/// Who moves first from `board` in a game X starts, when it is in play.
pub fn mover(board: Board) -> Option<Mark> {
    to_move(board, Mark::X)
}

/// The opposite result.
pub fn flip(result: Result3) -> Result3 {
    match -Points::from(result) {
        Points(-2) => Result3::Lost,
        Points(-1) => Result3::Drawn,
        _ => Result3::Won,
    }
}
