//! g02-nested-impl-self-paths: opening reports (bundling shape: fn bodies holding `impl` blocks,
//! inside an inherent impl's method, a trait impl's method and a trait's default method, with
//! `Self::` paths to ttt-core consts and methods both in the outer method and in the nested
//! impls, where `Self` is a ttt-core type: `Self::EMPTY`, `Self::ALL`, `Self::from_masks`,
//! `Self::opponent`, `Self::for_opponent`).
//!
//! Each case is a board in digits (three rows of `0`, `1`, `2`) and the player who started,
//! `X` or `O`. The answer names whose turn it is, the best result for the player to move and the
//! corner, edge and centre squares still free.

use std::fmt;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;
use ttt_core::perfect_play::{outcome, Outcome};
use ttt_core::rules::to_move;

/// One case of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// The board.
    pub board: Board,
    /// Who started the game.
    pub first: Mark,
}

/// What a square is, by where it sits.
pub trait Region {
    /// A one-letter name of the region.
    fn region(&self) -> char;

    /// Free squares of `board` in this region, each by its number `1`..`9`.
    fn free_in(&self, board: Board) -> String
    where
        Self: Sized + Copy,
    {
        struct Digits(Vec<u8>);
        impl Digits {
            fn from_board(board: Board, keep: impl Fn(Square) -> bool) -> Self {
                let empty = Board::EMPTY;
                Self(
                    Square::ALL
                        .into_iter()
                        .filter(|&s| keep(s) && board.mark_at(s).is_none() && empty.mark_at(s).is_none())
                        .map(|s| b'1' + s.index() as u8)
                        .collect(),
                )
            }
        }
        let me = self.region();
        let digits = Digits::from_board(board, |square| square.region() == me);
        if digits.0.is_empty() {
            "-".to_string()
        } else {
            String::from_utf8_lossy(&digits.0).into_owned()
        }
    }
}

impl Region for Square {
    fn region(&self) -> char {
        trait Corner {
            const CORNERS: [usize; 4];
            fn is_corner(&self) -> bool;
        }
        impl Corner for Square {
            const CORNERS: [usize; 4] = [0, 2, 6, 8];
            fn is_corner(&self) -> bool {
                Self::CORNERS.contains(&self.index())
            }
        }
        if self.is_corner() {
            'c'
        } else if *self == Self::ALL[4] {
            'm'
        } else {
            'e'
        }
    }
}

impl Case {
    /// The case with the marks swapped and the other player starting: the same game from the
    /// other side.
    pub fn mirrored(self) -> Case {
        trait Swap {
            fn swapped(self) -> Self;
        }
        impl Swap for Board {
            fn swapped(self) -> Self {
                let x = self.marks(Mark::X);
                let o = self.marks(Mark::O);
                Self::from_masks(o, x).unwrap_or(Self::EMPTY)
            }
        }
        impl Swap for Mark {
            fn swapped(self) -> Self {
                Self::opponent(self)
            }
        }
        Self { board: self.board.swapped(), first: self.first.swapped() }
    }

    /// The best result for the player to move, checked against the mirrored case.
    ///
    /// # Errors
    /// The reason no game reaches the board, as text.
    pub fn result(self) -> Result<Outcome, String> {
        let direct = outcome(self.board, self.first).map_err(|why| why.to_string())?;
        let mirrored = self.mirrored();
        let other = outcome(mirrored.board, mirrored.first).map_err(|why| why.to_string())?;
        if direct == other {
            Ok(direct)
        } else {
            Err(format!("{direct:?} but {other:?} when mirrored"))
        }
    }
}

/// The result as a word.
#[derive(Debug)]
pub struct Word(pub Outcome);

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        trait Seen {
            fn seen_by_loser(self) -> Self;
        }
        impl Seen for Outcome {
            fn seen_by_loser(self) -> Self {
                match self {
                    Self::Win => Self::for_opponent(self),
                    other => other,
                }
            }
        }
        let word = match self.0 {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
        };
        let other = match self.0.seen_by_loser() {
            Outcome::Loss => "/loss",
            _ => "",
        };
        write!(f, "{word}{other}")
    }
}

/// Answers every case.
///
/// # Errors
/// [`InputError`] for a malformed board, a missing or bad first player, or an unreachable board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut any = false;
    while let Some((board, position)) = read_digit_rows(&mut scanner)? {
        let token = scanner.expect_token("the first player, `X` or `O`")?;
        let first = match token.text {
            b"X" => Mark::X,
            b"O" => Mark::O,
            other => return Err(InputError::found_bytes(token.position, other, "`X` or `O`")),
        };
        let case = Case { board, first };
        let result = case
            .result()
            .map_err(|why| InputError::new(position, format!("found an unreachable board ({why})"), "a reachable board"))?;
        let mover = to_move(board, first).map_or('-', Mark::letter);
        let corner = Square::ALL[0].free_in(board);
        let edge = Square::ALL[1].free_in(board);
        let centre = Square::ALL[4].free_in(board);
        let line = format!("{mover} {} c:{corner} e:{edge} m:{centre}\n", Word(result));
        output.extend_from_slice(line.as_bytes());
        any = true;
    }
    if !any {
        return Err(InputError::end_of_input(scanner.position(), "a board of three rows of digits"));
    }
    Ok(())
}
