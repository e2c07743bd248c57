//! d16-const-underscore-impl: a problem over a workspace library (d15-lib-scoped-impls)
//! whose `Display`, `Add` and `AddAssign` impls for its `Score` sit inside
//! `const _: () = { .. };` blocks; this binary prints scores with `{}` and adds them with `+`
//! and `+=`.
//!
//! Each case is three rows of digits; the answer is its score, then the running total.

use d15_lib_scoped_impls as scores;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut total = scores::Score::default();
    let mut previous = None;
    while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        let score = scores::score(board);
        total += score;
        let pair = previous.map(|p: scores::Score| p + score);
        let pair = pair.map_or_else(|| "-".to_owned(), |p| p.to_string());
        output.extend_from_slice(format!("{score} total {total} pair {pair}\n").as_bytes());
        previous = Some(score);
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
