//! Judge binary for d14-pub-crate-macro-main: reads finished boards, prints each ending and a
//! tally, counting O's wins and draws with counters of its own from the library's macro.

use std::io::{self, Read};

use d14_pub_crate_macro_main::{counter, end, x_wins, End};
use ttt_core::board::Mark;
use ttt_core::notation::board_from_letters;

counter!(OWins);
counter!(Draws);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).expect("stdin is UTF-8");
    let mut boards = Vec::new();
    let (mut o_wins, mut draws) = (OWins::default(), Draws::default());
    for word in text.split_whitespace() {
        let board = <&[u8; 9]>::try_from(word.as_bytes())
            .ok()
            .and_then(board_from_letters)
            .unwrap_or_else(|| panic!("`{word}` is not nine letters"));
        match end(board) {
            End::Won(Mark::O) => o_wins.bump(),
            End::Drawn => draws.bump(),
            End::Won(Mark::X) => {}
            End::NotAnEnd => {
                eprintln!("error: `{word}` is not a finished game");
                std::process::exit(2);
            }
        }
        boards.push(board);
    }
    println!("x {} o {} draw {}", x_wins(&boards), o_wins.get(), draws.count);
}
