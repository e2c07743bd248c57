//! Open lines (bundling shape: the crate's own `macro_rules! line` and `macro_rules! column`,
//! which shadow std's `line!()` and `column!()` and are invoked with arguments).
//!
//! Each case is a board as three rows of letters `X`, `O`, `.`. A line is *open* for a player
//! when the other player has no mark on it. The answer is the number of open lines for X and
//! for O, then the open lines that already hold two marks (threats), by name.

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;

/// The mask of squares `a`, `b` and `c` (numbered 0 to 8 row by row).
macro_rules! line {
    ($a:expr, $b:expr, $c:expr) => {
        (1u32 << $a) | (1u32 << $b) | (1u32 << $c)
    };
}

/// The mask of column `c` (0 to 2), top to bottom.
macro_rules! column {
    ($c:expr) => {
        line!($c, $c + 3, $c + 6)
    };
}

/// The eight lines with their names, rows first.
const LINES: [(u32, &str); 8] = [
    (line!(0, 1, 2), "top"),
    (line!(3, 4, 5), "middle"),
    (line!(6, 7, 8), "bottom"),
    (column!(0), "left"),
    (column!(1), "centre"),
    (column!(2), "right"),
    (line!(0, 4, 8), "falling"),
    (line!(2, 4, 6), "rising"),
];

fn marks(board: Board, mark: Mark) -> u32 {
    u32::from(board.marks(mark))
}

/// Answers every board of `input`.
///
/// # Errors
/// [`InputError`] for a malformed board or an input with no board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut any = false;
    while let Some((board, _)) = read_letter_rows(&mut scanner)? {
        any = true;
        let mut open = [0usize; 2];
        let mut threats = Vec::new();
        for (index, mark) in Mark::BOTH.into_iter().enumerate() {
            let other = marks(board, mark.opponent());
            for (mask, name) in LINES {
                if other & mask == 0 {
                    open[index] += 1;
                    if (marks(board, mark) & mask).count_ones() == 2 {
                        threats.push(format!("{mark}:{name}"));
                    }
                }
            }
        }
        let threats = if threats.is_empty() { "-".to_owned() } else { threats.join(" ") };
        output.extend_from_slice(format!("{} {} {threats}\n", open[0], open[1]).as_bytes());
    }
    if !any {
        return Err(InputError::end_of_input(scanner.position(), "a board of three rows"));
    }
    Ok(())
}
