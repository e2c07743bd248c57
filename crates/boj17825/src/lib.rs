//! BOJ 17825, Dice Yut: the largest score four pieces can make with ten known dice.
//!
//! Each case is one line of ten dice, 1 to 5. Every turn moves one piece that has not arrived by
//! its die; the score is the sum of the numbers on the squares where moves end. The board is a
//! graph of squares named by position ([`board`]), and the answer comes from a small
//! branch-and-bound search ([`search`]).
//!
//! ```
//! let mut output = Vec::new();
//! boj17825::solve(b"1 2 3 4 1 2 3 4 1 2\n5 5 5 5 5 5 5 5 5 5\n", &mut output).unwrap();
//! assert_eq!(output, b"190\n130\n");
//! ```
#![deny(missing_docs)]

pub mod board;
pub mod search;

use search::{max_score, Dice, TURNS};
use ttt_core::judge::{each_case, InputError, Scanner, Token};

/// Answers every line of dice in `input`, one maximum score a line, stopping at the first bad
/// line; the answers before it stay in `output`.
///
/// # Errors
/// [`InputError`] for an input without any line, or a line that is not ten dice from 1 to 5.
///
/// # Complexity
/// Linear in the input, plus one [`max_score`] search per line.
///
/// ```
/// let mut output = Vec::new();
/// let error = boj17825::solve(b"1 1 1 1 1 1 1 1 1 1\n1 2 3 4 5 6\n", &mut output).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 11: found `6`, expected a die from 1 to 5");
/// assert_eq!(output, b"133\n");
/// ```
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let read = |scanner: &mut Scanner<'_>| match scanner.line() {
        Some(line) => Ok(Some((read_dice(line)?, line.position))),
        None => Ok(None),
    };
    each_case(input, output, "a line of 10 dice", read, |dice| max_score(&dice).score)
}

/// Reads the ten dice of one line, blanks between them.
///
/// # Errors
/// [`InputError`] at the first token that is not a die from 1 to 5, at an eleventh die, or at
/// the end of a line with fewer than ten dice.
pub fn read_dice(line: Token<'_>) -> Result<Dice, InputError> {
    let die = |word: &[u8]| matches!(word, [b'1'..=b'5']).then(|| word[0] - b'0');
    line.words::<u8, TURNS>("a die from 1 to 5", ("die", "dice"), die)
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
    fn official_samples() {
        check("1 2 3 4 1 2 3 4 1 2\n", "190\n");
        check("1 1 1 1 1 1 1 1 1 1\n", "133\n");
        check("5 1 2 3 4 5 5 3 2 4\n", "214\n");
        check("5 5 5 5 5 5 5 5 5 5\n", "130\n");
    }

    #[test]
    fn judge_quirks_are_whitespace() {
        check(
            "\r\n1\t2  3 4 1 2 3 4 1 2\r\n\r\n\n  1 1 1 1 1 1 1 1 1 1 \t\r\n5 5 5 5 5 5 5 5 5 5",
            "190\n133\n130\n",
        );
    }

    #[test]
    fn blue_turns_only_when_a_move_starts_on_it() {
        // With all 2s the best game walks 4, 8, 12 past the blue 10, lands on the blue 20 and only
        // then turns: 20 → 24 → 30 → 40 on the shortcut. If passing over a blue square turned
        // too, 8 → 13 and the best would be 158.
        check("2 2 2 2 2 2 2 2 2 2\n", "166\n");
        // All 1s: one piece lands on every square to 10, turns there and runs 13, 16, 19, 25, 30.
        check("1 1 1 1 1 1 1 1 1 1\n", "133\n");
    }

    #[test]
    fn a_piece_cannot_land_on_another() {
        // All 4s run pieces along 8, 16, 24, 32, 40 one behind the other; ignoring collisions
        // would let them share squares and score 240.
        check("4 4 4 4 4 4 4 4 4 4\n", "208\n");
    }

    #[test]
    fn arrival_stops_the_move_scores_nothing_and_holds_any_number() {
        // All 5s: 10, then the inner 30, then arrival with 3 of the 5 steps (0 points), three
        // times over, and a last 10: three pieces end on arrival together.
        check("5 5 5 5 5 5 5 5 5 5\n", "130\n");
    }

    #[test]
    fn squares_are_told_apart_by_position_not_number() {
        // One piece goes 10 → inner 30, another 6 → 12 → … → 30 → inner 26 → 35: the outer 24,
        // 26, 28 and 30 are not the inner squares with those numbers. Counting squares by number
        // would make the outer 30 clash with the inner 30 and give 191.
        check("5 5 3 3 3 3 3 3 3 3\n", "197\n");
    }

    #[test]
    fn the_centre_is_shared_by_every_shortcut() {
        // Pieces from the blue 10 and the blue 30 both head for 35 through the one centre
        // 25 → 30 → 35; if each shortcut had its own centre, both could end on a 35 and score 215.
        check("5 3 3 3 3 3 3 3 3 3\n", "186\n");
    }

    #[test]
    fn the_outer_40_is_the_inner_40() {
        // A piece on the shortcut from 10 and one on the outer path both want 40 at the end;
        // only one can stand there. Were they two squares, the best would be 201.
        check("1 2 4 2 1 4 5 5 4 4\n", "181\n");
    }

    #[test]
    fn bad_tokens_name_the_die() {
        check(
            "1 1 1 1 1 1 1 1 1 6\n",
            "error: line 1, column 19: found `6`, expected a die from 1 to 5\n",
        );
        check(
            "0 1 1 1 1 1 1 1 1 1",
            "error: line 1, column 1: found `0`, expected a die from 1 to 5\n",
        );
        check(
            "1 1 1 12 1 1 1 1 1 1",
            "error: line 1, column 7: found `12`, expected a die from 1 to 5\n",
        );
        check(
            "1 1 x 1 1 1 1 1 1 1",
            "error: line 1, column 5: found `x`, expected a die from 1 to 5\n",
        );
        check(
            "1 1 1 1 1 1 1 1 1 1\n 1 \u{ff}",
            "133\nerror: line 2, column 4: found `\\xc3\\xbf`, expected a die from 1 to 5\n",
        );
    }

    #[test]
    fn non_utf8_bytes_are_quoted() {
        let mut output = Vec::new();
        let error = solve(b"1 1 1 1 \xff\xfe 1 1 1 1 1", &mut output).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 9: found `\\xff\\xfe`, expected a die from 1 to 5"
        );
        assert!(output.is_empty());
    }

    #[test]
    fn wrong_die_counts() {
        check(
            "1 2 3 4 1 2 3 4 1 2\n1 1 1 1 1 1 1 1 1\n",
            "190\nerror: line 2, column 18: found end of line after 9 dice, expected 10 dice\n",
        );
        check(
            "1 1 1 1 1 1 1 1 1 1 3\n",
            "error: line 1, column 21: found `3`, expected the end of the line after 10 dice\n",
        );
        check(
            "  \t1  \r\n",
            "error: line 1, column 5: found end of line after 1 die, expected 10 dice\n",
        );
    }

    #[test]
    fn no_case_at_all() {
        check("", "error: line 1, column 1: found end of input, expected a line of 10 dice\n");
        check(
            " \r\n\n",
            "error: line 3, column 1: found end of input, expected a line of 10 dice\n",
        );
    }
}
