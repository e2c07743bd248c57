//! AtCoder ABC 349 E, Weighted Tic-Tac-Toe: who wins when both players play perfectly?
//!
//! Each case is three lines of three integers, the weight of each square (at most 10^9 in
//! absolute value, and an odd sum); the judge sends one case, and every case of the input is
//! answered. Takahashi (red, here `X`) and Aoki (blue, `O`) take turns, Takahashi first: each
//! takes an empty square and scores its weight. Three squares of one colour in a line win at
//! once; otherwise, when the board is full, the higher score wins (the odd sum rules out a tie).
//! The answer is `Takahashi` or `Aoki`, found by [`ttt_core::search`] over the game.
//!
//! ```
//! let printed = ttt_core::judge::transcript(abc349e::solve, b"0 0 0\n0 1 0\n0 0 0\n");
//! assert_eq!(printed, "Takahashi\n");
//! ```

use ttt_core::board::{Board, Mark, Square};
use ttt_core::judge::{each_case, InputError, NextCase, Refusal, Scanner};
use ttt_core::search::{Game, Search};

/// The largest weight in absolute value the statement allows.
pub const MAX_WEIGHT: i64 = 1_000_000_000;

/// The weights of the nine squares, row by row.
pub type Weights = [i64; 9];

/// A position of the game: the squares each player has taken (Takahashi's are `X`) and the
/// weights, which every position of one game shares.
#[derive(Clone, Copy, Debug)]
pub struct Weighted {
    /// Who has taken which square.
    pub board: Board,
    /// The weight of each square.
    pub weights: Weights,
}

impl Weighted {
    /// Takahashi moves first, so he moves whenever the counts are equal.
    fn to_move(self) -> Mark {
        match self.board.count(Mark::X) == self.board.count(Mark::O) {
            true => Mark::X,
            false => Mark::O,
        }
    }

    /// The total weight of `mark`'s squares.
    fn score(self, mark: Mark) -> i64 {
        let taken = self.board.marks(mark);
        Square::ALL
            .iter()
            .filter(|square| taken & square.mask() != 0)
            .map(|square| self.weights[square.index()])
            .sum()
    }
}

impl Game for Weighted {
    type Move = Square;
    type Moves = Vec<Square>;
    /// The two 9-bit masks: the weights are the game's, the same in every position.
    type Key = u32;

    fn key(&self) -> u32 {
        u32::from(self.board.marks(Mark::X)) | u32::from(self.board.marks(Mark::O)) << 9
    }

    /// `-1` when the player who just moved has a line or, on a full board, the higher score;
    /// `1` when the player to move has the higher score.
    fn final_value(&self) -> Option<i64> {
        let mover = self.to_move();
        if self.board.has_line(mover.opponent()) {
            Some(-1)
        } else if self.board.is_full() {
            Some((self.score(mover) - self.score(mover.opponent())).signum())
        } else {
            None
        }
    }

    fn moves(&self) -> Vec<Square> {
        Square::ALL.into_iter().filter(|&square| self.board.mark_at(square).is_none()).collect()
    }

    fn play(&self, square: Square) -> Weighted {
        Weighted { board: self.board.with(square, self.to_move()), weights: self.weights }
    }
}

/// Who wins the game on these weights with perfect play, `Takahashi` or `Aoki`.
///
/// # Errors
/// [`Refusal`] for weights whose sum is even, which the statement rules out: the full board can
/// then end in a tie, which has no answer.
///
/// # Complexity
/// At most one search of each of the 4520 unfinished positions, each a table look-up and up
/// to 9 moves: constant.
pub fn winner(weights: Weights) -> Result<&'static str, Refusal> {
    let sum: i64 = weights.iter().sum();
    if sum % 2 == 0 {
        return Err(Refusal::new(format!("found weights whose sum is even ({sum})"), "an odd sum"));
    }
    let start = Weighted { board: Board::EMPTY, weights };
    match Search::new().value(&start) > 0 {
        true => Ok("Takahashi"),
        false => Ok("Aoki"),
    }
}

/// Reads one case: three lines of three weights.
///
/// # Errors
/// [`InputError`] at a token that is not a weight, a fourth token on a line, the end of a line
/// with fewer than three, or an input that ends before the third line.
pub fn read_weights(scanner: &mut Scanner<'_>) -> NextCase<Weights> {
    if scanner.at_end() {
        return Ok(None);
    }
    let start = scanner.position();
    let mut weights = [0; 9];
    for (row, weights) in weights.chunks_exact_mut(3).enumerate() {
        let Some(line) = scanner.line() else {
            let expected = format!("row {} of 3", row + 1);
            return Err(InputError::end_of_input(scanner.position(), expected));
        };
        let expected = "a weight, an integer from -10^9 to 10^9";
        weights.copy_from_slice(&line.words::<i64, 3>(expected, ("weight", "weights"), weight)?);
    }
    Ok(Some((weights, start)))
}

