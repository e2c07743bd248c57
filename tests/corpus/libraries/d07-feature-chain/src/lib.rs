//! d07-feature-chain: a problem over two more workspace libraries, d06-lib-render (renamed
//! `render`) and, through it, d05-lib-glyphs; the default feature `pretty` asks for
//! `render/fancy`, which in turn asks for `glyphs/unicode`: a feature two crates away.
//!
//! Each case is three rows of digits; the answer is the board drawn on one line and the
//! square X should take (perfect play), or `-` when the game is over.

use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;
use ttt_core::perfect_play::best_moves;
use ttt_core::rules::to_move;

/// Draws every board of `input` with the move its player should make.
///
/// # Errors
/// The first board that does not read, or that no game reaches.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut lines = vec![render::legend()];
    while let Some((board, position)) = read_digit_rows(&mut scanner)? {
        let unreachable = |why| InputError::new(position, format!("found {why}"), "a game's board");
        let best = match to_move(board, Mark::X) {
            Some(mark) => {
                let moves = best_moves(board, Mark::X).map_err(unreachable)?;
                format!("{mark}@{}", moves.first().map_or(9, |square| square.index()))
            }
            None => "-".to_owned(),
        };
        lines.push(format!("{} {best}", render::render(board)));
    }
    for line in lines {
        output.extend_from_slice(line.as_bytes());
        output.push(b'\n');
    }
    Ok(())
}
