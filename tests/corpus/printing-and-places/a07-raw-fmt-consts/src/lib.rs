//! Census (bundling shape: inline format arguments in raw strings).
//! How many positions of a game X starts have a given number of marks, and how many of
//! those are finished.
//! Bundling shape: inline format arguments inside raw strings (`r#"{TITLE}"#`,
//! `{MARKS:>WIDTH$}`) that name consts and statics used nowhere else.
//!
//! The input is a list of queries separated by whitespace: a number of marks from 0 to 9, or
//! `all`. The output starts with two header lines, then one row per query: the query, the
//! number of positions a game X starts can reach with that many marks, and how many of them are
//! finished (someone has a line, or the board is full), right-aligned in columns of 9. A query
//! that is neither is an input error, and so is an input without any query.

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::positions::reachable_positions;
use ttt_core::rules::status;

/// The first word of the title line.
const TITLE: &str = "census";
/// Who moves first in the counted games.
static FIRST: Mark = Mark::X;
/// The width of each column.
const WIDTH: usize = 9;
/// The column headers.
const MARKS: &str = "marks";
const POSITIONS: &str = "positions";
const FINISHED: &str = "finished";
/// The most marks a board holds.
const MAX_MARKS: usize = 9;

/// Reachable and finished positions by number of marks; the last entry is the total.
struct Census {
    positions: [usize; MAX_MARKS + 2],
    finished: [usize; MAX_MARKS + 2],
}

impl Census {
    fn count() -> Census {
        let mut census = Census { positions: [0; MAX_MARKS + 2], finished: [0; MAX_MARKS + 2] };
        for board in reachable_positions(FIRST) {
            let marks = board.mark_count() as usize;
            let done = status(board, FIRST).is_ok_and(|found| found.is_finished());
            for slot in [marks, MAX_MARKS + 1] {
                census.positions[slot] += 1;
                census.finished[slot] += usize::from(done);
            }
        }
        census
    }
}

/// Answers every query in `input`, after the header.
///
/// # Errors
/// [`InputError`] for a query that is not a number of marks or `all`, or no query at all.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let census = Census::count();
    output.extend_from_slice(format!(r#"{TITLE} of the games {FIRST} starts"#).as_bytes());
    output.push(b'\n');
    output.extend_from_slice(
        format!(r#"{MARKS:>WIDTH$} {POSITIONS:>WIDTH$} {FINISHED:>WIDTH$}"#).as_bytes(),
    );
    output.push(b'\n');
    let mut scanner = Scanner::new(input);
    let mut queries = 0;
    while let Some(token) = scanner.token() {
        let slot = match std::str::from_utf8(token.text).map(str::parse::<usize>) {
            Ok(Ok(marks)) if marks <= MAX_MARKS => marks,
            _ if token.text == b"all" => MAX_MARKS + 1,
            _ => {
                let expected = format!(r#"a number of marks from 0 to {MAX_MARKS}, or "all""#);
                return Err(InputError::found_bytes(token.position, token.text, expected));
            }
        };
        let label = String::from_utf8_lossy(token.text);
        let (positions, finished) = (census.positions[slot], census.finished[slot]);
        let row = format!(r#"{label:>WIDTH$} {positions:>WIDTH$} {finished:>WIDTH$}"#);
        output.extend_from_slice(row.as_bytes());
        output.push(b'\n');
        queries += 1;
    }
    if queries == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a query"));
    }
    Ok(())
}
