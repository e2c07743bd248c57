//! Trait-heavy scoring (bundling shape: generic fns with `where` clauses naming local traits, a
//! blanket `impl<T: Score> Rank for T`, `impl Score for &Board` on a `ttt-core` type by
//! reference, `Vec<Box<dyn Rule>>`, associated consts and types, default methods calling
//! other trait methods, and trait methods named like `ttt-core` inherent ones (`count`,
//! `letter`, `opponent`) on other types).
//!
//! Each line is a board in letters; the answer is its rank letter and the rules it meets.

use ttt_core::board::{Board, Mark};
use ttt_core::notation::parse_letters;

/// Something with a score.
pub trait Score {
    /// The type the score is made of.
    type Unit: Copy + Into<i32>;
    /// A bonus added to every score.
    const BONUS: i32 = 0;
    /// The raw parts.
    fn parts(&self) -> [Self::Unit; 2];
    /// The score: parts' difference plus the bonus.
    fn score(&self) -> i32 {
        let [a, b] = self.parts();
        a.into() - b.into() + Self::BONUS
    }
}

/// A rank letter from a score.
pub trait Rank {
    /// `A` to `E`.
    fn letter(&self) -> char;
}

impl<T: Score> Rank for T {
    fn letter(&self) -> char {
        match self.score() {
            s if s >= 2 => 'A',
            1 => 'B',
            0 => 'C',
            -1 => 'D',
            _ => 'E',
        }
    }
}

impl Score for &Board {
    type Unit = u8;
    const BONUS: i32 = 1;
    fn parts(&self) -> [u8; 2] {
        [self.count(Mark::X) as u8, self.count(Mark::O) as u8]
    }
}

/// A rule a board may meet.
pub trait Rule {
    /// Its name.
    fn name(&self) -> String;
    /// Does the board meet it.
    fn holds(&self, board: Board) -> bool;
    /// Counting helper named like `Board::count`.
    fn count(&self, boards: &[Board]) -> usize {
        boards.iter().filter(|b| self.holds(**b)).count()
    }
}

/// A mark has a line.
pub struct HasLine(pub Mark);
/// The board is full.
pub struct Full;

impl HasLine {
    /// The rule for the other mark (named like `Mark::opponent`).
    pub fn opponent(&self) -> HasLine {
        HasLine(self.0.opponent())
    }
}

impl Rule for HasLine {
    fn name(&self) -> String {
        format!("line-{}", self.0.letter())
    }
    fn holds(&self, board: Board) -> bool {
        board.has_line(self.0)
    }
}

impl Rule for Full {
    fn name(&self) -> String {
        "full".into()
    }
    fn holds(&self, board: Board) -> bool {
        board.is_full()
    }
}

/// The names of the rules that hold.
pub fn met<R>(rules: &[R], board: Board) -> Vec<String>
where
    R: AsRef<dyn Rule>,
{
    rules.iter().filter(|r| r.as_ref().holds(board)).map(|r| r.as_ref().name()).collect()
}

/// The rank of anything ranked.
pub fn rank_of<T>(item: T) -> char
where
    T: Rank,
{
    item.letter()
}

/// The answer for one line.
pub fn answer(line: &str, rules: &[Box<dyn Rule>]) -> Result<String, String> {
    let board = parse_letters(line).map_err(|e| e.to_string())?;
    let names = met(rules, board);
    Ok(format!("{} {}", rank_of(&board), if names.is_empty() { "-".to_owned() } else { names.join(",") }))
}
