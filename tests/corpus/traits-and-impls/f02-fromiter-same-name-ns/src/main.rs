//! Judge binary for f02-fromiter-same-name-ns (bundling shape: `FromIterator`, `Extend` and
//! `Sum` impls on local types reached only through `collect`, `extend` and `sum`; and imports
//! `use lib::{census, status}` that each bring a module and a function of the same name, one of
//! them ttt-core's `rules::status` re-exported, and `status` an exported macro as well).

use f02_fromiter_same_name_ns::{census, status, word_of, Points};
use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;
use ttt_core::perfect_play::outcome;
use ttt_core::positions::reachable_from;

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut all = Vec::new();
    while let Some((board, position)) = read_letter_rows(&mut scanner)? {
        let state = status(board, Mark::X).map_err(|why| {
            InputError::new(position, format!("a board no game reaches ({why})"), "a reachable board")
        })?;
        let counts: census::Census = census(board);
        let points: Points =
            reachable_from(board, Mark::X).iter().filter_map(|&b| outcome(b, Mark::X).ok()).sum();
        all.push(points);
        let line = format!(
            "{} {} {}: {} {} {} {} {}\n",
            status::word(state),
            word_of(board),
            status!(board.swap_marks()),
            counts.open,
            counts.x_won,
            counts.o_won,
            counts.drawn,
            points.0
        );
        output.extend_from_slice(line.as_bytes());
    }
    let total: Points = all.iter().sum();
    output.extend(format!("total {}\n", total.0).bytes());
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
