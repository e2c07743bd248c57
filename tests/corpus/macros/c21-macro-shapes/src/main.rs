//! Judge binary for c21-macro-shapes: reads `n` and the boards with its own `input!` macro.

use std::io::Read;

use c21_macro_shapes::notes::{top_is_smallest, Notes};
use c21_macro_shapes::{held, mask_of};
use ttt_core::board::Board;
use ttt_core::notation::board_from_letters;

/// Reads whitespace-separated values from a token iterator, as contest templates do.
macro_rules! input {
    (@from $it:ident; ) => {};
    (@from $it:ident; $name:ident : board, $($rest:tt)*) => {
        let $name: Board = {
            let word = $it.next().expect("a board");
            <&[u8; 9]>::try_from(word.as_bytes()).ok().and_then(board_from_letters).expect("nine letters")
        };
        input!(@from $it; $($rest)*);
    };
    (@from $it:ident; $name:ident : $t:ty, $($rest:tt)*) => {
        let $name: $t = $it.next().expect("a value").parse().expect("a number");
        input!(@from $it; $($rest)*);
    };
    (from $it:ident, $($rest:tt)*) => {
        input!(@from $it; $($rest)*);
    };
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace();
    input!(from words, n: usize,);
    let corners = mask_of!((0, 0), (0, 2), (2, 0), (2, 2));
    for _ in 0..n {
        input!(from words, board: board,);
        let lines = held(board);
        let note = if lines.is_empty() { Notes.empty() } else { Notes.held(board, lines.len()) };
        let corner_marks = (board.marks(ttt_core::board::Mark::X) & corners).count_ones();
        println!("{} | corners {corner_marks} | {note}", lines.join(" "));
    }
    println!("top smallest: {}", top_is_smallest());
}