/// The weight a token writes, `-` and decimal digits only, or `None` when it is no integer or
/// is outside the statement's bounds.
fn weight(token: &[u8]) -> Option<i64> {
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    // Eleven digits hold every number in bounds with leading zeros to spare, and no `i64` overflow.
    if digits.is_empty() || digits.len() > 11 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let magnitude = digits.iter().fold(0, |value, digit| value * 10 + i64::from(digit - b'0'));
    let value = if digits.len() < token.len() { -magnitude } else { magnitude };
    (value.abs() <= MAX_WEIGHT).then_some(value)
}

/// Answers every case in `input`, one line each, stopping at the first bad one; the answers
/// before it stay in `output`.
///
/// # Errors
/// [`InputError`] for an input without a case, a case that is not three lines of three weights,
/// or weights whose sum is even.
///
/// # Complexity
/// Linear in the input, plus one [`winner`] per case.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    each_case(input, output, "three lines of three weights", read_weights, winner)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asserts that `solve` answers `input` with exactly `expected`, as the binary prints it.
    #[track_caller]
    fn check(input: &str, expected: &str) {
        proof::assert_transcript(solve, input, expected);
    }

    #[test]
    fn the_official_samples() {
        check("0 0 0\n0 1 0\n0 0 0\n", "Takahashi\n");
        check("-1 1 0\n-4 -2 -5\n-4 -1 -5\n", "Aoki\n");
    }

    #[test]
    fn every_case_of_the_input_is_answered() {
        check("0 0 0\n0 1 0\n0 0 0\n\r\n-1 1 0\n-4 -2 -5\n-4 -1 -5", "Takahashi\nAoki\n");
    }

    #[test]
    fn one_heavy_square_goes_to_takahashi() {
        // He takes it first and then holds the draw on lines, as the first player always can,
        // so the full board comes and he has the higher score.
        check("0 0 0\n0 999999999 0\n0 0 0\n", "Takahashi\n");
        check("0 0 0\n0 0 0\n0 0 1\n", "Takahashi\n");
        check("1000000000 0 0\n0 0 0\n0 0 -1\n", "Takahashi\n");
    }

    #[test]
    fn a_line_ends_the_game_whatever_the_scores() {
        let weights = [-1_000_000_000, 1, 1, 0, 0, 0, 0, 0, 1];
        // X (Takahashi) has the top row, -10^9 + 2; O has the centre and a corner, 1, and
        // moves: a loss all the same.
        let board = Board::from_masks(0b000_000_111, 0b100_010_000).unwrap();
        let line = Weighted { board, weights };
        assert_eq!((line.to_move(), line.final_value()), (Mark::O, Some(-1)));
        assert!(line.score(Mark::X) < line.score(Mark::O));
        // On a full board without a line the score decides: O's 2 against X's 1 - 10^9.
        let full = Board::from_masks(0b001_110_011, 0b110_001_100).unwrap();
        let full = Weighted { board: full, weights };
        assert!(!full.board.has_line(Mark::X) && !full.board.has_line(Mark::O));
        assert_eq!((full.to_move(), full.final_value()), (Mark::O, Some(1)));
        assert_eq!(Weighted { board: Board::EMPTY, weights }.final_value(), None);
    }

    #[test]
    fn weights_out_of_bounds_and_even_sums_are_refused() {
        check("1000000000 0 0\n0 0 0\n0 0 1\n", "Takahashi\n");
        check(
            "1000000001 0 0\n0 0 0\n0 0 0\n",
            "error: line 1, column 1: found `1000000001`, expected a weight, an integer from -10^9 to 10^9\n",
        );
        check(
            "0 0 0\n0 +1 0\n0 0 0\n",
            "error: line 2, column 3: found `+1`, expected a weight, an integer from -10^9 to 10^9\n",
        );
        check(
            "0 0 0\n0 - 0\n0 0 0\n",
            "error: line 2, column 3: found `-`, expected a weight, an integer from -10^9 to 10^9\n",
        );
        check(
            "0 0 0\n0 0 0\n0 0 0\n",
            "error: line 1, column 1: found weights whose sum is even (0), expected an odd sum\n",
        );
        assert_eq!(weight(b"-0000000001000000000"), None);
        assert_eq!(weight(b"-01000000000"), Some(-MAX_WEIGHT));
    }

    #[test]
    fn rows_of_the_wrong_length_and_a_short_case_are_errors() {
        check(
            "0 0\n0 1 0\n0 0 0\n",
            "error: line 1, column 4: found end of line after 2 weights, expected 3 weights\n",
        );
        check(
            "0 0 0 0\n0 1 0\n0 0 0\n",
            "error: line 1, column 7: found `0`, expected the end of the line after 3 weights\n",
        );
        check(
            "0 0 1\n0 0 0\n",
            "error: line 3, column 1: found end of input, expected row 3 of 3\n",
        );
        check(
            "",
            "error: line 1, column 1: found end of input, expected three lines of three weights\n",
        );
    }
}
