//! Round tallies (bundling shape: `Sum` and `FromIterator` impls needed only through bounds).
//! In each round of boards, how many the player to move wins, draws or loses.
//! Bundling shape: local trait impls reached only through generic bounds: `FromIterator<Outcome>`
//! for `Tally` (through `collect::<Result<Tally, _>>()`), `Sum` and `Sum<&Tally>` for `Tally`
//! (through `.sum()`), and a generic `total<T: Sum<T>>`.
//!
//! Each input line is a round: boards written as nine letters `X`, `O`, `.`, separated by
//! blanks; X moves first in every game. For each round the answer is
//! `round <k>: W <wins> D <draws> L <losses>`, counting the results the player to move can force
//! with perfect play (a finished game counts as a loss when someone has a line, a draw when the
//! board is full). The last line, `all: W .. D .. L ..`, sums the rounds. A board no game
//! reaches, or that is not nine letters, is an input error; the rounds before it are kept.

use std::iter::Sum;

use ttt_core::board::Mark;
use ttt_core::judge::{is_blank, InputError, Scanner, Token};
use ttt_core::notation::parse_letter_line;
use ttt_core::perfect_play::{outcome, Outcome};

/// How many games of a round end in each result for the player to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Forced wins.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Forced losses.
    pub losses: u32,
}

impl FromIterator<Outcome> for Tally {
    fn from_iter<I: IntoIterator<Item = Outcome>>(outcomes: I) -> Tally {
        let mut tally = Tally::default();
        for result in outcomes {
            match result {
                Outcome::Win => tally.wins += 1,
                Outcome::Draw => tally.draws += 1,
                Outcome::Loss => tally.losses += 1,
            }
        }
        tally
    }
}

impl Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(tallies: I) -> Tally {
        tallies.fold(Tally::default(), |all, one| Tally {
            wins: all.wins + one.wins,
            draws: all.draws + one.draws,
            losses: all.losses + one.losses,
        })
    }
}

impl<'a> Sum<&'a Tally> for Tally {
    fn sum<I: Iterator<Item = &'a Tally>>(tallies: I) -> Tally {
        tallies.copied().sum()
    }
}

/// The sum of anything that sums, taken by reference.
pub fn total<'a, T: Sum<&'a T> + 'a>(items: &'a [T]) -> T {
    items.iter().sum()
}

/// The boards of one round, each with where it starts.
fn round_boards(line: Token<'_>) -> impl Iterator<Item = Token<'_>> {
    let text = line.text;
    let mut offset = 0;
    std::iter::from_fn(move || {
        while offset < text.len() && is_blank(text[offset]) {
            offset += 1;
        }
        let start = offset;
        while offset < text.len() && !is_blank(text[offset]) {
            offset += 1;
        }
        (offset > start)
            .then(|| Token { text: &text[start..offset], position: line.position_at(start) })
    })
}

/// Tallies one round.
fn tally_round(line: Token<'_>) -> Result<Tally, InputError> {
    round_boards(line)
        .map(|token| {
            let board = parse_letter_line(token)?;
            outcome(board, Mark::X).map_err(|why| {
                InputError::new(
                    token.position,
                    format!("found a board no game reaches ({why})"),
                    "a board from a game X started",
                )
            })
        })
        .collect()
}

/// Answers every round, then the sum of all rounds.
///
/// # Errors
/// [`InputError`] at the first bad board; the rounds before it stay in `output`.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut rounds = Vec::new();
    while let Some(line) = scanner.line() {
        let tally = tally_round(line)?;
        rounds.push(tally);
        let Tally { wins, draws, losses } = tally;
        let number = rounds.len();
        output.extend_from_slice(
            format!("round {number}: W {wins} D {draws} L {losses}\n").as_bytes(),
        );
    }
    let all: Tally = total(&rounds);
    output.extend_from_slice(
        format!("all: W {} D {} L {}\n", all.wins, all.draws, all.losses).as_bytes(),
    );
    Ok(())
}
