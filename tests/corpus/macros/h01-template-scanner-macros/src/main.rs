//! Judge binary for h01-template-scanner-macros: one line per board, written with the
//! template's `out!`/`outln!` on a `BufWriter`, with `debug!` calls left in.

use std::io::{self, BufWriter, Write};

use h01_template_scanner_macros::{debug, out, outln, Scanner};
use ttt_core::board::{Board, Mark};
use ttt_core::perfect_play::{best_moves, outcome};

fn main() {
    let stdin = io::stdin();
    let mut sc = Scanner::new(stdin.lock());
    let stdout = io::stdout();
    let mut w = BufWriter::new(stdout.lock());
    let n: usize = sc.next();
    let boards: Vec<Board> = sc.vec(n);
    debug!(n, boards.len());
    for (i, &board) in boards.iter().enumerate() {
        debug!(i, h01_template_scanner_macros::pretty(board));
        out!(w, "#{} ", i + 1);
        match (outcome(board, Mark::X), best_moves(board, Mark::X)) {
            (Ok(result), Ok(moves)) => outln!(w, "{} {}", result.letter(), moves.len()),
            _ => outln!(w, "bad"),
        }
    }
    outln!(w);
    out!(w, "{}", "done\n");
}
