//! Writes a boj16571 input for `cargo xtask bench`: `<seed> <cases>` positions drawn from every
//! unfinished position a game X starts can reach, as three rows of digits each.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::positions::reachable_positions;

fn main() {
    let (mut random, cases) = proof::generator_args();
    let positions: Vec<Board> = reachable_positions(Mark::X)
        .into_iter()
        .filter(|board| ttt_core::rules::status(*board, Mark::X).is_ok_and(|s| !s.is_finished()))
        .collect();
    let mut out = String::new();
    for _ in 0..cases {
        let board = random.pick(&positions);
        for row in 0..3 {
            let digits: Vec<&str> = (0..3)
                .map(|column| match Square::at(row, column).and_then(|s| board.mark_at(s)) {
                    Some(Mark::X) => "1",
                    Some(Mark::O) => "2",
                    None => "0",
                })
                .collect();
            out.push_str(&digits.join(" "));
            out.push('\n');
        }
    }
    print!("{out}");
}
