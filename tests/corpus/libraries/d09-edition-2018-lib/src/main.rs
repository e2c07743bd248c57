//! d09-edition-2018-lib: a 2021 problem over a workspace library still on the 2018 edition
//! (d08-lib-legacy, renamed `legacy`). A bundle is compiled with `--edition 2021` as one
//! crate, so the library's 2018 code cannot keep its meaning there: the bundler must refuse
//! it, as it refuses a problem crate of another edition (`refused.txt`).
//!
//! Each input line is a board of nine letters; the answer counts what X and O hold.

use std::io::{self, Read};

use ttt_core::board::Mark;
use ttt_core::notation::board_from_letters;

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).expect("stdin is UTF-8");
    for word in text.split_whitespace() {
        let Some(board) = <&[u8; 9]>::try_from(word.as_bytes()).ok().and_then(board_from_letters)
        else {
            eprintln!("error: `{word}` is not nine letters");
            std::process::exit(1);
        };
        println!("X {} / O {}", legacy::summary(board, Mark::X), legacy::summary(board, Mark::O));
    }
}
