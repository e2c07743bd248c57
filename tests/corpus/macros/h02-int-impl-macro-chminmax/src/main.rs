//! Judge binary for h02-int-impl-macro-chminmax: one line per board of stdin; the last line
//! is the largest popcount seen and the smallest lowest-bit, kept with `chmax`/`chmin`.

use std::io::{self, BufRead, Write};

use h02_int_impl_macro_chminmax::{answer, Bits, ChMinMax, Worst};
use ttt_core::board::Board;

fn main() {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut most = u32::WORST;
    let mut least_low = u64::MAX;
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let board: Board = match text.parse() {
            Ok(board) => board,
            Err(error) => {
                out.flush().unwrap();
                eprintln!("error: {error}");
                std::process::exit(2);
            }
        };
        most.chmax(board.marks(ttt_core::board::Mark::X).popcnt());
        if let Some(low) = board.empty_squares().lowest() {
            least_low.chmin(u64::from(low));
        }
        match answer(board) {
            Some(text) => writeln!(out, "{text}").unwrap(),
            None => writeln!(out, "unreachable").unwrap(),
        }
    }
    writeln!(out, "{} {}", most, least_low.min(99)).unwrap();
}
