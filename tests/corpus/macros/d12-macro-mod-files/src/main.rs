//! d12-macro-mod-files: main.rs declares its module files through a macro,
//! `rules!(row, column, diagonal, full)` expanding to `mod row; mod column; ...` plus a table
//! of each module's `check`, the way day-by-day solution crates register their modules.
//!
//! Each input line is a board of nine letters; the answer lists the rules it meets.

use std::io::{self, Read};

use ttt_core::board::Board;
use ttt_core::notation::board_from_letters;

/// Declares one module per rule, each in its own file with a `check`, and the table of them.
macro_rules! rules {
    ($($name:ident),* $(,)?) => {
        $(mod $name;)*

        /// Every rule: its name and its check.
        const RULES: &[(&str, fn(Board) -> bool)] = &[$((stringify!($name), $name::check)),*];
    };
}

rules!(row, column, diagonal, full);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).expect("stdin is UTF-8");
    for word in text.split_whitespace() {
        let Some(board) = <&[u8; 9]>::try_from(word.as_bytes()).ok().and_then(board_from_letters)
        else {
            eprintln!("error: `{word}` is not a board of nine letters");
            std::process::exit(1);
        };
        let met: Vec<&str> =
            RULES.iter().filter(|(_, check)| check(board)).map(|(name, _)| *name).collect();
        println!("{word}: {}", if met.is_empty() { "-".to_owned() } else { met.join(",") });
    }
}
