//! Judge binary for c23-assert-crate-path: the board after every move of stdin.

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let moves: Vec<u8> =
        text.split_whitespace().map(|w| w.parse().expect("moves are numbers 0 to 255")).collect();
    for board in c23_assert_crate_path::replay(&moves) {
        let letters: String = ttt_core::board::Square::ALL
            .iter()
            .map(|&s| board.mark_at(s).map_or('.', ttt_core::board::Mark::letter))
            .collect();
        println!("{letters}");
    }
}
