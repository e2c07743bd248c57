//! Twins (bundling shape: `use std::collections::*;` then `hash_map::Entry`).
//! Which boards are the same board turned or mirrored, in order of appearance.
//! Bundling shape: `use std::collections::*;` followed by paths through it
//! (`hash_map::Entry::Occupied`, `HashMap`, `BTreeMap`).
//!
//! Each case is a board as three whitespace-separated rows of `X`, `O` and `.`; boards need not
//! be reachable. Boards are the same up to symmetry when one of the 8 rotations and mirrorings
//! turns one into the other. For each board the answer is `new <c>` when it is the first of its
//! kind (`c` counts kinds from 1) or `same as <k>` (`k` the number of the first board of its
//! kind, counting boards from 1). The last line is `kinds <n>:` followed by the size of each
//! kind, in order. A malformed board is an input error; the answers before it are kept.

use std::collections::*;

use ttt_core::board::Board;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;
use ttt_core::symmetry::canonical;

/// The first board of a kind: its number among the boards and among the kinds.
#[derive(Clone, Copy, Debug)]
struct First {
    board: usize,
    kind: usize,
}

/// Answers every board in `input`, one line each, then the kinds.
///
/// # Errors
/// [`InputError`] for a malformed board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut firsts: HashMap<Board, First> = HashMap::new();
    let mut sizes: BTreeMap<usize, usize> = BTreeMap::new();
    let mut number = 0;
    while let Some((board, _)) = read_letter_rows(&mut scanner)? {
        number += 1;
        let kinds = firsts.len();
        let kind = match firsts.entry(canonical(board)) {
            hash_map::Entry::Occupied(entry) => {
                let first = entry.get();
                output.extend_from_slice(format!("same as {}\n", first.board).as_bytes());
                first.kind
            }
            hash_map::Entry::Vacant(entry) => {
                let first = entry.insert(First { board: number, kind: kinds + 1 });
                output.extend_from_slice(format!("new {}\n", first.kind).as_bytes());
                first.kind
            }
        };
        *sizes.entry(kind).or_insert(0) += 1;
    }
    let mut line = format!("kinds {}:", firsts.len());
    for size in sizes.values() {
        line.push_str(&format!(" {size}"));
    }
    line.push('\n');
    output.extend_from_slice(line.as_bytes());
    Ok(())
}
